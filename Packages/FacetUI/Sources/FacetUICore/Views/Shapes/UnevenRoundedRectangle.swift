import Foundation

/// A rectangular shape with a different radius at each corner.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape, InsettableShape, InsetAdjustable {
    /// The radii of the corners.
    public var cornerRadii: RectangleCornerRadii
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        (self.cornerRadii, self.style) = (cornerRadii, style)
    }

    /// Creates a rectangle with a radius for each corner (zero where not given).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle filling `rect` with its rounded corners.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The rectangle inset by `amount`, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }

    func insetBase(by amount: CGFloat) -> UnevenRoundedRectangle {
        let radii = cornerRadii
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: max(radii.topLeading - amount, 0),
                bottomLeading: max(radii.bottomLeading - amount, 0),
                bottomTrailing: max(radii.bottomTrailing - amount, 0),
                topTrailing: max(radii.topTrailing - amount, 0)),
            style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with the given corner radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> Self
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with a radius for each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
