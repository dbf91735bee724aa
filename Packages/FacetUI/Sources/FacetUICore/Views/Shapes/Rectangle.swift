import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 6, height: 2)
/// ```
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape {
        ResolvedShape(shape: .rectangle, fill: color)
    }
}
