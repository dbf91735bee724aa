import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Frames, scrolling, navigation, tabs, group boxes and modals: widgets that hold other
// widgets (lists are in ListMapping.swift).

extension ContainerContent: GTKMapped {
    /// A frame with the container's opacity, visibility and clipping.
    func makeGTKWidget() -> GTKWidget { GTKWidget.makeFrame(content: self) }

    func configure(_ widget: GTKWidget) {
        gtk_widget_set_opacity(widget.widget, isHidden ? 0 : opacity)
        gtk_widget_set_overflow(widget.widget, clipsContent ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }
}
