import Foundation

/// A child an update removed while its removal transitions run: it stays on screen and in
/// layout, at the place it had, but not among its parent's `children` (inspection and
/// updates no longer see it).
struct LeavingChild {
    let node: ViewNode
    /// Its index among the parent's children when it was removed.
    let slot: Int
    /// Whether the transitions it waits for still run.
    let isTransitionRunning: @MainActor () -> Bool
}

extension ViewNode {
    /// Builds a child that an update inserts, running the insertion transitions of the
    /// views it starts with (those not inside another layout unit).
    func insertChild<V: View>(_ view: V, environment: EnvironmentValues) -> ViewNode {
        let saved = graph.insertsWithDefaultTransition
        graph.insertsWithDefaultTransition =
            graph.transactions.isApplyingChanges && graph.transactions.current.isAnimated
        let node = graph.makeNode(for: view, parent: self, environment: environment)
        graph.insertsWithDefaultTransition = saved
        if graph.transactions.isApplyingChanges {
            for transition in node.transitionHosts() { transition.beginInsertion() }
        }
        return node
    }

    /// ``insertChild(_:environment:)`` for an existential view.
    func insertChild(forAny view: any View, environment: EnvironmentValues) -> ViewNode {
        func open<V: View>(_ view: V) -> ViewNode { insertChild(view, environment: environment) }
        return open(view)
    }

    /// Removes `child`, which the caller takes out of `children`: at once, or, when its
    /// removal transitions animate, after they end. `slot` is its index among the children
    /// (by default, where it is now).
    func removeChild(_ child: ViewNode, slot: @autoclosure () -> Int? = nil) {
        let transitions =
            graph.transactions.isApplyingChanges ? child.transitionHosts().filter { $0.beginRemoval() } : []
        guard !transitions.isEmpty else { return child.unmount() }
        let index = slot() ?? children.firstIndex { $0 === child } ?? children.count
        keepLeaving(child, slot: index) { transitions.contains { $0.isTransitionRunning } }
    }

    /// Keeps `child`, taken out of `children` from `slot`, on screen until `isRunning` says
    /// its transitions ended.
    func keepLeaving(_ child: ViewNode, slot: Int, while isRunning: @escaping @MainActor () -> Bool) {
        child.isLeaving = true
        leavingChildren.append(LeavingChild(node: child, slot: slot, isTransitionRunning: isRunning))
        graph.leavingParents.append(self)
    }

    /// Unmounts the leaving children whose transitions ended; returns whether any is left.
    func finishEndedRemovals() -> Bool {
        let ended = leavingChildren.filter { !$0.isTransitionRunning() }
        guard !ended.isEmpty else { return !leavingChildren.isEmpty }
        leavingChildren.removeAll { leaving in ended.contains { $0.node === leaving.node } }
        for leaving in ended { leaving.node.unmount() }
        graph.structureChanged(below: self)
        return !leavingChildren.isEmpty
    }

    /// The transition nodes at the top of this subtree: this node's, or those reached
    /// through views without a layout of their own (groups, `ForEach`, custom views).
    func transitionHosts() -> [any TransitionHosting] {
        if let host = self as? any TransitionHosting { return [host] }
        if isLayoutUnit { return [] }
        return children.flatMap { $0.transitionHosts() }
    }

    /// `children` with the leaving children put back at their places, in order.
    var childrenWithLeaving: [ViewNode] {
        guard !leavingChildren.isEmpty else { return children }
        var merged = children
        for leaving in leavingChildren.sorted(by: { $0.slot < $1.slot }) {
            merged.insert(leaving.node, at: min(leaving.slot, merged.count))
        }
        return merged
    }
}

extension ViewGraph {
    /// Finishes the removals whose transitions ended (at the end of each update, before
    /// layout).
    func finishEndedRemovals() {
        guard !leavingParents.isEmpty else { return }
        var seen: Set<ObjectIdentifier> = []
        leavingParents = leavingParents.filter { parent in
            guard parent.isMounted, seen.insert(ObjectIdentifier(parent)).inserted else { return false }
            return parent.finishEndedRemovals()
        }
    }
}
