import Foundation

/// The node of a `ForEach` that makes rows of a ``List`` (directly, or through sections,
/// groups and other views without a layout of their own): it builds only the rows the list
/// asks for — those in view, plus a margin — and keeps the `@State` of the rows it drops
/// (``RowStateStore``). The list measures the rows it realised into ``lengths``.
///
/// A row that turns out to make anything but one list row (several views, a section) makes
/// the node build every row, as a `ForEach` elsewhere does: the list can only count rows it
/// need not build when each element is one row.
@MainActor
final class ListRowsNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<
    ForEach<Data, ID, Content>
>
{
    override class var comparesValue: Bool { false }

    private struct Row {
        let index: Int
        let id: ID
        let node: ViewNode
    }

    /// The realised rows, by increasing index.
    private var rows: [Row] = []
    private var states = RowStateStore()
    /// The measured row heights (the list records them).
    var lengths = RowLengths()
    /// Whether only the rows in view are built.
    private(set) var isLazy = true

    private var count: Int { value.data.count }

    private func element(at index: Int) -> Data.Element {
        value.data[value.data.index(value.data.startIndex, offsetBy: index)]
    }

    override func mount() {
        lengths.setCount(count)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        lengths.setCount(count)
        if !isLazy { return realiseEveryRow() }
        var kept: [Row] = []
        for row in rows {
            if row.index < count, value.identify(element(at: row.index)) == row.id {
                kept.append(row)
            } else {
                drop(row)
            }
        }
        rows = kept
        children = kept.map(\.node)
        updateRows()
        graph.invalidateLayout(self)
    }

    /// A value a row closure read changed: the realised rows are made again.
    override func invalidated() {
        graph.clearDirty(self)
        updateRows()
    }

    /// Makes the realised rows' views again (under observation) and updates their nodes.
    private func updateRows() {
        let views = tracking { rows.map { value.content(element(at: $0.index)) } }
        for (row, view) in zip(rows, views) { row.node.update(with: view, environment: environment) }
    }

    /// Reads the realised rows' closures under one observation, as a body is read.
    private func observeRows() {
        _ = tracking { rows.map { value.content(element(at: $0.index)) } }
    }

    // MARK: - Realising

    /// Builds row `index`; its widgets go after those of the rows before it.
    private func realise(_ index: Int) {
        let position = rows.firstIndex { $0.index > index } ?? rows.count
        children = rows[..<position].map(\.node)
        let element = element(at: index)
        let id = value.identify(element)
        let node = states.restoring(AnyHashable(id)) {
            graph.makeNode(for: value.content(element), parent: self, environment: environment)
        }
        rows.insert(Row(index: index, id: id, node: node), at: position)
        children = rows.map(\.node)
    }

    private func drop(_ row: Row) {
        states.save(row.node, id: AnyHashable(row.id))
        row.node.unmount()
    }

    /// Makes the realised rows exactly `wanted` (all of them once the node is not lazy);
    /// returns whether any row was built or dropped.
    @discardableResult
    func realise(only wanted: ClosedRange<Int>?) -> Bool {
        guard isLazy else { return false }
        let wanted = wanted.map { $0.clamped(to: 0...max(0, count - 1)) }.flatMap { count > 0 ? $0 : nil }
        var changed = false
        for row in rows where !(wanted?.contains(row.index) ?? false) {
            drop(row)
            changed = true
        }
        rows.removeAll { !(wanted?.contains($0.index) ?? false) }
        children = rows.map(\.node)
        if let wanted {
            let present = Set(rows.map(\.index))
            for index in wanted where !present.contains(index) {
                realise(index)
                changed = true
            }
        }
        if changed { observeRows() }
        return changed
    }

    /// Stops being lazy: every row is built from now on.
    func realiseEveryRow() {
        isLazy = false
        let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<ID> = []
        var built: [Row] = []
        rows = []
        children = []
        for index in 0..<count {
            let id = value.identify(element(at: index))
            guard seen.insert(id).inserted else { continue }
            if let row = byID[id] {
                row.node.update(with: value.content(element(at: index)), environment: environment)
                built.append(Row(index: index, id: id, node: row.node))
                rows = built
                children = built.map(\.node)
            } else {
                rows = built
                realise(index)
                built = rows
            }
        }
        for row in byID.values where !seen.contains(row.id) { row.node.unmount() }
        observeRows()
        graph.structureChanged(below: self)
    }
}

/// What a list asks of the rows it realises, whatever their data.
@MainActor
protocol ListRowWindow: ViewNode {
    /// How many elements (rows, when lazy) there are.
    var rowCount: Int { get }
    var isLazy: Bool { get }
    var lengths: RowLengths { get set }
    /// The realised rows: index, id and node.
    var realisedSlots: [(index: Int, id: AnyHashable, node: ViewNode)] { get }
    @discardableResult func realise(only wanted: ClosedRange<Int>?) -> Bool
    func realiseEveryRow()
    /// The selection tag of row `index`, found without building it: its `.tag(_:)` when the
    /// row view sets one outside its body, else its id.
    func tag(at index: Int) -> AnyHashable?
    /// The view of row `index`, made without building it.
    func rowView(at index: Int) -> any View
}

extension ListRowsNode: ListRowWindow {
    var rowCount: Int { count }

    func rowView(at index: Int) -> any View { value.content(element(at: index)) }

    var realisedSlots: [(index: Int, id: AnyHashable, node: ViewNode)] {
        rows.map { ($0.index, AnyHashable($0.id), $0.node) }
    }

    func tag(at index: Int) -> AnyHashable? {
        guard index >= 0, index < count else { return nil }
        if let row = rows.first(where: { $0.index == index }) {
            return ListEntry.tag(of: row.node) ?? AnyHashable(row.id)
        }
        let element = element(at: index)
        return ViewList.trait(TagTrait.self, of: value.content(element))
            ?? AnyHashable(value.identify(element))
    }
}

extension ListRowsNode: IdentifyingNode {
    var identifiedChildren: [(node: ViewNode, id: AnyHashable)] { rows.map { ($0.node, AnyHashable($0.id)) } }
}

extension ListRowsNode: RealisingRowsNode {
    var realisedRows: InspectedLazyRows { InspectedLazyRows(count: count, realised: rows.map(\.index)) }
}

extension ViewNode {
    /// Whether a `ForEach` made under this parent makes rows of a list: the nearest layout
    /// unit above is a list, and no other `ForEach` of its rows is in between.
    func makesListRows() -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current is any ListRowWindow { return false }
            if current.isLayoutUnit { return current is any LazyListNode }
            node = current.parent
        }
        return false
    }
}
