import Foundation

/// A scroll view that scrolls to one of its views by id (`ScrollViewProxy.scrollTo`).
@MainActor
protocol ScrollTargetContainer: AnyObject {
    /// Scrolls to the view with `id`; `false` when no view inside has it.
    func scroll(toID id: AnyHashable, anchor: UnitPoint?) -> Bool
}

/// Where a scroll target is, in root coordinates: exactly (its views are built and placed)
/// or as estimated by a lazy stack that has not built it yet.
struct ScrollTargetLocation {
    var rect: CGRect
    var isExact: Bool
}

/// The target of a `scrollTo` while the offset settles.
struct PendingScrollTarget {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// How many corrections were made after the first scroll.
    var corrections = 0
}

extension ScrollViewNode: ScrollTargetContainer {
    /// How many times an offset is corrected after rows built by a scroll are measured.
    static var maximumCorrections: Int { 8 }

    func scroll(toID id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard isMounted, let location = locateTarget(id) else { return false }
        pendingTarget = PendingScrollTarget(id: id, anchor: anchor)
        positionID = id
        if let binding = environment.scrollPositionBinding, binding.get() != id { binding.set(id) }
        scroll(to: offset(toShow: location.rect, anchor: anchor))
        graph.afterCommit { [weak self] in self?.settleTarget() }
        return true
    }

    /// After a layout, scrolls again to the pending target if it moved (a lazy stack built
    /// and measured it, or rows before it), until it holds still.
    private func settleTarget() {
        guard isMounted, var pending = pendingTarget, let location = locateTarget(pending.id) else {
            pendingTarget = nil
            return
        }
        let wanted = offset(toShow: location.rect, anchor: pending.anchor)
        let before = offset
        if wanted != offset { scroll(to: wanted) }
        guard offset != before || !location.isExact, pending.corrections < Self.maximumCorrections else {
            pendingTarget = nil
            return
        }
        pending.corrections += 1
        pendingTarget = pending
        graph.afterCommit { [weak self] in self?.settleTarget() }
    }

    /// The origin of the content and the size of the visible region, in root coordinates.
    private var viewport: CGRect {
        let insets = insets
        return CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
    }

    /// The offset that shows `rect` (root coordinates) as `anchor` asks: the rect's anchor
    /// point at the visible region's anchor point, or with no anchor the least scroll that
    /// shows it (its leading/top edge when it does not fit).
    func offset(toShow rect: CGRect, anchor: UnitPoint?) -> CGPoint {
        let viewport = viewport
        func along(start: CGFloat, length: CGFloat, current: CGFloat, visible: CGFloat, unit: CGFloat?)
            -> CGFloat
        {
            if let unit { return start + unit * length - unit * visible }
            if start >= current, start + length <= current + visible { return current }
            if start < current || length > visible { return start }
            return start + length - visible
        }
        // Whole layout units (cells in the terminal), as content is placed.
        return LayoutDefaults.current.rounded(
            CGPoint(
                x: along(
                    start: rect.minX - viewport.minX, length: rect.width, current: offset.x,
                    visible: viewport.width, unit: anchor?.x),
                y: along(
                    start: rect.minY - viewport.minY, length: rect.height, current: offset.y,
                    visible: viewport.height, unit: anchor?.y)))
    }

    /// Finds the view with `id` in the content: a view with that explicit id, a `ForEach`
    /// row with it, or a lazy stack row (built or not). Scroll views inside are not searched.
    func locateTarget(_ id: AnyHashable) -> ScrollTargetLocation? {
        func visit(_ node: ViewNode) -> ScrollTargetLocation? {
            if node !== self, node is any ScrollTargetContainer { return nil }
            if let identified = node.view as? any ExplicitlyIdentifiedView, identified.explicitIdentity == id,
                let rect = node.unitsFrame
            {
                return ScrollTargetLocation(rect: rect, isExact: true)
            }
            if let rows = node as? any ScrollTargetRows, let location = rows.locateRow(id) { return location }
            for child in node.children {
                if let found = visit(child) { return found }
            }
            return nil
        }
        return visit(self)
    }
}

/// A node whose rows have ids a scroll view can scroll to (`ForEach`, lazy stacks).
@MainActor
protocol ScrollTargetRows {
    /// Where the row with `id` is, or `nil` when no row has it.
    func locateRow(_ id: AnyHashable) -> ScrollTargetLocation?
    /// The ids of the rows built now, with where they are (root coordinates), in order.
    var placedRows: [(id: AnyHashable, rect: CGRect)] { get }
    /// The frames of the rows built now, with or without an id, in order.
    var rowFrames: [CGRect] { get }
}

extension ViewNode {
    /// The union of the frames of this node's layout units, or `nil` when it has none.
    var unitsFrame: CGRect? {
        var units: [ViewNode] = []
        collectLayoutUnits(into: &units)
        guard let first = units.first else { return nil }
        return units.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }
}

extension ForEachNode: ScrollTargetRows {
    func locateRow(_ id: AnyHashable) -> ScrollTargetLocation? {
        guard let index = ids.firstIndex(where: { AnyHashable($0) == id }), index < children.count,
            let rect = children[index].unitsFrame
        else { return nil }
        return ScrollTargetLocation(rect: rect, isExact: true)
    }

    var placedRows: [(id: AnyHashable, rect: CGRect)] {
        zip(ids, children).compactMap { id, child in child.unitsFrame.map { (AnyHashable(id), $0) } }
    }

    var rowFrames: [CGRect] { children.compactMap(\.unitsFrame) }
}
