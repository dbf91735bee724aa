import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view
/// containing it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 1).stroke(.gray)
/// ```
public struct RoundedRectangle: Shape, InsettableShape, InsetAdjustable {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        (self.cornerSize, self.style) = (cornerSize, style)
    }

    /// Creates a rounded rectangle with corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle filling `rect` (corners clamped to half its sides).
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rounded rectangle inset by `amount`, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }

    func insetBase(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(
            cornerSize: CGSize(
                width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0)),
            style: style)
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }

    /// A rectangular shape with rounded corners of radius `cornerRadius`.
    ///
    /// ```swift
    /// Text("Tag").padding().background(.rect(cornerRadius: 4).fill(.yellow))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
