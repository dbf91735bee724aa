import FacetUI
import Foundation

/// The parameters of
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as
/// `flexFrame()` returns them; `nil` for a limit the call did not set.
public struct InspectedFlexFrame: Equatable, Sendable {
    /// The minimum width.
    public var minWidth: CGFloat?
    /// The ideal width.
    public var idealWidth: CGFloat?
    /// The maximum width (`.infinity` to fill the width offered).
    public var maxWidth: CGFloat?
    /// The minimum height.
    public var minHeight: CGFloat?
    /// The ideal height.
    public var idealHeight: CGFloat?
    /// The maximum height (`.infinity` to fill the height offered).
    public var maxHeight: CGFloat?
    /// How the content is placed in the frame.
    public var alignment: Alignment

    /// Creates flexible frame parameters (to compare with what `flexFrame()` returns).
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
}
