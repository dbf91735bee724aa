import Foundation

/// The node of a lazy stack. Inside a scroll view that scrolls along its axis it keeps
/// nodes only for the rows in the visible region plus ``margin`` units on each side,
/// keyed by row id; rows not measured yet count at the mean length of the measured ones
/// (``RowLengths``), and a dropped row's `@State` is kept until it is built again
/// (``RowStateStore``). The visible rows are decided when the stack is placed, and again
/// whenever the scroll view scrolls. Elsewhere every row is built and laid out like a stack.
@MainActor
final class LazyStackNode<Stack: LazyStackView>: TypedNode<Stack> {
    /// How far beyond the visible region rows are realised, in layout units.
    static var margin: CGFloat { 4 }

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }
    override var stackAxis: Axis? { Stack.axis }

    private struct Row {
        let index: Int
        let id: AnyHashable
        let node: ViewNode
    }

    /// Identifies a row made from a single view (not a `ForEach` row).
    private struct ElementID: Hashable { let segment: Int }
    /// Identifies a `ForEach` row.
    private struct ForEachRowID: Hashable {
        let segment: Int
        let id: AnyHashable
    }

    private var segments: [ViewList.Segment] = []
    private var rowCount = 0
    /// The realised rows, by increasing index.
    private var rows: [Row] = []
    private var lengths = RowLengths()
    private var states = RowStateStore()
    private weak var container: (any ScrollContainer)?
    private var isLazy = false
    /// Whether the realised rows changed since their closures were last read under
    /// observation.
    private var rowsNeedObservation = false

    private var axis: Axis { Stack.axis }

    /// The rows are built knowing the stack's axis.
    private lazy var rowInputs: ViewInputs = {
        var inputs = inputs
        inputs[StackAxisInputKey.self] = Stack.axis
        return inputs
    }()
    override var childInputs: ViewInputs { rowInputs }

    override func mount() {
        loadSegments()
        if let container = enclosingScrollContainer(along: axis) {
            self.container = container
            isLazy = true
            container.observeScrolling(self)
        } else {
            for index in 0..<rowCount { realise(index) }
        }
        observeRows()
    }

    /// A value a row closure read (a binding, an observed model) changed: the realised rows
    /// are made again and updated in place.
    override func invalidated() {
        graph.clearDirty(self)
        let views = tracking { rows.map { view($0.index) } }
        rowsNeedObservation = false
        for (row, view) in zip(rows, views) {
            row.node.update(with: AnyView(erasing: view), environment: environment)
        }
    }

    /// Reads the realised rows' closures under one observation (as a body is read), when
    /// the set of realised rows changed.
    private func observeRows() {
        guard rowsNeedObservation else { return }
        rowsNeedObservation = false
        _ = tracking { rows.map { view($0.index) } }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        defer { observeRows() }
        rowsNeedObservation = true
        loadSegments()
        var kept: [Row] = []
        var old = rows
        if !isLazy {
            var byID: [AnyHashable: Row] = [:]
            for row in old { byID[row.id] = row }
            old.removeAll()
            rows.removeAll()
            children.removeAll()
            for index in 0..<rowCount {
                let id = rowID(index)
                if let row = byID.removeValue(forKey: id) {
                    row.node.update(with: AnyView(erasing: view(index)), environment: environment)
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
                    row.node.update(with: AnyView(erasing: view(row.index)), environment: environment)
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

    private func loadSegments() {
        segments = ViewList.segments(of: value.content)
        rowCount = segments.reduce(0) { $0 + $1.count }
        lengths.setCount(rowCount)
    }

    /// The segment holding row `index`, and the row's index inside it.
    private func locate(_ index: Int) -> (segment: Int, offset: Int) {
        var start = 0
        for (position, segment) in segments.enumerated() {
            if index < start + segment.count { return (position, index - start) }
            start += segment.count
        }
        return (segments.count - 1, 0)
    }

    private func rowID(_ index: Int) -> AnyHashable {
        let (segment, offset) = locate(index)
        switch segments[segment] {
        case .single: return AnyHashable(ElementID(segment: segment))
        case .rows(let source):
            return AnyHashable(ForEachRowID(segment: segment, id: source.rowID(at: offset)))
        }
    }

    private func view(_ index: Int) -> any View {
        let (segment, offset) = locate(index)
        switch segments[segment] {
        case .single(let view): return view
        case .rows(let source): return source.row(at: offset)
        }
    }

    /// Builds row `index`; its widgets go after those of the rows before it.
    private func realise(_ index: Int) {
        rowsNeedObservation = true
        let position = rows.firstIndex { $0.index > index } ?? rows.count
        children = rows[..<position].map(\.node)
        let id = rowID(index)
        let node = states.restoring(id) {
            graph.makeNode(for: AnyView(erasing: view(index)), parent: self, environment: environment)
        }
        rows.insert(Row(index: index, id: id, node: node), at: position)
        children = rows.map(\.node)
    }

    /// Drops a realised row, keeping its state for when it is built again.
    private func drop(_ row: Row) {
        states.save(row.node, id: row.id)
        row.node.unmount()
    }

    private func child(_ node: ViewNode) -> LayoutChild {
        var units: [ViewNode] = []
        node.collectLayoutUnits(into: &units)
        return LayoutChild(subviews: LayoutSubviews(nodes: units))
    }

    private var allUnits: LayoutSubviews {
        var units: [ViewNode] = []
        for node in children { node.collectLayoutUnits(into: &units) }
        return LayoutSubviews(nodes: units)
    }

    // MARK: - Layout

    private var spacingValue: CGFloat { value.spacing ?? LayoutDefaults.current.spacing(along: axis) }

    private func rowProposal(_ cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: cross, axis: axis)
    }

    /// Measures the realised rows (recording their lengths); returns their sizes by index.
    @discardableResult
    private func measure(cross: CGFloat?) -> [Int: CGSize] {
        lengths.spacing = spacingValue
        var sizes: [Int: CGSize] = [:]
        for row in rows {
            let size = child(row.node).sizeThatFits(rowProposal(cross))
            sizes[row.index] = size
            lengths.record(size.value(along: axis), at: row.index)
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isLazy else { return value.eagerLayout.sizeThatFits(proposal, allUnits) }
        let cross = proposal.value(along: axis.crossAxis)
        if rows.isEmpty, rowCount > 0 { realise(0) }
        let sizes = measure(cross: cross)
        let crossLength = sizes.values.map { $0.value(along: axis.crossAxis) }.max() ?? 0
        return CGSize(main: lengths.total, cross: crossLength, axis: axis)
    }

    /// Makes the realised rows exactly `wanted` (dropping the others, keeping their state).
    private func realise(only wanted: ClosedRange<Int>?) {
        for row in rows where !(wanted?.contains(row.index) ?? false) { drop(row) }
        rows.removeAll { !(wanted?.contains($0.index) ?? false) }
        children = rows.map(\.node)
        guard let wanted else { return }
        let present = Set(rows.map(\.index))
        for index in wanted where !present.contains(index) { realise(index) }
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        guard isLazy, let container else { return value.eagerLayout.place(in: frame, proposal, allUnits) }
        let cross = proposal.value(along: axis.crossAxis)
        let start = axis == .vertical ? frame.minY : frame.minX
        let visible = container.visibleRect
        let low = (axis == .vertical ? visible.minY : visible.minX) - start - Self.margin
        let high = (axis == .vertical ? visible.maxY : visible.maxX) - start + Self.margin

        // Which rows meet the region: rows measured for the first time change the estimate
        // of the others, so the question is asked again until the answer holds.
        if rows.isEmpty, rowCount > 0 { realise(0) }
        var sizes = measure(cross: cross)
        for _ in 0..<4 {
            let wanted = lengths.rows(from: low, to: high)
            let current = rows.first.map { $0.index...rows[rows.count - 1].index }
            if wanted == current, rows.count == wanted.map(\.count) ?? 0 { break }
            realise(only: wanted)
            sizes = measure(cross: cross)
        }
        observeRows()

        // Place the realised rows.
        let crossLength = frame.size.value(along: axis.crossAxis)
        let crossStart = axis == .vertical ? frame.minX : frame.minY
        var next: (index: Int, offset: CGFloat)?
        for row in rows {
            let offset =
                next.flatMap { $0.index == row.index ? $0.offset : nil } ?? lengths.offset(of: row.index)
            let size = sizes[row.index] ?? .zero
            next = (row.index + 1, offset + size.value(along: axis) + spacingValue)
            let crossOffset = value.crossOffset(of: size, in: crossLength)
            let origin =
                axis == .vertical
                ? CGPoint(x: crossStart + crossOffset, y: start + offset)
                : CGPoint(x: start + offset, y: crossStart + crossOffset)
            child(row.node).place(at: LayoutDefaults.current.rounded(origin), proposal: rowProposal(cross))
        }
        // Rows measured for the first time may change the stack's size: lay out again.
        let crossFit = sizes.values.map { $0.value(along: axis.crossAxis) }.max() ?? 0
        if lengths.total != frame.size.value(along: axis) || crossFit != crossLength {
            graph.invalidateLayout(self)
        }
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

extension LazyStackNode: RealisingRowsNode {
    var realisedRows: InspectedLazyRows { InspectedLazyRows(count: rowCount, realised: rows.map(\.index)) }
}

@_spi(Inspection)
extension ViewNode {
    /// The rows of this lazy stack's node (`LazyVStack`, `LazyHStack`), or `nil` for another
    /// node. Each realised row is a child node (an `AnyView`).
    public var lazyRows: InspectedLazyRows? { (self as? any RealisingRowsNode)?.realisedRows }
}
