import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 6, height: 2)
/// ```
public struct Rectangle: Shape, InsettableShape, InsetAdjustable {
    /// Creates a rectangle.
    public init() {}

    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape.
    public static var rect: Rectangle { Rectangle() }
}
