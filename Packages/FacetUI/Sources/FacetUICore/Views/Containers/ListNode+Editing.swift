import Foundation

/// Where a selectable row of a list comes from: the `ForEach` node that made it, the row's
/// offset in its data, and the row's view or node (whichever is at hand).
@MainActor
struct ListEditTarget {
    /// The `ForEach`'s node.
    let source: ViewNode
    /// The row's offset in the `ForEach`'s data.
    let offset: Int
    /// The layout unit of the row, when it is built.
    let unit: ViewNode?
    /// The row's view, when it is not built.
    let view: (any View)?

    /// The value of trait `key` the row sets (`deleteDisabled`, `moveDisabled`).
    func rowTrait<K: TraitKey>(_ key: K.Type) -> K.Value {
        if let unit { return unit.trait(key) }
        return view.flatMap { ViewList.trait(key, of: $0) } ?? K.defaultValue
    }
}

// Deleting and moving rows (`onDelete(perform:)`, `onMove(perform:)`): the list finds the
// `ForEach` a row comes from and calls the action written above it, with the row's offset in
// that `ForEach`'s data.
extension ListNode {
    /// Whether some `ForEach` of the list has an action for `key`.
    func hasEditAction<K: TraitKey>(_ key: K.Type) -> Bool {
        parts.contains { part in
            switch part {
            case .rows(let window, _): return editAction(key, above: window) != nil
            case .entry(let entry):
                return entry.kind == .row
                    && editTarget(of: entry).map { editAction(key, above: $0.source) != nil }
                        ?? false
            }
        }
    }

    /// The action trait `key` sets on `source` or on a node between it and the list.
    func editAction<K: TraitKey>(_ key: K.Type, above source: ViewNode) -> K.Value? {
        source.traitValues(key, below: self).first
    }

    /// The `ForEach` that made `entry` (a row written out by a `ForEach` that builds every
    /// row), and the row's offset in its data.
    private func editTarget(of entry: ListEntry) -> ListEditTarget? {
        var child = entry.node
        while let parent = child.parent, parent !== self {
            if parent is any IdentifyingNode, let offset = parent.children.firstIndex(where: { $0 === child })
            {
                return ListEditTarget(source: parent, offset: offset, unit: entry.node, view: nil)
            }
            child = parent
        }
        return nil
    }

    /// Where the selectable row `index` comes from, if a `ForEach` made it.
    func editTarget(ofRow index: Int) -> ListEditTarget? {
        var first = 0
        for part in parts {
            switch part {
            case .entry(let entry):
                guard entry.kind == .row else { continue }
                if first == index { return editTarget(of: entry) }
                first += 1
            case .rows(let window, _):
                if index < first + window.rowCount {
                    let offset = index - first
                    guard offset >= 0 else { return nil }
                    if let slot = window.realisedSlots.first(where: { $0.index == offset }) {
                        var units: [ViewNode] = []
                        slot.node.collectLayoutUnits(into: &units)
                        return ListEditTarget(source: window, offset: offset, unit: units.first, view: nil)
                    }
                    return ListEditTarget(
                        source: window, offset: offset, unit: nil, view: window.rowView(at: offset))
                }
                first += window.rowCount
            }
        }
        return nil
    }

    /// What the user can do to the selectable row `index`: delete it, move it, and the
    /// rows (of its `ForEach`) it moves among.
    func editAbilities(ofRow index: Int) -> (canDelete: Bool, canMove: Bool, movableRange: Range<Int>?) {
        guard let target = editTarget(ofRow: index) else { return (false, false, nil) }
        let canDelete =
            (editAction(OnDeleteTrait.self, above: target.source) ?? nil) != nil
            && !target.rowTrait(DeleteDisabledTrait.self)
        guard (editAction(OnMoveTrait.self, above: target.source) ?? nil) != nil else {
            return (canDelete, false, nil)
        }
        let first = index - target.offset
        let range = first..<(first + rowCount(of: target.source))
        return (canDelete, !target.rowTrait(MoveDisabledTrait.self), range)
    }

    /// How many rows the `ForEach` whose node is `source` makes.
    private func rowCount(of source: ViewNode) -> Int {
        (source as? any ListRowWindow)?.rowCount ?? source.children.count
    }

    /// The room the rows leave at their edges for the backend's delete and move controls:
    /// none unless the list is in edit mode.
    func editControlRoom() -> EdgeInsets {
        guard environment.editMode?.wrappedValue.isEditing ?? false else { return EdgeInsets() }
        let width = LayoutDefaults.current.padding * 2
        return EdgeInsets(
            top: 0, leading: hasEditAction(OnDeleteTrait.self) ? width : 0, bottom: 0,
            trailing: hasEditAction(OnMoveTrait.self) ? width : 0)
    }

    /// Calls the `onDelete` action of the row at `index`, unless it is `deleteDisabled`.
    func deleteRow(_ index: Int) {
        guard index >= 0, let target = editTarget(ofRow: index),
            let action = editAction(OnDeleteTrait.self, above: target.source) ?? nil,
            !target.rowTrait(DeleteDisabledTrait.self)
        else { return }
        action(IndexSet(integer: target.offset))
    }

    /// Calls the `onMove` action of the row at `index` to move it to `destination` (a row
    /// index of the list counted before the move), unless it is `moveDisabled` or the
    /// destination is outside its `ForEach`.
    func moveRow(_ index: Int, toOffset destination: Int) {
        guard index >= 0, let target = editTarget(ofRow: index),
            let action = editAction(OnMoveTrait.self, above: target.source) ?? nil,
            !target.rowTrait(MoveDisabledTrait.self)
        else { return }
        let offset = destination - (index - target.offset)
        guard offset >= 0, offset <= rowCount(of: target.source), offset != target.offset,
            offset != target.offset + 1
        else {
            return
        }
        action(IndexSet(integer: target.offset), offset)
    }
}
