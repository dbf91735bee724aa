import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ContextMenuContent: GTKMapped {
    /// A frame around the content's widgets with a `GtkPopover` of flat buttons, one per
    /// item: a secondary click pops it up at the pointer, the Menu key or Shift-F10 (while
    /// focus is inside) below the content; a button sends its index.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let popover = gtk_popover_new()!
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_popover_set_child(gtkCast(popover), list)
        gtk_popover_set_has_arrow(gtkCast(popover), 0)
        gtk_popover_set_position(gtkCast(popover), GTK_POS_BOTTOM)
        gtk_widget_set_parent(popover, frame)
        let widget = GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
        widget.parts = [popover, list]
        ContextMenuMapping.popUpOnSecondaryClick(widget)
        ContextMenuMapping.popUpOnMenuKey(widget)
        return widget
    }

    func configure(_ widget: GTKWidget) {
        guard widget.parts.count == 2 else { return }
        let popover = widget.parts[0]
        MenuItemButtons.fill(widget.parts[1], with: items) { [weak widget] index in
            gtk_popover_popdown(gtkCast(popover))
            widget?.send(.select(index))
        }
        if items.isEmpty || !isEnabled { gtk_popover_popdown(gtkCast(popover)) }
    }
}

/// How a context menu's popover opens.
@MainActor
enum ContextMenuMapping {
    /// Pops the menu up pointing at `point` (the frame's coordinates), when it has items and
    /// is enabled.
    static func popUp(_ widget: GTKWidget, at point: CGPoint) {
        guard let menu = widget.content as? ContextMenuContent, menu.isEnabled, !menu.items.isEmpty,
            let popover = widget.parts.first
        else { return }
        var rect = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
        gtk_popover_set_pointing_to(gtkCast(popover), &rect)
        gtk_popover_popup(gtkCast(popover))
    }

    /// A secondary (right) click on the content pops the menu up at the pointer.
    static func popUpOnSecondaryClick(_ widget: GTKWidget) {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, 3)  // GDK_BUTTON_SECONDARY
        Signals.connectPress(UnsafeMutableRawPointer(gesture), "pressed") { [weak widget] _, x, y in
            guard let widget else { return }
            popUp(widget, at: CGPoint(x: x, y: y))
        }
        gtk_widget_add_controller(widget.widget, gesture)
    }

    /// The Menu key, or Shift-F10, while focus is inside the content pops the menu up below
    /// it.
    static func popUpOnMenuKey(_ widget: GTKWidget) {
        let controller = gtk_event_controller_key_new()!
        Signals.connectKeyPress(UnsafeMutableRawPointer(controller)) { [weak widget] keyval, state in
            guard let widget else { return false }
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            let key = Int32(bitPattern: keyval)
            guard key == GDK_KEY_Menu || (key == GDK_KEY_F10 && shift) else { return false }
            popUp(widget, at: CGPoint(x: 0, y: widget.frame.height))
            return true
        }
        gtk_widget_add_controller(widget.widget, controller)
    }
}
