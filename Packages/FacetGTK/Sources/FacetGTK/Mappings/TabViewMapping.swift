import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension TabViewContent: GTKMapped {
    /// A `GtkStackSwitcher` over a `GtkStack` with one (empty) page per tab, above the frame of
    /// the selected tab's widgets; choosing a tab sends its index.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let switcher = gtk_stack_switcher_new()!
        let stack = gtk_stack_new()!
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_stack_switcher_set_stack(gtkCast(switcher), gtkCast(stack))
        let frame = facet_frame_new()!
        gtk_widget_set_vexpand(frame, 1)
        gtk_box_append(gtkCast(box), switcher)
        gtk_box_append(gtkCast(box), stack)
        gtk_box_append(gtkCast(box), frame)
        let widget = GTKWidget(widget: stack, placedIn: box, childFrame: frame, content: self, events: nil)
        Signals.connectNotify(UnsafeMutableRawPointer(stack), property: "visible-child-name") {
            [weak widget] in
            guard let name = gtk_stack_get_visible_child_name(gtkCast(stack)),
                let index = Int(String(cString: name))
            else { return }
            widget?.send(.select(index))
        }
        return widget
    }

    func configure(_ widget: GTKWidget) {
        let stackWidget = widget.widget
        let stack: OpaquePointer = gtkCast(stackWidget)
        var existing: [String] = []
        var page = gtk_widget_get_first_child(stackWidget)
        while let current = page {
            existing.append(
                gtk_stack_page_get_title(gtk_stack_get_page(stack, current)).map { String(cString: $0) } ?? ""
            )
            page = gtk_widget_get_next_sibling(current)
        }
        if existing != titles {
            while let child = gtk_widget_get_first_child(stackWidget) { gtk_stack_remove(stack, child) }
            for (index, title) in titles.enumerated() {
                gtk_stack_add_titled(stack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "\(index)", title)
            }
        }
        if titles.indices.contains(selectedIndex) {
            gtk_stack_set_visible_child_name(stack, "\(selectedIndex)")
        }
    }

    /// The switcher's height above the content.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            EdgeInsets(top: measure.chromeSize(of: self).height, leading: 0, bottom: 0, trailing: 0)
        }
    }
}
