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
        reportPresses(of: widget)
        return widget
    }

    /// Sends `.press(true)` when GTK marks the button active (the pointer down on it) and
    /// `.press(false)` when it no longer is, for a `ButtonStyle`'s `isPressed`.
    @MainActor private func reportPresses(of widget: GTKWidget) {
        var isPressed = false
        Signals.connectIgnoringArgument(UnsafeMutableRawPointer(widget.widget), "state-flags-changed") {
            [weak widget] in
            guard let widget else { return }
            let active =
                gtk_widget_get_state_flags(widget.widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            guard active != isPressed else { return }
            isPressed = active
            widget.send(.press(active))
        }
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
