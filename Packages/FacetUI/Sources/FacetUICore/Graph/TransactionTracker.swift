/// The transactions of a graph's updates: the one each state change was made under (kept
/// with the node it invalidated until the update that re-evaluates it), the one in force
/// while nodes are updated (modifiers such as `.transaction(_:)` change it for their
/// subtree), and the completions of the transactions applied.
///
/// A dirty node is re-evaluated under the transaction of the change that invalidated it,
/// transformed by the transaction modifiers above it; a node updated as part of an
/// ancestor's re-evaluation is updated under the ancestor's.
@MainActor
final class TransactionTracker {
    /// The transaction the node being updated is updated under.
    private(set) var current = Transaction()
    /// Whether a state change is being applied (not the first build or a resize).
    private(set) var isApplyingChanges = false
    /// The transactions of state changes not applied yet, by the node they invalidated.
    private var pending: [ObjectIdentifier: Transaction] = [:]
    /// The completions of the transactions applied in the current transaction, with
    /// whether their transaction animates.
    private var applied: [(completion: AnimationCompletion, animated: Bool)] = []
    /// Completions of animated updates waiting for their animations to end (each runs when
    /// the last of them reaches its criteria).
    private(set) var awaitingAnimation: [AnimationCompletion] = []

    /// Records the transaction in force (``Transaction/current``) for a change that
    /// invalidates `node`; a later change with a non-empty transaction replaces it.
    func recordChange(for node: ViewNode) {
        let transaction = Transaction.current ?? Transaction()
        let key = ObjectIdentifier(node)
        if pending[key] == nil || !transaction.isEmpty { pending[key] = transaction }
        for completion in transaction.completions { completion.isClaimed = true }
    }

    /// Takes the pending transactions of `batch` (each node's own, and their completions),
    /// before the batch is re-evaluated.
    func begin(_ batch: [ViewNode]) -> [ObjectIdentifier: Transaction] {
        var taken: [ObjectIdentifier: Transaction] = [:]
        for node in batch {
            guard let transaction = pending.removeValue(forKey: ObjectIdentifier(node)) else { continue }
            taken[ObjectIdentifier(node)] = transaction
            for completion in transaction.completions where !completion.hasRun {
                applied.append((completion, transaction.isAnimated))
            }
        }
        return taken
    }

    /// Runs `work` (re-evaluating `node`) under `transaction` transformed by the
    /// transaction modifiers above `node`, and records it on `node`.
    func update(_ node: ViewNode, under transaction: Transaction?, _ work: () -> Void) {
        var effective = transaction ?? Transaction()
        var ancestors: [ViewNode] = []
        var ancestor = node.parent
        while let next = ancestor {
            if next is TransactionScoping { ancestors.append(next) }
            ancestor = next.parent
        }
        for scope in ancestors.reversed() {
            (scope as? TransactionScoping)?.transformForDescendant(&effective)
        }
        node.updateTransaction = effective
        let outer = current
        current = effective
        isApplyingChanges = true
        work()
        isApplyingChanges = false
        current = outer
    }

    /// Runs `work` (updating the children of a transaction modifier) with the current
    /// transaction changed by `transform`, then restores it.
    func scoped(_ transform: (inout Transaction) -> Void, _ work: () -> Void) {
        let outer = current
        transform(&current)
        work()
        current = outer
    }

    /// After the current transaction's layout: runs the completions of the updates that did
    /// not animate, and keeps the others for the end of their animations.
    func finish(in graph: ViewGraph) {
        guard !applied.isEmpty else { return }
        let finished = applied
        applied.removeAll()
        graph.afterCommit { [weak self] in
            for (completion, animated) in finished {
                // An animated update that started no animation has nothing to wait for.
                if animated && completion.animationsPending > 0 {
                    completion.isWaiting = true
                    self?.awaitingAnimation.append(completion)
                } else {
                    completion.run()
                }
            }
            self?.awaitingAnimation.removeAll { $0.hasRun }
        }
    }
}

/// A node that changes the transaction of the updates in its subtree (a transaction or
/// animation modifier, or the content placeholder that undoes one).
@MainActor
protocol TransactionScoping: AnyObject {
    /// Changes `transaction` for a descendant re-evaluated on its own (invalidated by a
    /// change below this node, so this node's own value did not change).
    func transformForDescendant(_ transaction: inout Transaction)
}

extension ViewGraph {
    /// The transaction the node being updated now is updated under (an empty one outside
    /// state-driven updates).
    @_spi(Inspection) public var currentTransaction: Transaction { transactions.current }

    /// How many completion handlers of animated updates wait for their animations to end.
    @_spi(Inspection) public var completionsAwaitingAnimation: Int {
        transactions.awaitingAnimation.filter { !$0.hasRun }.count
    }
}
