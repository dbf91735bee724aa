import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension GroupBoxContent: GTKMapped {
    /// A `GtkFrame` with the title as its label around the content's frame.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_frame_new(nil)!
        let frame = facet_frame_new()!
        gtk_frame_set_child(gtkCast(box), frame)
        return GTKWidget(widget: box, childFrame: frame, content: self, events: nil)
    }

    var structureKey: String { title == nil ? "untitled" : "titled" }

    func configure(_ widget: GTKWidget) { gtk_frame_set_label(gtkCast(widget.widget), title) }

    /// The title above, the border around.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            let side = (chrome.width / 2).rounded(.down)
            return EdgeInsets(
                top: chrome.height - side, leading: side, bottom: side, trailing: chrome.width - side)
        }
    }
}
