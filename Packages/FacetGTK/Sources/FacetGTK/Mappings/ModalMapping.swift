import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ModalContent: GTKMapped {
    /// A modal `GtkWindow` (transient for the app's window) whose content is a frame; closing
    /// it dismisses the presentation.
    func makeGTKWidget() -> GTKWidget {
        let window = gtk_window_new()!
        gtk_window_set_modal(gtkCast(window), 1)
        gtk_window_set_hide_on_close(gtkCast(window), 1)
        let frame = facet_frame_new()!
        gtk_window_set_child(gtkCast(window), frame)
        let widget = GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
        widget.window = window
        Signals.connect(UnsafeMutableRawPointer(window), "hide") { [weak widget] in widget?.send(.dismiss) }
        return widget
    }

    var structureKey: String { presentation.rawValue }

    func configure(_ widget: GTKWidget) {
        guard let window = widget.window else { return }
        let title: String =
            switch presentation {
            case .sheet, .fullScreenCover: ""
            case .alert: "Alert"
            case .confirmationDialog: "Confirm"
            case .actionSheet: "Choose"
            case .popover: "Popover"
            }
        gtk_window_set_title(gtkCast(window), title)
    }
}
