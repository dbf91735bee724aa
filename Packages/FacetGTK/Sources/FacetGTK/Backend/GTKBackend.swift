import CGTK
import CGTKSupport
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

/// A FacetUI backend drawing with GTK 4 widgets: `Text` is a `GtkLabel`, `Button` a
/// `GtkButton`, `TextField` a `GtkEntry`, and so on (the package README lists them). Layout
/// is FacetUI's own: widgets are placed in frames at the exact rectangles it computes;
/// text and controls are measured with `gtk_widget_measure`.
///
/// ```swift
/// guard GTK.initialize() else { return }
/// let backend = GTKBackend()
/// let graph = ViewGraph(rootView: ContentView(), backend: backend, size: backend.windowSize)
/// backend.presentWindow(title: "Demo")
/// ```
@MainActor
public final class GTKBackend: Backend {
    /// The top-level window (not shown until ``presentWindow(title:)``).
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The window's content: the frame the top-level views are placed in.
    public let rootFrame: UnsafeMutablePointer<GtkWidget>
    /// The window as a backing widget (what `.introspect(.window, on: .gtk(…))` hands over).
    public private(set) var windowWidget: GTKWidget!
    /// Points, as GNOME's spacing guidelines use them (6–12 between controls).
    /// Pixels are square: shapes are drawn with no aspect correction.
    public let metrics: BackendMetrics = {
        var metrics = BackendMetrics(horizontalSpacing: 8, verticalSpacing: 8, padding: 16, scale: 1)
        metrics.drawingAspectRatio = 1
        return metrics
    }()
    /// Called with the window's new content size after the user resized it.
    public var onResize: ((CGSize) -> Void)?
    /// The size the window opens at.
    public let windowSize: CGSize
    /// The window's frames (the graph's `frameDriver`): ticks only while requested.
    @_spi(Backend) public private(set) lazy var frames = GTKFrameDriver(widget: window)

    let measurer = GTKMeasurer()
    /// The backing widget of each GTK widget made here, for tests and introspection.
    private var wrappers: [UnsafeMutableRawPointer: Weak] = [:]
    private var modals: [GTKWidget] = []

    private final class Weak {
        weak var widget: GTKWidget?
        init(_ widget: GTKWidget) { self.widget = widget }
    }

