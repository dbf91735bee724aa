import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// A view hosted in a headless graph, for tests.
@MainActor
struct Host {
    let graph: ViewGraph
    let backend: HeadlessBackend

    init<V: View>(_ view: V, width: CGFloat = 40, height: CGFloat = 10) {
        backend = HeadlessBackend()
        graph = ViewGraph(rootView: view, backend: backend, size: CGSize(width: width, height: height))
    }

    /// The widget tree with absolute frames.
    var dump: String { backend.dump() }

    /// The absolute frame of the widget showing `text`.
    func frame(of text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect? {
        let widget = backend.widget(text: text)
        #expect(widget != nil, "no widget shows \"\(text)\"", sourceLocation: sourceLocation)
        return widget?.absoluteFrame
    }

    /// Applies pending updates; returns what the transaction did.
    @discardableResult
    func flush() -> GraphCounters {
        graph.flush()
        return graph.lastTransaction
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
