import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ListContent: GTKMapped {
    /// A `GtkListBox` in a `GtkScrolledWindow`: one `GtkListBoxRow` per row, header and footer
    /// built (the rows in view), as tall as FacetUI lays the row out (row insets and spacings
    /// included), so GTK draws the rows' separators (as the rows' `listRowSeparator` and
    /// section separators say, in their tints) and selection (in a row's `listItemTint`); the
    /// rows' own widgets (and their backgrounds) are in a frame laid over the list box.
    /// The first row's top margin and the last row's bottom margin stand for the rows not
    /// built, so the scrolled window scrolls over every row; the list box rows are reused as
    /// the list scrolls. A click selects the row under the pointer; so do the list box's
    /// keyboard moves. Delete deletes the focused (or selected) row and Alt+Up/Down move it
    /// when its `ForEach` has `onDelete`/`onMove`; in edit mode each row that can be deleted
    /// shows a delete button at its leading edge and each that can be moved a drag handle
    /// at its trailing edge (see `ListMapping+Editing.swift`).
    func makeGTKWidget() -> GTKWidget {
        let scroller = gtk_scrolled_window_new()!
        let overlay = gtk_overlay_new()!
        let listBox = gtk_list_box_new()!
        let frame = facet_frame_new()!
        gtk_widget_add_css_class(listBox, "facet-list")
        if style == .inset || style == .insetGrouped { gtk_widget_add_css_class(listBox, "boxed-list") }
        // Spacers above and below the list box stand for the rows not built (list box rows
        // are made only for the rows built; a margin could not: GTK keeps margins under 32,768).
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gtkCast(column), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        gtk_box_append(gtkCast(column), listBox)
        gtk_box_append(gtkCast(column), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        gtk_overlay_set_child(gtkCast(overlay), column)
        gtk_overlay_add_overlay(gtkCast(overlay), frame)
        gtk_scrolled_window_set_child(gtkCast(scroller), overlay)
        gtk_scrolled_window_set_policy(gtkCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        let widget = GTKWidget(
            widget: listBox, placedIn: scroller, childFrame: frame, content: self, events: nil)
        ScrollMapping.reportScrolling(of: widget)
        ListMapping.selectRowsOnClick(widget, frame: frame)
        ListMapping.editRowsWithKeys(widget)
        Signals.connect(UnsafeMutableRawPointer(listBox), "selected-rows-changed") { [weak widget] in
            guard let widget, !widget.isConfiguring, let list = widget.content as? ListContent else { return }
            let current = Set(list.rows.compactMap { $0.isSelected ? $0.index : nil })
            // The row GTK selected that the view has not: the user's choice.
            if let index = ListMapping.selectedRowIndices(of: widget).subtracting(current).first {
                widget.send(.select(index))
            }
        }
        return widget
    }

    var structureKey: String { style.rawValue }

    func configure(_ widget: GTKWidget) {
        let listBox: OpaquePointer = gtkCast(widget.widget)
        gtk_list_box_set_selection_mode(
            listBox,
            !isSelectable
                ? GTK_SELECTION_NONE : allowsMultipleSelection ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE
        )
        ListMapping.updateRows(widget, rows: rows, contentHeight: contentHeight)
        ListMapping.updateEditControls(widget, list: self)
        ScrollMapping.update(widget, contentSize: CGSize(width: 0, height: contentHeight), offset: offset)
    }
}

/// The rows of a list's `GtkListBox`.
@MainActor
enum ListMapping {
    /// Makes the list box's rows match `rows` (count, heights, gaps, selection), and the
    /// spacers around the list box as tall as the rows not built above and below.
    static func updateRows(_ widget: GTKWidget, rows: [ListContent.Row], contentHeight: CGFloat) {
        let listBox: OpaquePointer = gtkCast(widget.widget)
        while widget.parts.count > rows.count {
            gtk_list_box_remove(listBox, widget.parts.removeLast())
        }
        while widget.parts.count < rows.count {
            let row = gtk_list_box_row_new()!
            gtk_list_box_append(listBox, row)
            widget.parts.append(row)
        }
        let above = rows.first?.frame.minY ?? 0
        let below = max(0, contentHeight - (rows.last?.frame.maxY ?? 0))
        if let spacer = gtk_widget_get_prev_sibling(widget.widget) {
            gtk_widget_set_size_request(spacer, -1, Int32(above.rounded()))
        }
        if let spacer = gtk_widget_get_next_sibling(widget.widget) {
            gtk_widget_set_size_request(spacer, -1, Int32(below.rounded()))
        }
        var previousEnd = above
        for (row, box) in zip(rows, widget.parts) {
            configure(
                listBox, box, height: row.frame.height, marginTop: max(0, row.frame.minY - previousEnd),
                selectable: row.kind == .row, selected: row.isSelected)
            style(box, separator: row.separator, tint: row.tint)
            previousEnd = row.frame.maxY
        }
    }

    /// The CSS class of a list box row with a separator below it (FacetGTK's styles draw it
    /// as an inset shadow, which takes no room).
    static let separatorClass = "facet-separator"

    /// Draws a separator below the row (in its tint) and the row's selection in its item
    /// tint: a class, and the row's own style provider for the colours.
    private static func style(
        _ box: UnsafeMutablePointer<GtkWidget>, separator: ListContent.Separator?, tint: Color?
    ) {
        if separator != nil {
            gtk_widget_add_css_class(box, separatorClass)
        } else {
            gtk_widget_remove_css_class(box, separatorClass)
        }
        var css = ""
        if let color = separator?.tint.flatMap(cssColor) {
            css += "row.\(separatorClass) { box-shadow: inset 0 -1px \(color); }\n"
        }
        if let color = tint.flatMap(cssColor) { css += "row:selected { background-color: \(color); }\n" }
        let key = "facet-row-style"
        let existing = g_object_get_data(
            UnsafeMutableRawPointer(box).assumingMemoryBound(to: GObject.self), key)
        guard !css.isEmpty || existing != nil else { return }
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(box), OpaquePointer(provider),
                UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
            // The row owns the provider.
            g_object_set_data_full(
                UnsafeMutableRawPointer(box).assumingMemoryBound(to: GObject.self), key,
                UnsafeMutableRawPointer(provider), g_object_unref)
        }
        gtk_css_provider_load_from_data(provider, css, -1)
    }

    /// A CSS colour, or `nil` for the theme's.
    private static func cssColor(_ color: Color) -> String? {
        guard let (red, green, blue, opacity) = ColorMapping.components(color) else { return nil }
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(min(max(opacity, 0), 1)))"
    }

    private static func configure(
        _ listBox: OpaquePointer, _ box: UnsafeMutablePointer<GtkWidget>, height: CGFloat, marginTop: CGFloat,
        selectable: Bool, selected: Bool
    ) {
        let listRow: UnsafeMutablePointer<GtkListBoxRow> = gtkCast(box)
        gtk_widget_set_size_request(box, -1, Int32(height.rounded()))
        gtk_widget_set_margin_top(box, Int32(min(32_767, marginTop.rounded())))
        gtk_list_box_row_set_selectable(listRow, selectable ? 1 : 0)
        gtk_list_box_row_set_activatable(listRow, selectable ? 1 : 0)
        if selected {
            gtk_list_box_select_row(listBox, listRow)
        } else if gtk_list_box_row_is_selected(listRow) != 0 {
            gtk_list_box_unselect_row(listBox, listRow)
        }
    }

    /// The indices, among the list's selectable rows, of the list box rows GTK has selected.
    static func selectedRowIndices(of widget: GTKWidget) -> Set<Int> {
        guard let list = widget.content as? ListContent else { return [] }
        var result: Set<Int> = []
        for (row, box) in zip(list.rows, widget.parts) {
            if let index = row.index, gtk_list_box_row_is_selected(gtkCast(box)) != 0 { result.insert(index) }
        }
        return result
    }

    /// A click on the frame over the rows selects the row under the pointer.
    static func selectRowsOnClick(_ widget: GTKWidget, frame: UnsafeMutablePointer<GtkWidget>) {
        let gesture = gtk_gesture_click_new()!
        let click: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void =
            {
                _, _, _, y, data in
                guard let data else { return }
                let widget = Unmanaged<GTKWidget>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    guard let list = widget.content as? ListContent, list.isSelectable else { return }
                    let row = list.rows.first { $0.index != nil && $0.frame.minY <= y && y < $0.frame.maxY }
                    if let index = row?.index { widget.send(.select(index)) }
                }
            }
        // The widget owns the frame and so the gesture: no reference is taken here.
        facet_signal_connect(
            UnsafeMutableRawPointer(gesture), "released", unsafeBitCast(click, to: GCallback.self),
            Unmanaged.passUnretained(widget).toOpaque(), nil)
        gtk_widget_add_controller(frame, gesture)
    }
}
