import Foundation

/// A circle centered on the frame of the view containing it (on a terminal, cells count as twice as tall as wide).
///
/// ```swift
/// Circle().stroke(.red)
/// ```
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape {
        ResolvedShape(shape: .circle, fill: color)
    }
}
