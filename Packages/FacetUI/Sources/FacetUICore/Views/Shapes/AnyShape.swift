/// A type-erased shape: it draws as the shape it wraps, and equals another one wrapping an
/// equal shape (so an unchanged shape is not drawn again).
///
/// ```swift
/// let outline: AnyShape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// outline.stroke(.blue)
/// ```
public struct AnyShape: Shape {
    let shape: any Shape

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape { shape.resolve(color: color) }
}
