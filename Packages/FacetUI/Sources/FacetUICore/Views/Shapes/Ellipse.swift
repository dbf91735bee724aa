import Foundation

/// An ellipse aligned inside the frame of the view containing it.
///
/// ```swift
/// Ellipse().fill(.green)
/// ```
public struct Ellipse: Shape {
    /// Creates a ellipse.
    public init() {}

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape {
        ResolvedShape(shape: .ellipse, fill: color)
    }
}
