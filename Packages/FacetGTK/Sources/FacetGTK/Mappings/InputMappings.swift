import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Text input, sliders, steppers, pickers, menus and progress: widgets with a value.

extension TextFieldContent: GTKMapped {
    /// A `GtkEntry`, or a `GtkPasswordEntry` for a secure field; typing sends the text,
    /// Enter submits.
    func makeGTKWidget() -> GTKWidget {
        let entry = isSecure ? gtk_password_entry_new()! : gtk_entry_new()!
        let widget = GTKWidget(widget: entry, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(entry), "changed") { [weak widget] in
            widget?.send(.text(String(cString: gtk_editable_get_text(gtkCast(entry)))))
        }
        Signals.connect(UnsafeMutableRawPointer(entry), "activate") { [weak widget] in widget?.send(.submit) }
        return widget
    }

    /// Entries fill the proposed width.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        fillingWidth(proposal, measure)
    }

    var structureKey: String { isSecure ? "secure" : "plain" }

    func configure(_ widget: GTKWidget) {
        let editable: OpaquePointer = gtkCast(widget.widget)
        if String(cString: gtk_editable_get_text(editable)) != text { gtk_editable_set_text(editable, text) }
        facet_set_string_property(UnsafeMutableRawPointer(widget.widget), "placeholder-text", placeholder)
        if !isSecure { gtk_entry_set_has_frame(gtkCast(widget.widget), style == .plain ? 0 : 1) }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

extension TextEditorContent: GTKMapped {
    /// A `GtkTextView` in a `GtkScrolledWindow`; editing sends the whole text.
    func makeGTKWidget() -> GTKWidget {
        let scroller = gtk_scrolled_window_new()!
        let view = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(gtkCast(view), GTK_WRAP_WORD_CHAR)
        gtk_scrolled_window_set_child(gtkCast(scroller), view)
        let widget = GTKWidget(widget: view, placedIn: scroller, content: self, events: nil)
        let buffer = gtk_text_view_get_buffer(gtkCast(view))!
        Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak widget] in
            widget?.send(.text(TextEditorMapping.text(of: view)))
        }
        return widget
    }

    func configure(_ widget: GTKWidget) {
        if TextEditorMapping.text(of: widget.widget) != text {
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(gtkCast(widget.widget)), text, -1)
        }
        gtk_text_view_set_editable(gtkCast(widget.widget), isEnabled ? 1 : 0)
    }

    /// The proposed size (an editor fills what it is given), at least three lines.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let line = measure.naturalSize(of: self, width: proposal.finiteWidth).size
        return CGSize(
            width: proposal.width ?? 200, height: max(proposal.height ?? 0, line.height * 3))
    }
}

/// Reading a text view's text.
@MainActor
enum TextEditorMapping {
    static func text(of view: UnsafeMutablePointer<GtkWidget>) -> String {
        let buffer = gtk_text_view_get_buffer(gtkCast(view))
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }
}

extension SliderContent: GTKMapped {
    /// A horizontal `GtkScale` over the bounds, snapped to the step; moving it sends the value.
    func makeGTKWidget() -> GTKWidget {
        let scale = gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9),
            step ?? (bounds.upperBound - bounds.lowerBound) / 100)!
        gtk_scale_set_draw_value(gtkCast(scale), 0)
        let widget = GTKWidget(widget: scale, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(scale), "value-changed") { [weak widget] in
            widget?.send(.value(gtk_range_get_value(gtkCast(scale))))
        }
        return widget
    }

    /// Sliders fill the proposed width.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        fillingWidth(proposal, measure)
    }

    func configure(_ widget: GTKWidget) {
        let range: UnsafeMutablePointer<GtkRange> = gtkCast(widget.widget)
        gtk_range_set_range(range, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9))
        if let step { gtk_range_set_increments(range, step, step) }
        if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

