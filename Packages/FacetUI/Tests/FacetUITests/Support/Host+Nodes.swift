import Foundation
import Testing

@testable import FacetUI

extension Host {
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
        guard let widget = backend.allWidgets.first(where: { $0.content.kind == kind }) else { return nil }
        return node { $0.widget === widget }
    }

    /// The first widget of kind `kind`.
    func widget(ofKind kind: String) -> HeadlessBackend.Widget? {
        backend.allWidgets.first { $0.content.kind == kind }
    }
}
