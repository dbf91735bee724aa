import CGTK
import CGTKSupport
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A `List` on GTK: a `GtkListBox` with one `GtkListBoxRow` per row built (the rows in view
/// and a margin), scrolled over the height of every row.
@MainActor @Suite(.gtkAvailable)
struct ListMappingTests {
    @Test func aHundredThousandRowListHasListBoxRowsOnlyForTheRowsInView() throws {
        let host = GTKHost(
            List(0..<100_000) { Text("Row \($0)") }, size: CGSize(width: 300, height: 240))
        let list = try host.widget("GtkListBox")
        let content = try #require(list.content as? ListContent)
        let labels = host.widgets("GtkLabel")
        #expect(labels.count == content.rows.count)
        #expect(labels.count < 40)
        #expect(host.backend.allWidgets.count == labels.count + 1)
        // One GtkListBoxRow per row built; spacers above and below stand for the others.
        let boxes = ListMappingProbe.listBoxRows(list)
        #expect(boxes.count == content.rows.count)
        #expect(content.rowCount == 100_000)
        let rowHeight = try #require(content.rows.first).frame.height
        #expect(content.contentHeight == rowHeight * 100_000)
        let lastFrame = try #require(content.rows.last).frame
        #expect(ListMappingProbe.requestedHeight(try #require(gtk_widget_get_prev_sibling(list.widget))) == 0)
        #expect(ListMappingProbe.requestedHeight(boxes[0]) == Int32(rowHeight))
        #expect(
            ListMappingProbe.requestedHeight(try #require(gtk_widget_get_next_sibling(list.widget)))
                == Int32((content.contentHeight - lastFrame.maxY).rounded()))
    }

    @Test func scrollingReusesTheListBoxRowsAndBuildsTheNewRows() throws {
        let host = GTKHost(
            List(0..<100_000) { Text("Row \($0)") }, size: CGSize(width: 300, height: 240))
        let list = try host.widget("GtkListBox")
        let boxes = ListMappingProbe.listBoxRows(list)
        let before = host.graph.totals
        let rowHeight = try #require((list.content as? ListContent)?.rows.first).frame.height
        // The user scrolls: the scrolled window's adjustment moves (once GTK has laid out the
        // content's full height).
        #expect(host.present())
        let scroller = try #require(gtk_widget_get_ancestor(list.widget, gtk_scrolled_window_get_type()))
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))
        let target = Double(rowHeight) * 50_000
        #expect(GTK.run(until: { gtk_adjustment_get_upper(adjustment) > target + 1_000 }))
        gtk_adjustment_set_value(adjustment, target)
        host.flush()
        let content = try #require(list.content as? ListContent)
        #expect(host.widgets("GtkLabel").contains { $0.text == "Row 50000" })
        #expect(!host.widgets("GtkLabel").contains { $0.text == "Row 0" })
        #expect(host.graph.totals.widgetsCreated - before.widgetsCreated == content.rows.count)
        // The same GtkListBoxRows (as many as rows built), below a spacer as tall as the
        // rows above.
        let now = ListMappingProbe.listBoxRows(list)
        #expect(now.count == content.rows.count)
        #expect(zip(now, boxes).allSatisfy { $0 == $1 })
        let first = try #require(content.rows.first).frame
        let spacer = try #require(gtk_widget_get_prev_sibling(list.widget))
        #expect(ListMappingProbe.requestedHeight(spacer) == Int32(first.minY.rounded()))
    }

    @Test func aLongSectionedListWithASelectionLooksRight() throws {
        struct Sectioned: View {
            @State var selection: Int? = 2
            var body: some View {
                List(selection: $selection) {
                    Section("Fruit") { ForEach(0..<10_000, id: \.self) { Text("Fruit \($0)") } }
                    Section("Vegetables") { ForEach(10_000..<20_000, id: \.self) { Text("Vegetable \($0)") } }
                }
            }
        }
        let host = GTKHost(Sectioned(), size: CGSize(width: 300, height: 240))
        let list = try host.widget("GtkListBox")
        let content = try #require(list.content as? ListContent)
        #expect(content.rowCount == 20_000)
        #expect(content.rows.first?.kind == .header)
        #expect(content.rows.filter(\.isSelected).map(\.index) == [2])
        #expect(ListMappingProbe.selectedListBoxRows(list) == [3])  // after the header
        let snapshot = try screenshot(host, name: "list-lazy-gtk")
        #expect(snapshot.distinctColorCount > 10, "the window rendered blank")
    }
}

