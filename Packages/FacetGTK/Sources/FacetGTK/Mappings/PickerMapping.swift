import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension PickerContent: GTKMapped {
    /// Menu: the title and a `GtkDropDown`. Segmented: linked `GtkToggleButton`s. Inline:
    /// grouped `GtkCheckButton`s (radio buttons), one per line.
    func makeGTKWidget() -> GTKWidget {
        switch style {
        case .automatic, .menu:
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
            let title = gtk_label_new(nil)!
            gtk_label_set_xalign(gtkCast(title), 0)
            gtk_widget_set_hexpand(title, 1)
            let dropDown = gtk_drop_down_new(nil, nil)!
            gtk_box_append(gtkCast(box), title)
            gtk_box_append(gtkCast(box), dropDown)
            let widget = GTKWidget(widget: dropDown, placedIn: box, content: self, events: nil)
            widget.parts = [title]
            Signals.connectNotify(UnsafeMutableRawPointer(dropDown), property: "selected") { [weak widget] in
                let selected = gtk_drop_down_get_selected(gtkCast(dropDown))
                if selected != GTK_INVALID_LIST_POSITION { widget?.send(.select(Int(selected))) }
            }
            return widget
        case .segmented, .inline:
            let box = gtk_box_new(
                style == .segmented ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 0)!
            if style == .segmented { gtk_widget_add_css_class(box, "linked") }
            return GTKWidget(widget: box, content: self, events: nil)
        }
    }

    var structureKey: String { style == .automatic ? Style.menu.rawValue : style.rawValue }

    func configure(_ widget: GTKWidget) {
        switch style {
        case .automatic, .menu:
            if let label = widget.parts.first { gtk_label_set_text(gtkCast(label), title) }
            let dropDown: OpaquePointer = gtkCast(widget.widget)
            if PickerMapping.options(of: dropDown) != options {
                gtk_drop_down_set_model(dropDown, PickerMapping.model(options))
            }
            let selected = selectedIndex.map(UInt32.init) ?? GTK_INVALID_LIST_POSITION
            if gtk_drop_down_get_selected(dropDown) != selected {
                gtk_drop_down_set_selected(dropDown, selected)
            }
        case .segmented, .inline:
            PickerMapping.configureButtons(
                widget, options: options, selectedIndex: selectedIndex, style: style)
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }

    /// Segments and radio lists take their natural size; a menu picker fills the width.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        guard style == .menu || style == .automatic, let width = proposal.width else { return natural }
        return CGSize(width: max(width, natural.width), height: natural.height)
    }
}

/// The option widgets of pickers.
@MainActor
enum PickerMapping {
    /// A string list model of `options` (owned by the caller's widget once set).
    static func model(_ options: [String]) -> OpaquePointer? {
        var pointers = options.map { UnsafePointer(strdup($0)) } + [nil]
        defer { pointers.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return gtk_string_list_new(&pointers)
    }

    /// The strings of a drop-down's model.
    static func options(of dropDown: OpaquePointer) -> [String] {
        guard let model = gtk_drop_down_get_model(dropDown) else { return [] }
        let list = model
        return (0..<g_list_model_get_n_items(model)).map { index in
            gtk_string_list_get_string(list, index).map { String(cString: $0) } ?? ""
        }
    }

    /// Rebuilds a segmented or inline picker's buttons when the options change, then marks
    /// the selected one.
    static func configureButtons(
        _ widget: GTKWidget, options: [String], selectedIndex: Int?, style: PickerContent.Style
    ) {
        let titles = widget.parts.map { part in
            (style == .segmented
                ? gtk_button_get_label(gtkCast(part)) : gtk_check_button_get_label(gtkCast(part))).map {
                    String(cString: $0)
                } ?? ""
        }
        if titles != options {
            widget.parts.forEach { gtk_box_remove(gtkCast(widget.widget), $0) }
            widget.parts = []
            for (index, option) in options.enumerated() {
                let button: UnsafeMutablePointer<GtkWidget>
                if style == .segmented {
                    button = gtk_toggle_button_new_with_label(option)
                    if let first = widget.parts.first {
                        gtk_toggle_button_set_group(gtkCast(button), gtkCast(first))
                    }
                } else {
                    button = gtk_check_button_new_with_label(option)
                    if let first = widget.parts.first {
                        gtk_check_button_set_group(gtkCast(button), gtkCast(first))
                    }
                }
                Signals.connect(UnsafeMutableRawPointer(button), "toggled") { [weak widget] in
                    let isActive =
                        style == .segmented
                        ? gtk_toggle_button_get_active(gtkCast(button))
                        : gtk_check_button_get_active(gtkCast(button))
                    if isActive != 0 { widget?.send(.select(index)) }
                }
                gtk_box_append(gtkCast(widget.widget), button)
                widget.parts.append(button)
            }
        }
        for (index, button) in widget.parts.enumerated() {
            let active: gboolean = index == selectedIndex ? 1 : 0
            if style == .segmented {
                gtk_toggle_button_set_active(gtkCast(button), active)
            } else {
                gtk_check_button_set_active(gtkCast(button), active)
            }
        }
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension PickerContent: GTKFocusReporting {}
