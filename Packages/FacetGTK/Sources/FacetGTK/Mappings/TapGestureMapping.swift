import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension TapGestureContent: GTKMapped {
    /// A frame with a `GtkGestureClick`: a click taps.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let widget = GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
        let gesture = gtk_gesture_click_new()!
        Signals.connect(UnsafeMutableRawPointer(gesture), "released") { [weak widget] in
            widget?.send(.activate)
        }
        gtk_widget_add_controller(frame, gesture)
        return widget
    }

    func configure(_ widget: GTKWidget) {}
}
