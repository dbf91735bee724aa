import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension MenuContent: GTKButtonMapped {
    /// A `GtkMenuButton` around the label's frame whose popover lists the items as flat
    /// buttons; choosing one sends its index.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_child(gtkCast(button), frame)
        let popover = gtk_popover_new()!
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_popover_set_child(gtkCast(popover), list)
        gtk_menu_button_set_popover(gtkCast(button), popover)
        let widget = GTKWidget(widget: button, childFrame: frame, content: self, events: nil)
        widget.parts = [list]
        return widget
    }

    func configure(_ widget: GTKWidget) {
        guard let list = widget.parts.first else { return }
        let menuButton: OpaquePointer = gtkCast(widget.widget)
        MenuItemButtons.fill(list, with: items) { [weak widget] index in
            gtk_menu_button_popdown(menuButton)
            widget?.send(.select(index))
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

/// The items of a menu's popover (a `Menu`'s, a context menu's): one flat button each.
@MainActor
enum MenuItemButtons {
    /// Makes the buttons of `box` one per item of `items`, in order; clicking item `i` calls
    /// `choose(i)`.
    static func fill(
        _ box: UnsafeMutablePointer<GtkWidget>, with items: [String],
        choose: @escaping @MainActor (Int) -> Void
    ) {
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(gtkCast(box), child) }
        for (index, item) in items.enumerated() {
            let button = gtk_button_new_with_label(item)!
            gtk_button_set_has_frame(gtkCast(button), 0)
            Signals.connect(UnsafeMutableRawPointer(button), "clicked") { choose(index) }
            gtk_box_append(gtkCast(box), button)
        }
    }
}
