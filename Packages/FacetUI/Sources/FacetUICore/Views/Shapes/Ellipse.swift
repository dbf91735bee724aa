import Foundation

/// An ellipse aligned inside the frame of the view containing it.
///
/// ```swift
/// Ellipse().fill(.green)
/// ```
public struct Ellipse: Shape, InsettableShape, InsetAdjustable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse touching the edges of `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}
