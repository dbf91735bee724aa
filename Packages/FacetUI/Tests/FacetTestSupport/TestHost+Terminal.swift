import FacetTerminal
@_spi(Backend) import FacetUI
import Foundation

/// A view on the terminal backend, drawn into an in-memory screen (and written through an
/// ANSI renderer into memory, as a terminal session writes it) and driven through the same
/// input decoder a terminal session uses.
public typealias TerminalHost = TestHost<TerminalBackend>

extension TestHost where HostBackend == TerminalBackend {
    /// Hosts `view` on a terminal backend of `width` × `height` cells; each transaction's
    /// frame is rendered, as the terminal app does.
    public convenience init<V: View>(_ view: V, width: Int = 40, height: Int = 10) {
        let renderer = ANSIRenderer(sink: MemoryOutputSink())
        let backend = TerminalBackend(size: CellSize(width: width, height: height), renderer: renderer)
        self.init(
            view, backend: backend, size: CGSize(width: width, height: height),
            settle: { backend.screen.render() })
        graph.onCommit = { [backend] in backend.screen.render() }
        backend.screen.render(force: true)
    }

    /// The renderer frames are written through.
    public var renderer: ANSIRenderer {
        guard let renderer = backend.screen.renderer else { preconditionFailure("a terminal host renders") }
        return renderer
    }

    /// Everything written to the (in-memory) terminal.
    public var sink: MemoryOutputSink {
        guard let sink = renderer.sink as? MemoryOutputSink else {
            preconditionFailure("renders into memory")
        }
        return sink
    }

    /// Feeds raw terminal bytes through the decoder, dispatches the events as the run loop
    /// does (an interaction's drags and release to its gestures, then widgets, then presses
    /// to gestures and keyboard shortcuts), and applies the resulting updates.
    public func type(_ bytes: String) {
        var decoder = InputDecoder()
        for event in decoder.decode(Array(bytes.utf8)) + decoder.flush()
        where !TerminalPointer.capture(event, in: graph) && !backend.tree.dispatch(event) {
            _ = TerminalPointer.perform(event, in: graph) || TerminalShortcuts.perform(event, in: graph)
        }
        flush()
    }

    /// The screen as text, trailing spaces and empty lines dropped.
    public var screen: String { backend.screen.compose().text }

    /// The composed cells.
    public var buffer: CellBuffer { backend.screen.compose() }

    /// The first cell showing `text`, if any.
    public func position(of text: String) -> CellPoint? {
        for (y, line) in buffer.textLines.enumerated() {
            if let range = line.range(of: text) {
                return CellPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }
}
