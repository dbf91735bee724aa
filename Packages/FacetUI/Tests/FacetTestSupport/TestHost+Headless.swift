import FacetUI
import Foundation
import Testing

/// A view in a headless graph: exact frames, widget contents and counters, user actions
/// sent to widgets.
public typealias HeadlessHost = TestHost<HeadlessBackend>

extension TestHost where HostBackend == HeadlessBackend {
    /// Hosts `view` on a new headless backend, in a window of `width` × `height` cells
    /// whose safe area is inset by `safeAreaInsets` (none by default, as on a terminal).
    public convenience init<V: View>(
        _ view: V, width: CGFloat = 40, height: CGFloat = 10, safeAreaInsets: EdgeInsets = EdgeInsets()
    ) {
        self.init(
            view, backend: HeadlessBackend(), size: CGSize(width: width, height: height),
            safeAreaInsets: safeAreaInsets)
    }

    /// The widget tree with absolute frames.
    public var dump: String { backend.dump() }

    /// The texts shown, in tree order.
    public var texts: [String] {
        backend.allWidgets.compactMap { ($0.content as? ResolvedText)?.string }
    }

    /// The absolute frame of the widget showing `text`; records a failure when there is none.
    public func frame(of text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect? {
        let widget = backend.widget(text: text)
        #expect(widget != nil, "no widget shows \"\(text)\"", sourceLocation: sourceLocation)
        return widget?.absoluteFrame
    }

    /// Every widget of the given kind ("TextField", "Slider"…), depth first.
    public func widgets(kind: String) -> [HeadlessBackend.Widget] {
        backend.allWidgets.filter { $0.content.kind == kind }
    }

    /// The first widget of `kind`; records a failure when there is none.
    public func widget(kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> HeadlessBackend.Widget
    {
        try #require(widgets(kind: kind).first, "no \(kind) widget", sourceLocation: sourceLocation)
    }

    /// The content of the first widget of `kind`, as `T`.
    public func content<T: WidgetContent>(
        _ type: T.Type, kind: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        try #require(
            widget(kind: kind, sourceLocation: sourceLocation).content as? T, sourceLocation: sourceLocation)
    }

    /// Acts as the user: sends `event` to the widget showing `text`, or to the nearest
    /// widget above it that handles events (a button around its label).
    public func send(_ event: WidgetEvent, toText text: String) {
        var widget = backend.widget(text: text)
        while let current = widget, current.content is ResolvedText { widget = current.parent }
        widget?.send(event)
    }

    /// The node owning the first widget of kind `kind`.
    public func node(ofWidgetKind kind: String) -> ViewNode? {
        guard let widget = widgets(kind: kind).first else { return nil }
        return node { $0.widget === widget }
    }
}
