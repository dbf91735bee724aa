import Foundation

/// A capsule shape aligned inside the frame of the view containing it: a rectangle with
/// fully rounded ends along its shorter side.
///
/// ```swift
/// Text("New").padding(.horizontal, 1).background(Capsule().fill(.blue))
/// ```
public struct Capsule: Shape, InsettableShape, InsetAdjustable {
    /// The style of the rounded ends.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// A rounded rectangle whose corner radius is half the shorter side of `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}

extension Shape where Self == Capsule {
    /// A capsule shape.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given style of rounded ends.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
