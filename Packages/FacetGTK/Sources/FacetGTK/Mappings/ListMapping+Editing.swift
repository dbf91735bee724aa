import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Deleting and moving a list's rows on GTK (`onDelete`, `onMove`): keys on the focused or
// selected row whatever the edit mode, and in edit mode a delete button at the leading edge
// of each row that can be deleted and a drag handle at the trailing edge of each row that
// can be moved, laid over the rows in the room FacetUI leaves for them.
extension ListMapping {
    /// The CSS class of a row's delete button.
    static let deleteButtonClass = "facet-list-delete"
    /// The CSS class of a row's drag handle.
    static let dragHandleClass = "facet-list-drag-handle"
    /// The object data key of the row index an edit control acts on.
    private static let rowKey = "facet-list-row"

    /// Delete deletes the focused (else the selected) row when it can be deleted; Alt+Up
    /// and Alt+Down move it one place among the rows of its `ForEach`, and focus follows it.
    static func editRowsWithKeys(_ widget: GTKWidget) {
        let controller = gtk_event_controller_key_new()!
        // Before the list box's own key bindings.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signals.connectKeyPress(UnsafeMutableRawPointer(controller)) { [weak widget] keyval, state in
            guard let widget, let list = widget.content as? ListContent, list.canDelete || list.canMove,
                let position = currentRowPosition(widget), let index = list.rows[position].index
            else { return false }
            let row = list.rows[position]
            let key = Int32(bitPattern: keyval)
            let modifiers =
                state.rawValue
                & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue
                    | GDK_SUPER_MASK.rawValue)
            if (key == GDK_KEY_Delete || key == GDK_KEY_KP_Delete) && modifiers == 0 {
                guard row.canDelete else { return false }
                widget.send(.delete(index))
                return true
            }
            guard list.canMove, modifiers == GDK_ALT_MASK.rawValue, key == GDK_KEY_Up || key == GDK_KEY_Down
            else { return false }
            let target = index + (key == GDK_KEY_Up ? -1 : 1)
            guard row.canMove, row.movableRange?.contains(target) == true else { return true }
            widget.send(.move(index, toOffset: target < index ? target : target + 1))
            if let box = list.rows.firstIndex(where: { $0.index == target }).map({ widget.parts[$0] }) {
                gtk_widget_grab_focus(box)
            }
            return true
        }
        gtk_widget_add_controller(widget.widget, controller)
    }

    /// The position among the list's rows built of the focused list box row, else of the
    /// first selected one.
    private static func currentRowPosition(_ widget: GTKWidget) -> Int? {
        guard let list = widget.content as? ListContent else { return nil }
        let count = min(list.rows.count, widget.parts.count)
        if let focused = gtk_widget_get_focus_child(widget.widget),
            let position = widget.parts.prefix(count).firstIndex(of: focused)
        {
            return position
        }
        return widget.parts.prefix(count).firstIndex { gtk_list_box_row_is_selected(gtkCast($0)) != 0 }
    }

    /// Makes the edit controls laid over the rows match `list`: in edit mode, a delete button
    /// for each row built that can be deleted and a drag handle for each one that can be
    /// moved; none otherwise.
    static func updateEditControls(_ widget: GTKWidget, list: ListContent) {
        guard let frame = widget.childFrame else { return }
        let deletable = list.isEditing ? list.rows.filter(\.canDelete) : []
        let movable = list.isEditing ? list.rows.filter(\.canMove) : []
        let width = list.editControlWidth
        let buttons = controls(in: frame, withClass: deleteButtonClass, count: deletable.count) {
            makeDeleteButton(widget)
        }
        for (button, row) in zip(buttons, deletable) {
            place(button, for: row, leading: row.frame.minX, width: width)
        }
        let handles = controls(in: frame, withClass: dragHandleClass, count: movable.count) {
            makeDragHandle(widget)
        }
        for (handle, row) in zip(handles, movable) {
            place(handle, for: row, leading: row.frame.maxX - width, width: width)
        }
    }

    /// The frame's controls with `cssClass`, as many as `count`: the ones there, new ones
    /// made by `make`, extra ones removed.
    private static func controls(
        in frame: UnsafeMutablePointer<GtkWidget>, withClass cssClass: String, count: Int,
        make: () -> UnsafeMutablePointer<GtkWidget>
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(frame)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if gtk_widget_has_css_class(current, cssClass) == 0 { continue }
            if found.count < count { found.append(current) } else { gtk_widget_unparent(current) }
        }
        while found.count < count {
            let control = make()
            gtk_widget_add_css_class(control, cssClass)
            gtk_widget_set_parent(control, frame)  // last: over the rows' widgets
            found.append(control)
        }
        return found
    }

    /// Places `control` in the room of `width` at `leading` on `row`, centred, as large as
    /// the row is tall (20 points at most), and gives it the row's index.
    private static func place(
        _ control: UnsafeMutablePointer<GtkWidget>, for row: ListContent.Row, leading: CGFloat, width: CGFloat
    ) {
        let object = UnsafeMutableRawPointer(control).assumingMemoryBound(to: GObject.self)
        g_object_set_data(object, rowKey, UnsafeMutableRawPointer(bitPattern: (row.index ?? 0) + 1))
        let size = min(20, width, row.frame.height)
        facet_frame_place(
            control, Int32((leading + (width - size) / 2).rounded()),
            Int32((row.frame.midY - size / 2).rounded()), Int32(size), Int32(size))
    }

    /// The index of the row `control` acts on.
    private static func rowIndex(of control: UnsafeMutablePointer<GtkWidget>) -> Int? {
        let object = UnsafeMutableRawPointer(control).assumingMemoryBound(to: GObject.self)
        return g_object_get_data(object, rowKey).map { Int(bitPattern: $0) - 1 }
    }

    /// A small round destructive button that deletes its row.
    private static func makeDeleteButton(_ widget: GTKWidget) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name("list-remove-symbolic")!
        for cssClass in ["destructive-action", "circular"] { gtk_widget_add_css_class(button, cssClass) }
        gtk_widget_set_tooltip_text(button, "Delete")
        facet_accessible_set_string(button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Delete")
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak widget] in
            guard let widget, let index = rowIndex(of: button) else { return }
            widget.send(.delete(index))
        }
        return button
    }

    /// A handle, three lines as SwiftUI's reorder control, that moves its row to where it is
    /// dragged (among the rows of its `ForEach`).
    private static func makeDragHandle(_ widget: GTKWidget) -> UnsafeMutablePointer<GtkWidget> {
        let handle = gtk_image_new_from_icon_name("open-menu-symbolic")!
        gtk_widget_set_tooltip_text(handle, "Drag to move")
        facet_accessible_set_string(handle, GTK_ACCESSIBLE_PROPERTY_LABEL, "Move")
        let drag = gtk_gesture_drag_new()!
        Signals.connect(UnsafeMutableRawPointer(drag), "drag-end") { [weak widget] _, dy in
            guard let widget, let index = rowIndex(of: handle) else { return }
            dropRow(widget, index: index, by: dy)
        }
        gtk_widget_add_controller(handle, drag)
        return handle
    }

    /// Moves row `index`, dragged `dy` points down, to the row it was dropped on.
    private static func dropRow(_ widget: GTKWidget, index: Int, by dy: Double) {
        guard let list = widget.content as? ListContent,
            let row = list.rows.first(where: { $0.index == index }), row.canMove,
            let range = row.movableRange
        else { return }
        let y = row.frame.midY + dy
        let over =
            list.rows.first { $0.index != nil && $0.frame.minY <= y && y < $0.frame.maxY }?.index
            ?? (dy < 0 ? range.lowerBound : range.upperBound - 1)
        let target = min(max(over, range.lowerBound), range.upperBound - 1)
        guard target != index else { return }
        widget.send(.move(index, toOffset: target < index ? target : target + 1))
    }
}
