import FacetEngine
import FacetUI
import Foundation

/// A view hosted in a headless graph, for tests (FacetUI's public API only).
@MainActor
struct EngineHost {
    let graph: ViewGraph
    let backend: HeadlessBackend

    init<V: View>(_ view: V, width: CGFloat = 40, height: CGFloat = 10) {
        backend = HeadlessBackend()
        graph = ViewGraph(rootView: view, backend: backend, size: CGSize(width: width, height: height))
    }

    /// The widget tree with absolute frames.
    var dump: String { backend.dump() }

    /// The texts shown, in tree order.
    var texts: [String] {
        dump.split(separator: "\n").compactMap { line in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end
            else { return nil }
            return String(line[line.index(after: start)..<end])
        }
    }

    /// Whether a node in the graph holds a view of type `type`.
    func contains<V: View>(_ type: V.Type) -> Bool {
        func visit(_ node: ViewNode) -> Bool {
            node.view is V || node.children.contains(where: visit)
        }
        return visit(graph.root)
    }
}

/// Records which bodies ran.
@MainActor
final class BodyLog {
    private(set) var entries: [String] = []
    func record(_ name: String) { entries.append(name) }
}

/// A view that records each evaluation of its body and shows its name.
struct Probe: View {
    let name: String
    let log: BodyLog
    var body: some View {
        log.record(name)
        return Text(name)
    }
}

/// A modifier that shows a marker text before its content.
struct Marked: ViewModifier {
    let marker: String
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(marker)
            content
        }
    }
}