    /// Creates the backend and its window of `size` (GTK must be initialised: see
    /// ``GTK/initialize()``).
    public init(windowSize: CGSize = CGSize(width: 640, height: 480)) {
        self.windowSize = windowSize
        GTK.installStyles()
        window = gtk_window_new()
        rootFrame = facet_frame_new()
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        gtk_window_set_child(gtkCast(window), rootFrame)
        gtk_window_set_default_size(gtkCast(window), Int32(windowSize.width), Int32(windowSize.height))
        windowWidget = GTKWidget(widget: window, childFrame: rootFrame, content: WindowContent(), events: nil)
        let handler: FacetFrameResizeHandler = { width, height, data in
            guard let data else { return }
            let backend = Unmanaged<GTKBackend>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { backend.onResize?(CGSize(width: Int(width), height: Int(height))) }
        }
        facet_frame_set_resize_handler(
            OpaquePointer(rootFrame), handler,
            Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        facet_frame_set_resize_handler(
            OpaquePointer(rootFrame), nil, nil)
        gtk_window_destroy(gtkCast(window))
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    /// Shows the window with `title`.
    public func presentWindow(title: String) {
        gtk_window_set_title(gtkCast(window), title)
        gtk_window_present(gtkCast(window))
    }

    // MARK: Backend

    public func makeWidget(_ content: any WidgetContent, events: (any WidgetEventHandler)?) -> AnyObject {
        let widget = GTKWidgetFactory.makeWidget(for: content, events: events)
        applyInsets(of: content, to: widget)
        wrappers[UnsafeMutableRawPointer(widget.placedWidget)] = Weak(widget)
        return widget
    }

    public func update(_ widget: AnyObject, content: any WidgetContent) {
        guard let widget = widget as? GTKWidget else { return }
        GTKWidgetFactory.configure(widget, with: content)
        applyInsets(of: content, to: widget)
        widget.updateCount += 1
    }

    public func insert(_ widget: AnyObject, into parent: AnyObject?, after sibling: AnyObject?) {
        guard let widget = widget as? GTKWidget else { return }
        if widget.window != nil { return present(widget) }
        let parent = parent as? GTKWidget
        let pane = widget.paneIndex.flatMap { index in
            parent?.paneFrames.indices.contains(index) == true ? index : nil
        }
        let container = pane.map { parent!.paneFrames[$0] } ?? parent?.childFrame ?? rootFrame
        if gtk_widget_get_parent(widget.placedWidget) != nil { gtk_widget_unparent(widget.placedWidget) }
        let previous = (sibling as? GTKWidget).map(\.placedWidget).flatMap {
            gtk_widget_get_parent($0) == container ? $0 : nil
        }
        gtk_widget_insert_after(widget.placedWidget, container, previous)
        widget.parent = parent
    }

    public func remove(_ widget: AnyObject) {
        guard let widget = widget as? GTKWidget else { return }
        if let window = widget.window {
            widget.configuring { gtk_widget_set_visible(window, 0) }
            modals.removeAll { $0 === widget }
            return
        }
        if gtk_widget_get_parent(widget.placedWidget) != nil { gtk_widget_unparent(widget.placedWidget) }
        widget.parent = nil
    }

    public func setFrame(_ widget: AnyObject, _ frame: CGRect) {
        guard let widget = widget as? GTKWidget else { return }
        // GTK takes whole pixels; a frame the layout could not bound is drawn empty.
        let frame =
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) ? frame : .zero
        widget.frame = frame
        if let window = widget.window {
            gtk_window_set_default_size(gtkCast(window), Int32(frame.width), Int32(frame.height))
            gtk_widget_set_size_request(widget.widget, Int32(frame.width), Int32(frame.height))
            return
        }
        // A pane's widget fills its pane, wherever the layout put it.
        let offset = widget.paneIndex != nil ? frame.origin : widget.parent?.childOffset ?? .zero
        facet_frame_place(
            widget.placedWidget, Int32((frame.minX - offset.x).rounded()),
            Int32((frame.minY - offset.y).rounded()),
            Int32(frame.width.rounded()), Int32(frame.height.rounded()))
    }

    public func measureText(_ text: ResolvedText, proposal: ProposedViewSize) -> CGSize {
        measurer.textSize(text, proposal: proposal)
    }

    public func contentInsets(for content: any WidgetContent) -> EdgeInsets {
        (content as? any GTKMapped)?.insets(measurer) ?? EdgeInsets()
    }

    public func sizeThatFits(_ content: any WidgetContent, proposal: ProposedViewSize) -> CGSize {
        (content as? any GTKMapped)?.size(for: proposal, measurer)
            ?? proposal.replacingUnspecifiedDimensions()
    }

    public func focus(_ widget: AnyObject) {
        guard let widget = widget as? GTKWidget else { return }
        gtk_widget_grab_focus(widget.widget)
    }

    private func applyInsets(of content: any WidgetContent, to widget: GTKWidget) {
        guard let mapped = content as? any GTKMapped else { return }
        widget.insets = mapped.insets(measurer)
        widget.childOffset = mapped.childOffset(measurer)
    }

    // MARK: Modals

    private func present(_ modal: GTKWidget) {
        guard let window = modal.window else { return }
        gtk_window_set_transient_for(gtkCast(window), gtkCast(self.window))
        gtk_window_present(gtkCast(window))
        modals.append(modal)
    }

    // MARK: Reading the widget tree

    /// The backing widget made here for a GTK widget, if any.
    public func backingWidget(of widget: UnsafeMutablePointer<GtkWidget>) -> GTKWidget? {
        wrappers[UnsafeMutableRawPointer(widget)]?.widget
    }

    /// Every backing widget in the window and in presented modals, depth first in drawing
    /// order.
    public var allWidgets: [GTKWidget] {
        var result: [GTKWidget] = []
        visitChildren(of: rootFrame, depth: 0) { widget, _ in result.append(widget) }
        for modal in modals {
            result.append(modal)
            visitChildren(of: modal.widget, depth: 1) { widget, _ in result.append(widget) }
        }
        return result
    }

    /// The widget tree: one line per backing widget with its GTK type name, its text where
    /// it has one, and its frame from FacetUI, indented under the widget it is placed in.
    public func dump() -> String {
        var lines: [String] = []
        func line(_ widget: GTKWidget, _ depth: Int) {
            var line = String(repeating: "  ", count: depth) + widget.typeName
            if let text = widget.text { line += " \"\(text)\"" }
            let f = widget.frame
            line += " (\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width)), \(Int(f.height)))"
            lines.append(line)
        }
        visitChildren(of: rootFrame, depth: 0, line)
        for modal in modals {
            lines.append("GtkWindow (modal)")
            visitChildren(of: modal.widget, depth: 1, line)
        }
        return lines.joined(separator: "\n")
    }

    /// Calls `body` for each backing widget placed in `frame`, then for those in its own
    /// child frame (GTK's internal widgets are not visited).
    private func visitChildren(
        of frame: UnsafeMutablePointer<GtkWidget>, depth: Int, _ body: (GTKWidget, Int) -> Void
    ) {
        var child = gtk_widget_get_first_child(frame)
        while let current = child {
            if let backing = backingWidget(of: current) {
                body(backing, depth)
                if let inner = backing.childFrame { visitChildren(of: inner, depth: depth + 1, body) }
                for pane in backing.paneFrames { visitChildren(of: pane, depth: depth + 1, body) }
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}

/// What the window widget shows: the app's root views.
struct WindowContent: WidgetContent, Equatable {
    var kind: String { "Window" }
}
