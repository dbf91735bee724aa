import Foundation

/// The node of a lazy stack or grid. Its items (single views and `ForEach` rows, called
/// rows here) go on lines along its axis (``LazyLines``): one item per track of a line (a
/// stack's line has one track, a grid's one per column or row), a section's header and
/// footer across a whole line. Inside a scroll view that scrolls along its axis it keeps
/// nodes only for the items of the lines in the visible region plus ``margin`` units on
/// each side (and the section header or footer it pins), keyed by row id; lines not
/// measured yet count at the mean length of the measured ones (``RowLengths``), and a
/// dropped row's `@State` is kept until it is built again (``RowStateStore``). The visible
/// lines are decided when the container is placed, and again whenever the scroll view
/// scrolls. Elsewhere every row is built, and a stack is laid out like a `VStack`/`HStack`.
@MainActor
final class LazyStackNode<Stack: LazyStackView>: TypedNode<Stack> {
    /// How far beyond the visible region rows are realised, in layout units.
    static var margin: CGFloat { 4 }

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }
    override var stackAxis: Axis? { Stack.axis }

    struct Row {
        let index: Int
        let id: AnyHashable
        let node: ViewNode
    }

    /// Identifies a row made from a single view (not a `ForEach` row).
    private struct ElementID: Hashable { let block: Int }
    /// Identifies a `ForEach` row.
    private struct ForEachRowID: Hashable {
        let block: Int
        let id: AnyHashable
    }

    private var blocks: [LazyBlock] = []
    /// The index of each block's first row (increasing), to find a row's block by bisection.
    private var blockStarts: [Int] = []
    private(set) var rowCount = 0
    /// The tracks of a line, as last resolved for the proposal across the axis.
    private(set) var tracks: [LazyTrack] = [LazyTrack(start: 0, length: nil)]
    /// Where the rows fall on lines, for the current tracks.
    private(set) var lines = LazyLines([], perLine: 1)
    /// The proposal across the axis the tracks were last resolved for.
    private var lastCross: CGFloat?
    /// The realised rows, by increasing index.
    private(set) var rows: [Row] = []
    var lengths = RowLengths()
    private var states = RowStateStore()
    private(set) weak var container: (any ScrollContainer)?
    private(set) var isLazy = false
    /// Whether the realised rows changed since their closures were last read under
    /// observation.
    private var rowsNeedObservation = false
    /// The rows pinned to the visible region at the last placement (drawn above the others),
    /// and the drawing order last applied.
    var pinned: Set<Int> = []
    var drawingOrder: [Int] = []

    var axis: Axis { Stack.axis }

    /// The rows are built knowing the stack's axis.
    private lazy var rowInputs: ViewInputs = {
        var inputs = inputs
        inputs[StackAxisInputKey.self] = Stack.axis
        return inputs
    }()
    override var childInputs: ViewInputs { rowInputs }

    override func mount() {
        tracks = value.tracks(cross: nil)
        loadBlocks()
        if let container = enclosingScrollContainer(along: axis) {
            self.container = container
            isLazy = true
            container.observeScrolling(self)
        }
        // A grid without tracks shows nothing; it builds every row hidden (tools reach them).
        if !isLazy || showsNothing {
            for index in 0..<rowCount { realise(index) }
        }
        observeRows()
    }

    /// A value a row closure read (a binding, an observed model) changed: the realised rows
    /// are made again and updated in place.
    override func invalidated() {
        graph.clearDirty(self)
        let views = tracking { rows.map { rowView($0.index) } }
        rowsNeedObservation = false
        for (row, view) in zip(rows, views) {
            row.node.update(with: view, environment: environment)
        }
    }

    /// Reads the realised rows' closures under one observation (as a body is read), when
    /// the set of realised rows changed.
    func observeRows() {
        guard rowsNeedObservation else { return }
        rowsNeedObservation = false
        _ = tracking { rows.map { view($0.index) } }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        defer { observeRows() }
        rowsNeedObservation = true
        resolveTracks(cross: lastCross)
        loadBlocks()
        var kept: [Row] = []
        var old = rows
        if !isLazy || showsNothing {
            var byID: [AnyHashable: Row] = [:]
            for row in old { byID[row.id] = row }
            old.removeAll()
            rows.removeAll()
            children.removeAll()
            for index in 0..<rowCount {
                let id = rowID(index)
                if let row = byID.removeValue(forKey: id) {
                    row.node.update(with: rowView(index), environment: environment)
                    rows.append(Row(index: index, id: id, node: row.node))
                    children.append(row.node)
                } else {
                    realise(index)
                }
            }
            byID.values.forEach { $0.node.unmount() }
        } else {
            for row in old {
                if row.index < rowCount, rowID(row.index) == row.id {
                    row.node.update(with: rowView(row.index), environment: environment)
                    kept.append(row)
                } else {
                    drop(row)
                }
            }
            rows = kept
            children = kept.map(\.node)
        }
        graph.structureChanged(below: self)
        layout.needsPlacement = true
        graph.invalidateLayout(self)
    }

    // MARK: - Rows

    private func loadBlocks() {
        blocks = LazyBlock.blocks(of: value.content)
        blockStarts = []
        rowCount = 0
        for block in blocks {
            blockStarts.append(rowCount)
            rowCount += block.segment.count
        }
        lines = LazyLines(blocks, perLine: tracks.count)
        lengths.setCount(lines.lineCount)
    }

    /// Resolves the tracks for a proposal of `cross` across the axis; a different number of
    /// tracks per line makes other lines, whose lengths are measured again.
    func resolveTracks(cross: CGFloat?) {
        lastCross = cross
        let resolved = value.tracks(cross: cross)
        guard resolved != tracks else { return }
        if resolved.count != tracks.count {
            lengths = RowLengths()
            lines = LazyLines(blocks, perLine: resolved.count)
        }
        tracks = resolved
        lengths.setCount(lines.lineCount)
    }

    /// The block holding row `index`, and the row's index inside it.
    private func locate(_ index: Int) -> (block: Int, offset: Int) {
        // The last block starting at or before `index` (empty blocks before it are skipped,
        // since a later block with the same start is found).
        var low = 0
        var high = blockStarts.count
        while low < high {
            let mid = (low + high) / 2
            if blockStarts[mid] <= index { low = mid + 1 } else { high = mid }
        }
        let block = max(0, low - 1)
        return (block, index - (blockStarts.isEmpty ? 0 : blockStarts[block]))
    }

    private func rowID(_ index: Int) -> AnyHashable {
        let (block, offset) = locate(index)
        switch blocks[block].segment {
        case .single: return AnyHashable(ElementID(block: block))
        case .rows(let source): return AnyHashable(ForEachRowID(block: block, id: source.rowID(at: offset)))
        }
    }

    /// The index of the row with the id a program scrolls to: a `ForEach` row's id or a
    /// single view's `.id(_:)`. Rows are searched in order, without building them.
    func rowIndex(forID id: AnyHashable) -> Int? {
        for (block, start) in zip(blocks, blockStarts) {
            switch block.segment {
            case .single(let view):
                if (view as? any ExplicitlyIdentifiedView)?.explicitIdentity == id { return start }
            case .rows(let source):
                for offset in 0..<source.rowCount where source.rowID(at: offset) == id {
                    return start + offset
                }
            }
        }
        return nil
    }

    /// The id a program scrolls to row `index` by, or `nil` for a single view without one.
    func scrollID(ofRow index: Int) -> AnyHashable? {
        switch rowID(index).base {
        case let row as ForEachRowID: return row.id
        default: return (view(index) as? any ExplicitlyIdentifiedView)?.explicitIdentity
        }
    }

    private func view(_ index: Int) -> any View {
        let (block, offset) = locate(index)
        switch blocks[block].segment {
        case .single(let view): return view
        case .rows(let source): return source.row(at: offset)
        }
    }

    /// Whether the container shows none of its rows: a grid without columns (or rows).
    var showsNothing: Bool { lines.perLine == 0 }

    /// Row `index` as it is built: hidden when the container shows nothing.
    private func rowView(_ index: Int) -> AnyView {
        func hidden<V: View>(_ view: V) -> AnyView { AnyView(view.hidden()) }
        return showsNothing ? hidden(view(index)) : AnyView(erasing: view(index))
    }

    /// Builds row `index`; its widgets go after those of the rows before it.
    private func realise(_ index: Int) {
        rowsNeedObservation = true
        let position = rows.firstIndex { $0.index > index } ?? rows.count
        children = rows[..<position].map(\.node)
        let id = rowID(index)
        let node = states.restoring(id) {
            graph.makeNode(for: rowView(index), parent: self, environment: environment)
        }
        rows.insert(Row(index: index, id: id, node: node), at: position)
        children = rows.map(\.node)
    }

    /// Drops a realised row, keeping its state for when it is built again.
    private func drop(_ row: Row) {
        states.save(row.node, id: row.id)
        row.node.unmount()
    }

    /// Makes the realised rows exactly `wanted` (dropping the others, keeping their state).
    func realise(only wanted: Set<Int>) {
        for row in rows where !wanted.contains(row.index) { drop(row) }
        rows.removeAll { !wanted.contains($0.index) }
        children = rows.map(\.node)
        let present = Set(rows.map(\.index))
        for index in wanted.sorted() where !present.contains(index) { realise(index) }
    }

    func child(_ node: ViewNode) -> LayoutChild {
        var units: [ViewNode] = []
        node.collectLayoutUnits(into: &units)
        return LayoutChild(subviews: LayoutSubviews(nodes: units))
    }

    var allUnits: LayoutSubviews {
        var units: [ViewNode] = []
        for node in children { node.collectLayoutUnits(into: &units) }
        return LayoutSubviews(nodes: units)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { lazySize(proposal) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        placeLines(in: frame, proposal: proposal)
    }
}

