import Foundation

/// An attachment anchor for a popover.
///
/// ```swift
/// .popover(isPresented: $showsInfo, attachmentAnchor: .point(.top)) { InfoView() }
/// ```
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

/// Where a popover attaches, as its modifier was written.
@_spi(Inspection)
public struct PopoverPlacement {
    /// The anchor the popover attaches to.
    public let attachmentAnchor: PopoverAttachmentAnchor
    /// The edge of the anchor the popover's arrow points to.
    public let arrowEdge: Edge
}
