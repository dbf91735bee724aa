import FacetTerminal
import Foundation

@testable import FacetUI
@testable import FacetUICore

/// A view running on the terminal backend, drawn into an in-memory screen and driven
/// through the same input decoder a terminal session uses.
@MainActor
struct TerminalHost {
    let graph: ViewGraph
    let backend: TerminalBackend
    let sink = MemoryOutputSink()
    let renderer: ANSIRenderer

    init<V: View>(_ view: V, width: Int = 40, height: Int = 10) {
        renderer = ANSIRenderer(sink: sink)
        backend = TerminalBackend(size: CellSize(width: width, height: height), renderer: renderer)
        graph = ViewGraph(rootView: view, backend: backend, size: CGSize(width: width, height: height))
        graph.onCommit = { [backend] in backend.screen.render() }
        backend.screen.render(force: true)
    }

    /// Feeds raw terminal bytes through the decoder, dispatches the events, and applies the
    /// resulting updates.
    func type(_ bytes: String) {
        var decoder = InputDecoder()
        // As the run loop does: widgets first, then keyboard shortcuts.
        for event in decoder.decode(Array(bytes.utf8)) + decoder.flush() where !backend.tree.dispatch(event) {
            _ = TerminalShortcuts.perform(event, in: graph)
        }
        graph.flush()
        backend.screen.render()
    }

    /// The screen as text, trailing spaces and empty lines dropped.
    var screen: String { backend.screen.compose().text }
}
