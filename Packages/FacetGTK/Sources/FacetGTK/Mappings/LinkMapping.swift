import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension LinkContent: GTKButtonMapped {
    /// A flat `GtkButton` in the `link` style around the label's frame.
    func makeGTKWidget() -> GTKWidget {
        ControlMapping.flatButton(content: self, cssClass: "link")
    }

    func configure(_ widget: GTKWidget) { gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0) }
}
