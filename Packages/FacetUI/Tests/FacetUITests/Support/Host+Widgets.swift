import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

extension Host {
    /// Every widget of the given kind ("TextField", "Slider"…), depth first.
    func widgets(kind: String) -> [HeadlessBackend.Widget] {
        backend.allWidgets.filter { $0.content.kind == kind }
    }

    /// The first widget of `kind`; records a failure when there is none.
    func widget(kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> HeadlessBackend.Widget
    {
        try #require(widgets(kind: kind).first, "no \(kind) widget", sourceLocation: sourceLocation)
    }

    /// The content of the first widget of `kind`, as `T`.
    func content<T: WidgetContent>(
        _ type: T.Type, kind: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        try #require(
            widget(kind: kind, sourceLocation: sourceLocation).content as? T, sourceLocation: sourceLocation)
    }

    /// Acts as the user: sends `event` to the widget showing `text`, or to the nearest
    /// widget above it that handles events (a button around its label).
    func send(_ event: WidgetEvent, toText text: String) {
        var widget = backend.widget(text: text)
        while let current = widget, current.content is ResolvedText { widget = current.parent }
        widget?.send(event)
    }

    /// The first node, depth first, that matches `predicate`.
    func node(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        func visit(_ node: ViewNode) -> ViewNode? {
            if predicate(node) { return node }
            for child in node.children {
                if let found = visit(child) { return found }
            }
            return nil
        }
        return visit(graph.root)
    }

    /// The node owning the first widget of kind `kind`.
    func node(ofWidgetKind kind: String) -> ViewNode? {
        guard let widget = widgets(kind: kind).first else { return nil }
        return node { $0.widget === widget }
    }
}
