import FacetUI
import Foundation

/// The parameters of a `.border(_:width:)` modifier: the style it is drawn with and its
/// width. `Equatable` when the style is.
public struct InspectedBorder<Style: ShapeStyle> {
    /// The style the border is drawn with (`Color.red`).
    public let content: Style
    /// The border's width.
    public let width: CGFloat

    /// Creates the parameters of a border.
    public init(content: Style, width: CGFloat) {
        (self.content, self.width) = (content, width)
    }
}

extension InspectedBorder: Equatable where Style: Equatable {}
