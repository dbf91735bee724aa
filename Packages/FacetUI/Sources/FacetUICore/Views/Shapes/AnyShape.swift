import Foundation

/// A type-erased shape: it draws as the shape it wraps.
///
/// ```swift
/// let outline: AnyShape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// outline.stroke(.blue)
/// ```
public struct AnyShape: Shape {
    /// The shape it wraps.
    let shape: any Shape

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in _: CGRect) -> Path { self }
}
