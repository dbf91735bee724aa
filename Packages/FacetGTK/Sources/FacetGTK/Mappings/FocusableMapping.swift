import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension FocusableContent: GTKMapped {
    /// A frame around the focusable view that GTK's focus chain (Tab) can focus;
    /// its focus is reported to the graph.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        return GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
    }

    func configure(_ widget: GTKWidget) {
        gtk_widget_set_focusable(widget.widget, isFocusable ? 1 : 0)
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

extension FocusableContent: GTKFocusReporting {}
