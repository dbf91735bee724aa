import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Buttons, toggles, links, menus and tap areas: widgets that act.

extension ButtonContent: GTKButtonMapped {
    /// A `GtkButton` whose child is the frame of the label's widgets; borderless and plain
    /// buttons have no frame (`has-frame` off); prominent ones are `suggested-action` (or
    /// `destructive-action` for a destructive role).
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let button = gtk_button_new()!
        gtk_button_set_child(gtkCast(button), frame)
        let widget = GTKWidget(widget: button, childFrame: frame, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak widget] in widget?.send(.activate)
        }
        return widget
    }

    var structureKey: String { style.rawValue }

    func configure(_ widget: GTKWidget) {
        let button: UnsafeMutablePointer<GtkButton> = gtkCast(widget.widget)
        gtk_button_set_has_frame(button, style == .borderless || style == .plain || style == .custom ? 0 : 1)
        ControlMapping.setClass(
            "suggested-action", on: widget.widget, style == .borderedProminent && role != .destructive)
        ControlMapping.setClass("destructive-action", on: widget.widget, role == .destructive)
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension ButtonContent: GTKFocusReporting {}
