import Foundation

/// A circle centered on the frame of the view containing it, as large as the frame's
/// shorter side allows.
///
/// ```swift
/// Circle().stroke(.red)
/// ```
public struct Circle: Shape, InsettableShape, InsetAdjustable {
    /// Creates a circle.
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}
