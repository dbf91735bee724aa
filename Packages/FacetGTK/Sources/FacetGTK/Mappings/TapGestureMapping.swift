import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension TapGestureContent: GTKMapped {
    /// A frame around the tapped view: clicks reach the window's pointer controllers
    /// (``GTKBackend/enablePointerInput(for:)``), which hand them to the graph's tap
    /// recogniser.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        return GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
    }

    func configure(_ widget: GTKWidget) {}
}
