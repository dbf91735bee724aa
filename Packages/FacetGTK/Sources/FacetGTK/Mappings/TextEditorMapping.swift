import CGTK
import CGTKSupport
import FacetUI
import Foundation

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

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension TextEditorContent: GTKFocusReporting {}
