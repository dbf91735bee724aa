import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// One backing widget of the GTK backend: the GTK widget a view is drawn with, and the
/// frame its child views' widgets are placed in. FacetIntrospect hands these to user code.
///
/// ```swift
/// Button("Save") { save() }
///     .introspect(.button, on: .gtk(.v4_8, .v4_10)) { button in
///         gtk_widget_set_tooltip_text(button.widget, "Saves the file")
///     }
/// ```
@MainActor
public final class GTKWidget {
    /// The GTK widget (a `GtkLabel`, `GtkButton`, `GtkScrolledWindow`, …), owned by this
    /// object for as long as the view exists.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The container the widgets of the view's children are placed in (inside ``widget``),
    /// or `nil` when the view has no child views (a label, an entry).
    public let childFrame: UnsafeMutablePointer<GtkWidget>?
    /// The widget placed in the parent frame: ``widget`` itself, or the widget around it
    /// (a text view's scrolled window).
    public let placedWidget: UnsafeMutablePointer<GtkWidget>
    /// A modal's own window (sheets and alerts), `nil` for other widgets.
    public internal(set) var window: UnsafeMutablePointer<GtkWidget>?
    /// What the widget shows.
    public internal(set) var content: any WidgetContent
    /// How many times new content was applied after creation.
    public internal(set) var updateCount = 0
    /// The frame FacetUI's layout gave the widget, relative to its parent.
    public internal(set) var frame: CGRect = .zero

    /// The room the widget's chrome takes around its child frame (children's frames from
    /// FacetUI include it).
    public internal(set) var insets = EdgeInsets()
    /// Where GTK puts the child frame inside the widget.
    var childOffset = CGPoint.zero
    /// The backing widget this one was placed in (`nil` at the top level).
    public internal(set) weak var parent: GTKWidget?
    /// Where user actions go.
    weak var events: (any WidgetEventHandler)?
    /// True while the backend writes content into the widget: signals it raises then are
    /// not user actions.
    var isConfiguring = false
    /// Widgets that are parts of this one (a segmented picker's buttons, a notebook's pages).
    var parts: [UnsafeMutablePointer<GtkWidget>] = []
    /// The frames a widget with panes (a split view's `GtkPaned`) places its children's
    /// widgets in, by the index ``paneIndex`` gives them; empty for other widgets.
    var paneFrames: [UnsafeMutablePointer<GtkWidget>] = []
    /// For a pane's widget: the pane it goes in (its frame is placed at the pane's origin).
    var paneIndex: Int?
    /// The accessibility last given to the widget (see `GTKBackend.updateAccessibility`).
    public internal(set) var accessibility = ResolvedAccessibility()
    /// The GTK type name of ``widget`` ("GtkButton").
    public var typeName: String { String(cString: facet_type_name(widget)) }

    init(
        widget: UnsafeMutablePointer<GtkWidget>, placedIn outer: UnsafeMutablePointer<GtkWidget>? = nil,
        childFrame: UnsafeMutablePointer<GtkWidget>? = nil, content: any WidgetContent,
        events: (any WidgetEventHandler)?
    ) {
        // Owned here: GTK widgets start floating; a reference of our own keeps a widget alive
        // while it is moved or removed, until this object goes.
        placedWidget = outer ?? widget
        g_object_ref_sink(UnsafeMutableRawPointer(placedWidget))
        self.widget = widget
        self.childFrame = childFrame
        self.content = content
        self.events = events
    }

    isolated deinit {
        if let window { gtk_window_destroy(gtkCast(window)) }
        if gtk_widget_get_parent(placedWidget) != nil,
            facet_is_frame(gtk_widget_get_parent(placedWidget)) != 0
        {
            gtk_widget_unparent(placedWidget)
        }
        g_object_unref(UnsafeMutableRawPointer(placedWidget))
    }

    /// Sends `event` to the view, unless the backend itself caused it.
    func send(_ event: WidgetEvent) {
        guard !isConfiguring else { return }
        events?.handle(event)
    }

    /// Runs `body` with user actions muted (the backend is writing content).
    func configuring(_ body: () -> Void) {
        let was = isConfiguring
        isConfiguring = true
        body()
        isConfiguring = was
    }

    /// ``widget`` as its C type, for GTK calls on it:
    /// `gtk_entry_set_max_length(field.pointer(GtkEntry.self), 4)`.
    public func pointer<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: type)
    }

    /// ``widget`` for GTK calls whose C type Swift sees as opaque (`GtkDropDown`,
    /// `GtkLabel`): `gtk_drop_down_get_selected(picker.opaquePointer)`.
    public var opaquePointer: OpaquePointer { OpaquePointer(widget) }

    /// The text GTK shows in the widget, where it has one: a label's, an entry's, a text
    /// view's.
    public var text: String? {
        let instance = UnsafeMutableRawPointer(widget)
        if facet_is_a(instance, gtk_label_get_type()) != 0 {
            return gtk_label_get_text(gtkCast(widget)).map { String(cString: $0) }
        }
        if facet_is_a(instance, gtk_editable_get_type()) != 0 {
            return gtk_editable_get_text(gtkCast(widget)).map { String(cString: $0) }
        }
        if facet_is_a(instance, gtk_text_view_get_type()) != 0 {
            return TextEditorMapping.text(of: widget)
        }
        return nil
    }
}
