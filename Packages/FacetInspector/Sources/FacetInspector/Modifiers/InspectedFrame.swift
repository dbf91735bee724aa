import FacetUI
import Foundation

/// The parameters of `.frame(width:height:alignment:)`, as `frame()` returns them.
public struct InspectedFrame: Equatable, Sendable {
    /// The fixed width, or `nil` when the frame keeps the content's width.
    public var width: CGFloat?
    /// The fixed height, or `nil` when the frame keeps the content's height.
    public var height: CGFloat?
    /// How the content is placed in the frame.
    public var alignment: Alignment

    /// Creates frame parameters (to compare with what `frame()` returns).
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        (self.width, self.height, self.alignment) = (width, height, alignment)
    }
}
