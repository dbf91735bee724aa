import FacetTerminal
import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// What the terminal backend draws for this view, with its window laid out at `width` ×
    /// `height` cells: the whole window for the inspected view (presented sheets and alerts
    /// over it), the cells of its frame for a view inside it.
    ///
    /// The graph is live: after `tap()`, `setInput(_:)` or a model change, the next snapshot
    /// shows the new state. The window keeps the new size afterwards (frames read with
    /// ``layoutFrame()`` are those of the snapshot).
    ///
    /// ```swift
    /// let sut = try Counter().inspect()
    /// try sut.find(button: "Add").tap()
    /// #expect(try sut.snapshot(width: 12, height: 2).lines == ["Count: 1", "[ Add ]"])
    /// ```
    public func snapshot(width: Int, height: Int) throws -> TextSnapshot {
        guard width > 0, height > 0 else {
            throw InspectionError.notSupported(
                "A snapshot needs a size of at least 1 × 1 cells, not \(width) × \(height)")
        }
        host.graph.resize(to: CGSize(width: width, height: height))
        host.flush()
        return try snapshot()
    }

    /// What the terminal backend draws for this view at the window's current size (see
    /// ``snapshot(width:height:)``).
    public func snapshot() throws -> TextSnapshot {
        let graph = host.graph
        let size = CellSize(width: Int(graph.size.width), height: Int(graph.size.height))
        let buffer = TerminalReplay.compose(host.backend, size: size)
        if entry === graph.root.children.first { return TextSnapshot(buffer) }
        let frame = try layoutFrame()
        let cells = CellRect(
            x: Int(frame.minX.rounded(.down)), y: Int(frame.minY.rounded(.down)),
            width: Int(frame.width.rounded(.up)), height: Int(frame.height.rounded(.up)))
        return TextSnapshot(buffer, in: cells)
    }
}