/// What rows set on themselves, on GTK: separators and item tints on the `GtkListBoxRow`s,
/// insets and backgrounds through FacetUI's layout.
@MainActor @Suite(.gtkAvailable, .serialized)
struct ListRowStylingTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)

    private struct Rows: View {
        @State var selection: Int? = 0
        var body: some View {
            List(selection: $selection) {
                Text("A").tag(0).listItemTint(ListRowStylingTests.red)
                Text("B").tag(1).listRowSeparator(.hidden)
                Text("C").tag(2)
                    .listRowInsets(EdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 0))
                    .listRowBackground(ListRowStylingTests.blue)
                Text("D").tag(3)
            }
        }
    }

    @Test func separatorsTintsInsetsAndBackgrounds() throws {
        let host = GTKHost(Rows(), size: CGSize(width: 200, height: 200))
        let list = try host.widget("GtkListBox")
        let content = try #require(list.content as? ListContent)
        let boxes = ListMappingProbe.listBoxRows(list)
        // A's separator is hidden by B's top, B's by its bottom; C's and D's show.
        #expect(
            boxes.map { gtk_widget_has_css_class($0, "facet-separator") != 0 } == [false, false, true, true])
        // C's label is inset; its background covers the whole row.
        let label = try host.widget("GtkLabel", text: "C")
        let row = content.rows[2].frame
        #expect(label.frame.minX == 30 && label.frame.minY == row.minY + 4)
        let background = try #require(host.backend.allWidgets.first { $0.content.kind == "Rectangle" })
        #expect(background.frame == row)
        // Drawn: the selected row in its tint, C's background in blue (away from the text).
        let image = try screenshot(host, name: "list-rows-gtk")
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt32 { image.pixels[Int(y) * image.width + Int(x)] }
        #expect(pixel(190, content.rows[0].frame.midY) == 0xFFFF_0000)
        #expect(pixel(190, row.midY) == 0xFF00_00FF)
    }
}

/// Deleting and moving rows on GTK: Delete and Alt+Up/Down on the focused row; in edit
/// mode, delete buttons and drag handles over the rows.
@MainActor @Suite(.gtkAvailable, .serialized)
struct ListEditingMappingTests {
    private func summary(_ host: GTKHost) -> String? {
        host.widgets("GtkLabel").compactMap(\.text).first { $0.contains(";") }
    }

    private func press(
        _ host: GTKHost, _ controller: UnsafeMutableRawPointer, _ key: Int32, alt: Bool = false
    ) -> Bool {
        let handled = facet_emit_key_pressed(
            controller, UInt32(key), 0, alt ? GDK_ALT_MASK : GdkModifierType(0))
        host.flush()
        return handled != 0
    }

