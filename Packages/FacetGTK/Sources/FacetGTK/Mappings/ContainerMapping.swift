import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Frames, scrolling, navigation, tabs, group boxes and modals: widgets that hold other
// widgets (lists are in ListMapping.swift).

extension ContainerContent: GTKMapped {
    /// A frame with the container's opacity and visibility.
    func makeGTKWidget() -> GTKWidget { GTKWidget.makeFrame(content: self) }

    func configure(_ widget: GTKWidget) {
        gtk_widget_set_opacity(widget.widget, isHidden ? 0 : min(1, max(0, opacity)))
    }
}
