import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension NavigationLinkContent: GTKButtonMapped {
    /// A flat `GtkButton` around the label's frame.
    func makeGTKWidget() -> GTKWidget { ControlMapping.flatButton(content: self, cssClass: nil) }

    func configure(_ widget: GTKWidget) { gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0) }
}