extension StepperContent: GTKMapped {
    /// The label's frame followed by a `GtkSpinButton` showing the value, when the stepper
    /// edits a number; otherwise by linked "−" and "+" `GtkButton`s. The spin button's
    /// range ends at the current value on a side where the stepper cannot go, so GTK
    /// disables that button; each press sends one step, and FacetUI applies it.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
        let frame = facet_frame_new()!
        gtk_widget_set_hexpand(frame, 1)
        gtk_box_append(gtkCast(box), frame)
        guard value != nil else { return makeButtons(in: box, frame: frame) }
        let spin = gtk_spin_button_new(nil, 1, 0)!
        gtk_editable_set_editable(gtkCast(spin), 0)
        gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
        gtk_box_append(gtkCast(box), spin)
        let widget = GTKWidget(widget: spin, placedIn: box, childFrame: frame, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(spin), "value-changed") { [weak widget] in
            guard let widget, let shown = (widget.content as? StepperContent)?.value else { return }
            let value = gtk_spin_button_get_value(gtkCast(widget.widget))
            if value != shown { widget.send(.step(value > shown)) }
        }
        return widget
    }

    @MainActor private func makeButtons(
        in box: UnsafeMutablePointer<GtkWidget>, frame: UnsafeMutablePointer<GtkWidget>
    )
        -> GTKWidget
    {
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(buttons, "linked")
        gtk_widget_set_valign(buttons, GTK_ALIGN_CENTER)
        let minus = gtk_button_new_from_icon_name("list-remove-symbolic")!
        let plus = gtk_button_new_from_icon_name("list-add-symbolic")!
        gtk_box_append(gtkCast(buttons), minus)
        gtk_box_append(gtkCast(buttons), plus)
        gtk_box_append(gtkCast(box), buttons)
        let widget = GTKWidget(widget: buttons, placedIn: box, childFrame: frame, content: self, events: nil)
        widget.parts = [minus, plus]
        Signals.connect(UnsafeMutableRawPointer(minus), "clicked") { [weak widget] in
            widget?.send(.step(false))
        }
        Signals.connect(UnsafeMutableRawPointer(plus), "clicked") { [weak widget] in widget?.send(.step(true))
        }
        return widget
    }

    var structureKey: String { value == nil ? "buttons" : "spin" }

    func configure(_ widget: GTKWidget) {
        if let value {
            let spin: OpaquePointer = gtkCast(widget.widget)
            let step = step ?? 1
            // Far enough that GTK never clamps a real value; at the value where it cannot move.
            let far = 1e15
            gtk_spin_button_set_range(spin, canDecrement ? -far : value, canIncrement ? far : value)
            gtk_spin_button_set_increments(spin, step, step)
            gtk_spin_button_set_digits(spin, step == step.rounded() && value == value.rounded() ? 0 : 2)
            if gtk_spin_button_get_value(spin) != value { gtk_spin_button_set_value(spin, value) }
            gtk_widget_set_sensitive(widget.placedWidget, isEnabled ? 1 : 0)
        } else if widget.parts.count == 2 {
            gtk_widget_set_sensitive(widget.parts[0], canDecrement && isEnabled ? 1 : 0)
            gtk_widget_set_sensitive(widget.parts[1], canIncrement && isEnabled ? 1 : 0)
        }
    }

    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            let vertical = ControlMapping.centringInset(controlHeight: chrome.height, measure)
            return EdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: chrome.width)
        }
    }

    /// The label's frame starts at the leading edge and is as tall as the widget.
    func childOffset(_ measure: GTKMeasurer) -> CGPoint { .zero }

    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let chrome = measure.chromeSize(of: self)
        return CGSize(width: proposal.width ?? chrome.width, height: chrome.height)
    }
}

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
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(gtkCast(list), child) }
        let menuButton: OpaquePointer = gtkCast(widget.widget)
        for (index, item) in items.enumerated() {
            let button = gtk_button_new_with_label(item)!
            gtk_button_set_has_frame(gtkCast(button), 0)
            Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak widget] in
                gtk_menu_button_popdown(menuButton)
                widget?.send(.select(index))
            }
            gtk_box_append(gtkCast(list), button)
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

extension ProgressContent: GTKMapped {
    /// A `GtkProgressBar` when the fraction is known (or linear style), else a spinning
    /// `GtkSpinner`.
    func makeGTKWidget() -> GTKWidget {
        if isSpinner {
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(gtkCast(spinner))
            return GTKWidget(widget: spinner, content: self, events: nil)
        }
        return GTKWidget(widget: gtk_progress_bar_new(), content: self, events: nil)
    }

    private var isSpinner: Bool {
        resolvedStyle == .circular || (fraction == nil && resolvedStyle != .linear)
    }

    var structureKey: String { isSpinner ? "spinner" : "bar" }

    func configure(_ widget: GTKWidget) {
        guard !isSpinner else { return }
        let bar: OpaquePointer = gtkCast(widget.widget)
        if let fraction {
            gtk_progress_bar_set_fraction(bar, min(max(fraction, 0), 1))
        } else {
            gtk_progress_bar_pulse(bar)
        }
    }

    /// A bar fills the proposed width; a spinner keeps its natural size.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        guard !isSpinner else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}
