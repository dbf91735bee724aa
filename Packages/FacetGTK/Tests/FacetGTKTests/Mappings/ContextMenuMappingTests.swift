import CGTK
import CGTKSupport
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A widget's pointer as its own GTK type.
private func typed<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

@MainActor private final class Log {
    var entries: [String] = []
}

/// `.contextMenu` on GTK: a frame around the content with a `GtkPopover` of flat buttons,
/// popped up by a secondary click or the Menu key / Shift-F10.
@MainActor @Suite(.gtkAvailable, .serialized)
struct ContextMenuMappingTests {
    private func host(_ log: Log) -> GTKHost {
        GTKHost(
            Text("notes.txt").contextMenu {
                Button("Rename") { log.entries.append("rename") }
                Button("Delete") { log.entries.append("delete") }
            }, size: CGSize(width: 200, height: 120))
    }

    /// The context menu's frame: the widget whose content is the menu.
    private func menuWidget(_ host: GTKHost) throws -> GTKWidget {
        try #require(host.backend.allWidgets.first { $0.content is ContextMenuContent })
    }

    private func popover(of widget: GTKWidget) throws -> UnsafeMutablePointer<GtkWidget> {
        var child = gtk_widget_get_first_child(widget.widget)
        while let current = child {
            if String(cString: facet_type_name(UnsafeMutableRawPointer(current))) == "GtkPopover" {
                return current
            }
            child = gtk_widget_get_next_sibling(current)
        }
        Issue.record("no GtkPopover in the context menu's frame")
        throw CancellationError()
    }

    /// The labels of the popover's buttons.
    private func itemTitles(_ popover: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var titles: [String] = []
        guard let box = gtk_popover_get_child(typed(popover)) else { return [] }
        var child = gtk_widget_get_first_child(box)
        while let button = child {
            titles.append(String(cString: gtk_button_get_label(typed(button))))
            child = gtk_widget_get_next_sibling(button)
        }
        return titles
    }

    @Test func aSecondaryClickPopsUpTheItemsAndAButtonChoosesOne() throws {
        let log = Log()
        let host = host(log)
        #expect(host.present())
        let menu = try menuWidget(host)
        let popover = try popover(of: menu)
        #expect(itemTitles(popover) == ["Rename", "Delete"])
        #expect(gtk_widget_get_visible(popover) == 0)
        let click = try controller("GtkGestureClick", of: menu.widget)
        #expect(gtk_gesture_single_get_button(OpaquePointer(click)) == 3)
        facet_emit_pressed(click, 1, 10, 5)
        host.flush()
        #expect(gtk_widget_get_visible(popover) != 0)
        var rect = GdkRectangle()
        #expect(gtk_popover_get_pointing_to(typed(popover), &rect) != 0)
        #expect((rect.x, rect.y) == (10, 5))
        let box = try #require(gtk_popover_get_child(typed(popover)))
        let delete = try #require(gtk_widget_get_last_child(box))
        host.emit("clicked", on: delete)
        #expect(log.entries == ["delete"])
        #expect(gtk_widget_get_visible(popover) == 0)
    }

    @Test func shiftF10OrTheMenuKeyPopsItUpBelowTheContent() throws {
        let host = host(Log())
        #expect(host.present())
        let menu = try menuWidget(host)
        let popover = try popover(of: menu)
        let keys = try controller("GtkEventControllerKey", of: menu.widget)
        #expect(facet_emit_key_pressed(keys, UInt32(GDK_KEY_F10), 0, GdkModifierType(0)) == 0)
        #expect(facet_emit_key_pressed(keys, UInt32(GDK_KEY_F10), 0, GDK_SHIFT_MASK) != 0)
        host.flush()
        #expect(gtk_widget_get_visible(popover) != 0)
        var rect = GdkRectangle()
        _ = gtk_popover_get_pointing_to(typed(popover), &rect)
        #expect(rect.y == Int32(menu.frame.height.rounded()))
        gtk_popover_popdown(typed(popover))
        #expect(facet_emit_key_pressed(keys, UInt32(GDK_KEY_Menu), 0, GdkModifierType(0)) != 0)
        #expect(gtk_widget_get_visible(popover) != 0)
    }

    @Test func aDisabledMenuDoesNotPopUp() throws {
        let host = GTKHost(Text("Off").contextMenu { Button("Item") {} }.disabled(true))
        #expect(host.present())
        let menu = try menuWidget(host)
        facet_emit_pressed(try controller("GtkGestureClick", of: menu.widget), 1, 2, 2)
        #expect(gtk_widget_get_visible(try popover(of: menu)) == 0)
    }
}
