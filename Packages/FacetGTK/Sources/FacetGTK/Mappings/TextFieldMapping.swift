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
        if !isSecure {
            gtk_entry_set_has_frame(gtkCast(widget.widget), style == .plain ? 0 : 1)
            gtk_entry_set_input_purpose(gtkCast(widget.widget), inputPurpose)
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }

    /// The input purpose on-screen keyboards and input methods read for ``keyboardType``
    /// (a secure field's `GtkPasswordEntry` sets its own).
    var inputPurpose: GtkInputPurpose {
        switch keyboardType {
        case .default, .asciiCapable, .twitter: GTK_INPUT_PURPOSE_FREE_FORM
        case .numbersAndPunctuation, .decimalPad: GTK_INPUT_PURPOSE_NUMBER
        case .numberPad, .asciiCapableNumberPad: GTK_INPUT_PURPOSE_DIGITS
        case .phonePad: GTK_INPUT_PURPOSE_PHONE
        case .namePhonePad: GTK_INPUT_PURPOSE_NAME
        case .URL, .webSearch: GTK_INPUT_PURPOSE_URL
        case .emailAddress: GTK_INPUT_PURPOSE_EMAIL
        }
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension TextFieldContent: GTKFocusReporting {}