    /// The frame's edit controls with `cssClass`.
    private func controls(_ list: GTKWidget, _ cssClass: String) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = list.childFrame.flatMap { gtk_widget_get_first_child($0) }
        while let current = child {
            if gtk_widget_has_css_class(current, cssClass) != 0 { found.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    @Test func deleteAndAltArrowsEditTheFocusedRow() throws {
        let host = GTKHost(EditableGroceries(), size: CGSize(width: 300, height: 300))
        #expect(host.present())
        let list = try host.widget("GtkListBox")
        let boxes = ListMappingProbe.listBoxRows(list)
        let keys = try controller("GtkEventControllerKey", of: list.widget)
        gtk_widget_grab_focus(boxes[2])  // Cheese
        #expect(press(host, keys, GDK_KEY_Up, alt: true))
        #expect(summary(host) == "Apples,Cheese,Bread;Leeks,Onions")
        // Focus followed Cheese; it cannot leave its ForEach (the key is handled, nothing moves).
        #expect(gtk_widget_get_focus_child(list.widget) == boxes[1])
        #expect(press(host, keys, GDK_KEY_Up, alt: true))
        #expect(press(host, keys, GDK_KEY_Up, alt: true))
        #expect(summary(host) == "Cheese,Apples,Bread;Leeks,Onions")
        #expect(gtk_widget_get_focus_child(list.widget) == boxes[0])
        #expect(press(host, keys, GDK_KEY_Delete))
        #expect(summary(host) == "Apples,Bread;Leeks,Onions")
        // Bread cannot be deleted, Leeks (no onDelete) neither, nor moved into the fruit;
        // Onions cannot move.
        gtk_widget_grab_focus(boxes[1])
        #expect(!press(host, keys, GDK_KEY_Delete))
        gtk_widget_grab_focus(boxes[2])
        #expect(!press(host, keys, GDK_KEY_Delete))
        #expect(press(host, keys, GDK_KEY_Up, alt: true))
        gtk_widget_grab_focus(boxes[3])
        #expect(press(host, keys, GDK_KEY_Up, alt: true))
        #expect(summary(host) == "Apples,Bread;Leeks,Onions")
    }

    @Test func editModeShowsDeleteButtonsAndDragHandles() throws {
        let host = GTKHost(EditableGroceries(), size: CGSize(width: 300, height: 300))
        let list = try host.widget("GtkListBox")
        #expect(
            controls(list, "facet-list-delete").isEmpty && controls(list, "facet-list-drag-handle").isEmpty)
        let apples = try host.widget("GtkLabel", text: "Apples").frame.minX
        let editing = GTKHost(EditableGroceries(mode: .active), size: CGSize(width: 300, height: 300))
        let editList = try editing.widget("GtkListBox")
        let content = try #require(editList.content as? ListContent)
        #expect(content.isEditing && content.editControlWidth == 32)
        // Room at the leading edge for the buttons (the rows' content moves right).
        #expect(try editing.widget("GtkLabel", text: "Apples").frame.minX == apples + 32)
        let buttons = controls(editList, "facet-list-delete")
        let handles = controls(editList, "facet-list-drag-handle")
        #expect(buttons.count == 2 && handles.count == 4)  // Apples, Cheese; all but Onions
        #expect(buttons.allSatisfy { gtk_widget_has_css_class($0, "destructive-action") != 0 })
        let image = try screenshot(editing, name: "list-edit-mode-gtk")
        #expect(image.distinctColorCount > 10, "the window rendered blank")
        // The buttons are red (above the white minus), before the rows' text.
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(buttons[0], editing.backend.rootFrame, &bounds) != 0)
        #expect(bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= 32)
        let red = image.pixels[
            Int(bounds.origin.y + 4) * image.width + Int(bounds.origin.x + bounds.size.width / 2)]
        #expect((red >> 16) & 0xFF > 0xA0 && (red >> 8) & 0xFF < 0x60, "pixel \(String(red, radix: 16))")
        // The second button deletes Cheese.
        editing.emit("clicked", on: buttons[1])
        #expect(summary(editing) == "Apples,Bread;Leeks,Onions")
        #expect(controls(editList, "facet-list-delete").count == 1)
        // Dragging Apples' handle down one row moves it below Bread; Leeks' up stays in its ForEach.
        let rowHeight = content.rows[0].frame.height
        let drags = controls(editList, "facet-list-drag-handle")
        facet_emit_xy(try controller("GtkGestureDrag", of: drags[0]), "drag-end", 0, Double(rowHeight))
        editing.flush()
        #expect(summary(editing) == "Bread,Apples;Leeks,Onions")
        facet_emit_xy(
            try controller("GtkGestureDrag", of: drags[2]), "drag-end", 0, -3 * Double(rowHeight))
        editing.flush()
        #expect(summary(editing) == "Bread,Apples;Leeks,Onions")
    }
}

/// Reads a list box's rows as GTK keeps them.
@MainActor
enum ListMappingProbe {
    /// The `GtkListBoxRow`s, in order.
    static func listBoxRows(_ list: GTKWidget) -> [UnsafeMutablePointer<GtkWidget>] {
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        while let row = gtk_list_box_get_row_at_index(list.opaquePointer, Int32(rows.count)) {
            rows.append(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
        }
        return rows
    }

    /// The height a list box row asks for.
    static func requestedHeight(_ box: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(box, &width, &height)
        return height
    }

    /// The positions of the list box rows GTK has selected.
    static func selectedListBoxRows(_ list: GTKWidget) -> [Int] {
        listBoxRows(list).enumerated().compactMap { index, box in
            gtk_list_box_row_is_selected(
                UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkListBoxRow.self))
                != 0 ? index : nil
        }
    }
}
