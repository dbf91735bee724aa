extension ViewGraph {
    /// Puts the widgets of a container's units in drawing order: the units in `lifted`
    /// above the others (a lazy stack's pinned header), then ascending `zIndex`, tree order
    /// among equals (later draws on top). `applied` remembers the order last applied
    /// (empty: tree order), so that widgets move only when a `zIndex` or a lift asks for it.
    func applyDrawingOrder(of units: [ViewNode], applied: inout [Int], lifted: Set<ObjectIdentifier> = []) {
        let indices = units.map { $0.trait(ZIndexTrait.self) }
        let lifts = units.map { lifted.contains(ObjectIdentifier($0)) ? 1 : 0 }
        let wasReordered = applied != Array(applied.indices)
        guard indices.contains(where: { $0 != 0 }) || lifts.contains(1) || wasReordered else { return }
        let order = units.indices.sorted { (lifts[$0], indices[$0], $0) < (lifts[$1], indices[$1], $1) }
        guard order != applied else { return }
        applied = order == Array(units.indices) ? [] : order
        guard let first = units.first else { return }
        var previous = precedingWidget(of: first)
        let parent = first.widgetParent?.widget
        for index in order {
            for widget in units[index].topWidgets() {
                backend.remove(widget)
                backend.insert(widget, into: parent, after: previous)
                previous = widget
            }
        }
    }
}

extension ViewNode {
    /// The widgets at the top of this subtree: its own, or its nearest descendants'.
    func topWidgets() -> [AnyObject] {
        if let widget { return [widget] }
        return children.flatMap { $0.topWidgets() }
    }
}
