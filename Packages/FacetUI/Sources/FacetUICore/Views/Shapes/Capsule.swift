import Foundation

/// A capsule shape aligned inside the frame of the view containing it: a rectangle with
/// fully rounded ends along its shorter side.
///
/// ```swift
/// Text("New").padding(.horizontal, 1).background(Capsule().fill(.blue))
/// ```
public struct Capsule: Shape {
    /// The style of the rounded ends.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape {
        ResolvedShape(shape: .capsule, fill: color)
    }
}
