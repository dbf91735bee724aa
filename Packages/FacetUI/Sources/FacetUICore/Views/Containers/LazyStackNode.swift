import Foundation

/// The node of a lazy stack or grid. Its items (single views and `ForEach` rows, called
/// rows here) go on lines along its axis, one item per track of a line (a stack's line has
/// one track, a grid's one per column or row). Inside a scroll view that scrolls along its
/// axis it keeps nodes only for the items of the lines in the visible region plus
/// ``margin`` units on each side, keyed by row id; lines not measured yet count at the mean
/// length of the measured ones (``RowLengths``), and a dropped row's `@State` is kept until
/// it is built again (``RowStateStore``). The visible lines are decided when the container
/// is placed, and again whenever the scroll view scrolls. Elsewhere every row is built, and
/// a stack is laid out like a `VStack`/`HStack`.
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
    /// The tracks of a line, as last resolved for the proposal across the axis.
    private var tracks: [LazyTrack] = [LazyTrack(start: 0, length: nil)]
    /// The proposal across the axis the tracks were last resolved for.
    private var lastCross: CGFloat?
    private var perLine: Int { tracks.count }
    private var lineCount: Int { perLine == 0 ? 0 : (rowCount + perLine - 1) / perLine }
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
        tracks = value.tracks(cross: nil)
        loadSegments()
        if let container = enclosingScrollContainer(along: axis) {
            self.container = container
            isLazy = true
            container.observeScrolling(self)
        } else {
            // A grid without tracks shows nothing, so it builds nothing.
            for index in 0..<(perLine > 0 ? rowCount : 0) { realise(index) }
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
        resolveTracks(cross: lastCross)
        loadSegments()
        var kept: [Row] = []
        var old = rows
        if !isLazy {
            var byID: [AnyHashable: Row] = [:]
            for row in old { byID[row.id] = row }
            old.removeAll()
            rows.removeAll()
            children.removeAll()
            for index in 0..<(perLine > 0 ? rowCount : 0) {
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
        lengths.setCount(lineCount)
    }

    /// Resolves the tracks for a proposal of `cross` across the axis; a different number of
    /// tracks per line makes other lines, whose lengths are measured again.
    private func resolveTracks(cross: CGFloat?) {
        lastCross = cross
        let resolved = value.tracks(cross: cross)
        guard resolved != tracks else { return }
        if resolved.count != tracks.count { lengths = RowLengths() }
        tracks = resolved
        lengths.setCount(lineCount)
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

    private func proposal(in track: LazyTrack, cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: track.length ?? cross, axis: axis)
    }

    /// The realised rows' sizes by index, and their lines' lengths by line.
    private struct Measures {
        var sizes: [Int: CGSize] = [:]
        var lines: [Int: CGFloat] = [:]
    }

    /// Measures the realised rows in their tracks, recording their lines' lengths.
    @discardableResult
    private func measure(cross: CGFloat?) -> Measures {
        lengths.spacing = spacingValue
        var measures = Measures()
        guard perLine > 0 else { return measures }
        for row in rows {
            let size = child(row.node).sizeThatFits(proposal(in: tracks[row.index % perLine], cross: cross))
            measures.sizes[row.index] = size
            measures.lines[row.index / perLine, default: 0] = max(
                measures.lines[row.index / perLine] ?? 0, size.value(along: axis))
        }
        for (line, length) in measures.lines { lengths.record(length, at: line) }
        return measures
    }

    /// The container's length across the axis: to the end of the last track, or for a
    /// stack the longest of `sizes`.
    private func crossLength(_ measures: Measures) -> CGFloat {
        let longest = measures.sizes.values.map { $0.value(along: axis.crossAxis) }.max() ?? 0
        guard let last = tracks.last else { return 0 }
        return last.start + (last.length ?? longest)
    }

    /// Whether every row is laid out by the stack layout (a stack outside a scroll view).
    private var usesEagerLayout: Bool { !isLazy && value.eagerLayout != nil }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if usesEagerLayout, let eager = value.eagerLayout { return eager.sizeThatFits(proposal, allUnits) }
        let cross = proposal.value(along: axis.crossAxis)
        resolveTracks(cross: cross)
        if isLazy, rows.isEmpty, lineCount > 0 { realise(lines: 0...0) }
        return CGSize(main: lengths.total, cross: crossLength(measure(cross: cross)), axis: axis)
    }

    /// Makes the realised rows exactly those of the lines `wanted` (dropping the others,
    /// keeping their state).
    private func realise(lines wanted: ClosedRange<Int>?) {
        let items = wanted.flatMap { lines -> ClosedRange<Int>? in
            let first = lines.lowerBound * perLine
            let last = min(rowCount, (lines.upperBound + 1) * perLine) - 1
            return first <= last ? first...last : nil
        }
        for row in rows where !(items?.contains(row.index) ?? false) { drop(row) }
        rows.removeAll { !(items?.contains($0.index) ?? false) }
        children = rows.map(\.node)
        guard let items else { return }
        let present = Set(rows.map(\.index))
        for index in items where !present.contains(index) { realise(index) }
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        if usesEagerLayout, let eager = value.eagerLayout {
            return eager.place(in: frame, proposal, allUnits)
        }
        let cross = proposal.value(along: axis.crossAxis)
        resolveTracks(cross: cross)
        let start = axis == .vertical ? frame.minY : frame.minX
        var measures = measure(cross: cross)
        if isLazy, let container {
            let visible = container.visibleRect
            let low = (axis == .vertical ? visible.minY : visible.minX) - start - Self.margin
            let high = (axis == .vertical ? visible.maxY : visible.maxX) - start + Self.margin

            // Which lines meet the region: lines measured for the first time change the
            // estimate of the others, so the question is asked again until the answer holds.
            if rows.isEmpty, lineCount > 0 {
                realise(lines: 0...0)
                measures = measure(cross: cross)
            }
            for _ in 0..<4 {
                let wanted = lengths.rows(from: low, to: high)
                let current = rows.first.map { ($0.index / perLine)...(rows[rows.count - 1].index / perLine) }
                let wantedRows = wanted.map {
                    min(rowCount, ($0.upperBound + 1) * perLine) - $0.lowerBound * perLine
                }
                if wanted == current, rows.count == wantedRows ?? 0 { break }
                realise(lines: wanted)
                measures = measure(cross: cross)
            }
            observeRows()
        }

        // Place the realised rows, each in its cell (its track across, its line along).
        guard perLine > 0 else { return }
        let crossFit = crossLength(measures)
        let crossStart = axis == .vertical ? frame.minX : frame.minY
        var line: (index: Int, offset: CGFloat, length: CGFloat)?
        for row in rows {
            let index = row.index / perLine
            if line?.index != index {
                let offset =
                    line.flatMap { $0.index + 1 == index ? $0.offset + $0.length + spacingValue : nil }
                    ?? lengths.offset(of: index)
                line = (index, offset, measures.lines[index] ?? 0)
            }
            guard let line else { continue }
            let track = tracks[row.index % perLine]
            let size = measures.sizes[row.index] ?? .zero
            let cell = CGSize(main: line.length, cross: track.length ?? crossFit, axis: axis)
            let inCell = value.offset(of: size, inCell: cell, track: track)
            let origin =
                axis == .vertical
                ? CGPoint(x: crossStart + track.start + inCell.x, y: start + line.offset + inCell.y)
                : CGPoint(x: start + line.offset + inCell.x, y: crossStart + track.start + inCell.y)
            child(row.node).place(
                at: LayoutDefaults.current.rounded(origin), proposal: self.proposal(in: track, cross: cross))
        }
        // Lines measured for the first time may change the container's size: lay out again.
        if lengths.total != frame.size.value(along: axis)
            || crossFit != frame.size.value(along: axis.crossAxis)
        {
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
