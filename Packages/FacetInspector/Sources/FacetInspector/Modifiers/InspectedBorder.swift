import FacetUI
import Foundation

/// The parameters of a `.border(_:width:)` modifier: the style it is drawn with and its
/// width. `Equatable` when the style is.
public struct InspectedBorder<Style: ShapeStyle> {
    /// The style the border is drawn with (`Color.red`), named as in ViewInspector.
    public let shapeStyle: Style
    /// The border's width.
    public let width: CGFloat

    /// Creates the parameters of a border.
    public init(shapeStyle: Style, width: CGFloat) {
        (self.shapeStyle, self.width) = (shapeStyle, width)
    }
}

extension InspectedBorder: Equatable where Style: Equatable {}
