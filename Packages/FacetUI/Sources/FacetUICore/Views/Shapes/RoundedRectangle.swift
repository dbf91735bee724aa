import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view
/// containing it. A character-cell backend rounds the corner cells when the radius is
/// above zero.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 1).stroke(.gray)
/// ```
public struct RoundedRectangle: Shape {
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

    @_spi(Backend) public func resolve(color: Color) -> ResolvedShape {
        ResolvedShape(
            shape: .roundedRectangle, fill: color, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}