/// Which rows of a lazy stack exist as nodes, for inspection tools.
@_spi(Inspection)
public struct InspectedLazyRows: Equatable, Sendable {
    /// How many rows the stack's content makes (single views and `ForEach` rows).
    public let count: Int
    /// The indices of the realised rows, in the order of the node's children.
    public let realised: [Int]
}

/// A lazy stack's node, whatever its stack.
@MainActor
protocol RealisingRowsNode {
    var realisedRows: InspectedLazyRows { get }
}

/// A lazy stack's or grid's node, whatever its stack: the views its content is written
/// with.
@MainActor
protocol LazyContentNode {
    var contentViews: [any View] { get }
}

extension LazyStackNode: LazyContentNode {
    var contentViews: [any View] {
        blocks.compactMap { block in
            switch block.segment {
            case .single(let view): view
            case .rows(let source): source as? any View
            }
        }
    }
}

extension LazyStackNode: RealisingRowsNode {
    var realisedRows: InspectedLazyRows { InspectedLazyRows(count: rowCount, realised: rows.map(\.index)) }
}

@_spi(Inspection)
extension ViewNode {
    /// The rows of this lazy stack's node (`LazyVStack`, `LazyHStack`), or `nil` for another
    /// node. Each realised row is a child node (an `AnyView`).
    public var lazyRows: InspectedLazyRows? { (self as? any RealisingRowsNode)?.realisedRows }

    /// For a lazy stack's or grid's node: the views its content is written with, as
    /// ViewInspector counts them — each single view, and each `ForEach` as one view (its
    /// rows, built or not); a section's header, content and footer apart. `nil` for another
    /// node.
    public var lazyContentViews: [any View]? { (self as? any LazyContentNode)?.contentViews }
}
