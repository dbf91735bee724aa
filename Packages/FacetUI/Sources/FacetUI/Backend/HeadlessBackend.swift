import FacetTerminal
@_spi(Testing) import FacetUICore
import Foundation

/// An in-memory backend for tests and benchmarks: it keeps the widget tree with each
/// widget's content and frame, measures text on a character grid exactly as the terminal
/// backend does (FacetTerminal's `TextLayout`: cell widths, words wrapped at the proposed
/// width) and lets a test act as the user (`widget.send(.activate)`).
///
/// ```swift
/// let backend = HeadlessBackend()
/// let graph = ViewGraph(rootView: Text("Hi"), backend: backend, size: CGSize(width: 10, height: 3))
/// print(backend.dump())   // Text "Hi" (4, 1, 2, 1)
/// ```
@MainActor
public final class HeadlessBackend: CharacterCellBackend {
    /// One widget of the headless tree.
    @MainActor
    public final class Widget {
        /// What the widget shows.
        public internal(set) var content: any WidgetContent
        /// The frame, relative to the parent widget.
        public internal(set) var frame: CGRect = .zero
        /// Child widgets, in drawing order.
        public internal(set) var children: [Widget] = []
        /// The parent widget (`nil` at the top level).
        public internal(set) weak var parent: Widget?
        /// Where user actions go.
        weak var events: (any WidgetEventHandler)?
        /// How many times the content was updated.
        public internal(set) var updateCount = 0

        init(content: any WidgetContent, events: (any WidgetEventHandler)?) {
            self.content = content
            self.events = events
        }

        /// Acts as the user: sends `event` to the view that owns this widget.
        public func send(_ event: WidgetEvent) { events?.handle(event) }

        /// The frame in window coordinates.
        public var absoluteFrame: CGRect {
            guard let parent else { return frame }
            let origin = parent.absoluteFrame.origin
            return frame.offsetBy(dx: origin.x, dy: origin.y)
        }
    }

    /// The top-level widgets, in drawing order.
    public private(set) var widgets: [Widget] = []
    public let metrics: BackendMetrics
    /// The widget last given keyboard focus by ``focus(_:)``.
    public private(set) var focusedWidget: Widget?
    /// The clock the graph's frames come from: time moves only when a test advances it.
    @_spi(Testing) public let clock = ManualFrameClock()

    /// Creates a headless backend with the given metrics.
    public init(metrics: BackendMetrics = BackendMetrics()) { self.metrics = metrics }

    public func makeWidget(_ content: any WidgetContent, events: (any WidgetEventHandler)?) -> AnyObject {
        Widget(content: content, events: events)
    }

    public func update(_ widget: AnyObject, content: any WidgetContent) {
        guard let widget = widget as? Widget else { return }
        widget.content = content
        widget.updateCount += 1
    }

    public func insert(_ widget: AnyObject, into parent: AnyObject?, after sibling: AnyObject?) {
        guard let widget = widget as? Widget else { return }
        let parent = parent as? Widget
        widget.parent = parent
        func insert(into list: inout [Widget]) {
            guard let sibling = sibling as? Widget else { return list.insert(widget, at: 0) }
            if list.last === sibling { return list.append(widget) }
            let index = list.lastIndex { $0 === sibling }.map { $0 + 1 } ?? list.endIndex
            list.insert(widget, at: index)
        }
        if let parent { insert(into: &parent.children) } else { insert(into: &widgets) }
    }

    public func remove(_ widget: AnyObject) {
        guard let widget = widget as? Widget else { return }
        if let parent = widget.parent {
            parent.children.removeAll { $0 === widget }
        } else {
            widgets.removeAll { $0 === widget }
        }
        widget.parent = nil
    }

    public func focus(_ widget: AnyObject) { focusedWidget = widget as? Widget }

    public func setFrame(_ widget: AnyObject, _ frame: CGRect) {
        (widget as? Widget)?.frame = frame
    }

    /// Every widget, depth first.
    public var allWidgets: [Widget] {
        var result: [Widget] = []
        func visit(_ widget: Widget) {
            result.append(widget)
            widget.children.forEach(visit)
        }
        widgets.forEach(visit)
        return result
    }

    /// The first widget showing `string` as text.
    public func widget(text string: String) -> Widget? {
        allWidgets.first { ($0.content as? ResolvedText)?.string == string }
    }

    /// The widget tree as indented lines: kind, text, and absolute frame.
    public func dump() -> String {
        var lines: [String] = []
        func visit(_ widget: Widget, depth: Int) {
            let f = widget.absoluteFrame
            var line = String(repeating: "  ", count: depth) + widget.content.kind
            if let text = widget.content as? ResolvedText { line += " \"\(text.string)\"" }
            line += " (\(format(f.minX)), \(format(f.minY)), \(format(f.width)), \(format(f.height)))"
            lines.append(line)
            for child in widget.children { visit(child, depth: depth + 1) }
        }
        widgets.forEach { visit($0, depth: 0) }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }
}
