/// A registration made with ``ViewGraph/observeWidget(of:_:)``: its action runs after each
/// later transaction that created or updated the observed node's widget, until it is
/// cancelled or the node leaves the graph.
///
/// The graph holds the observation (and so its action) only while it is active: capture
/// what the action needs weakly, and keep the observation to cancel it early.
@MainActor
public final class WidgetObservation {
    /// The observed node (`nil` once it is gone).
    public private(set) weak var node: ViewNode?
    /// Whether the action can still run.
    public private(set) var isActive = true
    /// The transaction the observation was made in: changes from it are not reported.
    let transaction: Int
    let action: @MainActor (ViewNode) -> Void
    private weak var graph: ViewGraph?

    init(node: ViewNode, transaction: Int, action: @escaping @MainActor (ViewNode) -> Void) {
        self.node = node
        self.graph = node.graph
        self.transaction = transaction
        self.action = action
    }

    /// Stops the observation: the action will not run again and the graph releases it.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        if let node { graph?.removeObservation(self, of: node) }
    }

    /// Marks the observation ended (its node left the graph).
    func end() { isActive = false }
}
