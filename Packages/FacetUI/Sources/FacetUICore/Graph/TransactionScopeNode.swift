/// The node of a transaction or animation modifier: it updates its content under the
/// transaction changed by its rule (`.transaction(_:)` always, `.animation(_:value:)`
/// when its value changed since the last update), and re-evaluations of its descendants
/// under the rule for descendants.
@MainActor
final class TransactionScopeNode<Value: View, Child: View>: WrapperNode<Value, Child>, TransactionScoping {
    /// Changes the transaction for an update of this node; the second argument is the value
    /// the node held before (`nil` when it is being built).
    private let rule: (Value, Value?, inout Transaction) -> Void
    /// Changes the transaction of a descendant re-evaluated on its own.
    private let descendantRule: (Value, inout Transaction) -> Void
    private var previous: Value?
    /// The transaction in force above this node at its last update (what a
    /// `PlaceholderContentView` below restores).
    private(set) var outerTransaction = Transaction()

    init(
        _ value: Value, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        child: @escaping (Value) -> Child,
        rule: @escaping (Value, Value?, inout Transaction) -> Void,
        descendantRule: @escaping (Value, inout Transaction) -> Void
    ) {
        self.rule = rule
        self.descendantRule = descendantRule
        super.init(value, graph: graph, parent: parent, environment: environment, child: child)
    }

    /// A node that applies `apply` to the transaction of an update in which `key` of its
    /// value changed (`.animation(_:value:)`, `.transaction(value:_:)`); descendants
    /// re-evaluated on their own keep their transaction.
    convenience init<Key: Equatable>(
        _ value: Value, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        child: @escaping (Value) -> Child, whenChanged key: @escaping (Value) -> Key,
        apply: @escaping (Value, inout Transaction) -> Void
    ) {
        self.init(
            value, graph: graph, parent: parent, environment: environment, child: child,
            rule: { new, old, transaction in
                if let old, key(old) != key(new) { apply(new, &transaction) }
            },
            descendantRule: { _, _ in })
    }

    override func mount() {
        outerTransaction = graph.transactions.current
        previous = value
        // A view inserted by a state change is built under the change's transaction; the
        // first build of the graph has none to transform.
        guard graph.transactions.isApplyingChanges else { return super.mount() }
        graph.transactions.scoped({ rule(value, nil, &$0) }) { super.mount() }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        outerTransaction = graph.transactions.current
        let old = previous
        graph.transactions.scoped({ rule(value, old, &$0) }) {
            super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        }
        previous = value
    }

    func transformForDescendant(_ transaction: inout Transaction) {
        outerTransaction = transaction
        descendantRule(value, &transaction)
    }
}

/// The node of a ``PlaceholderContentView``: the content of `.transaction(_:body:)` or
/// `.animation(_:body:)`, updated under the transaction in force outside that modifier
/// (the modifier's change applies only to what its body adds around the placeholder).
@MainActor
final class PlaceholderContentNode<Value>: TypedNode<PlaceholderContentView<Value>>, TransactionScoping {
    override class var comparesValue: Bool { false }

    /// The transaction outside the nearest enclosing body-scoped modifier (the current one
    /// for a placeholder that does not restore it).
    private var outer: Transaction {
        guard value.restoresTransaction else { return graph.transactions.current }
        var node = parent
        while let current = node {
            if let scope = current as? any BodyScopeNode { return scope.outerTransaction }
            node = current.parent
        }
        return Transaction()
    }

    override func mount() {
        let outer = self.outer
        graph.transactions.scoped({ $0 = outer }) {
            children = [graph.makeNode(forAny: value.content, parent: self, environment: environment)]
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let outer = self.outer
        graph.transactions.scoped({ $0 = outer }) {
            children = [reconcile(children.first, withAny: value.content, environment: environment)]
        }
    }

    func transformForDescendant(_ transaction: inout Transaction) {
        if value.restoresTransaction { transaction = outer }
    }
}

/// A transaction scope whose body holds a placeholder for its content.
@MainActor
protocol BodyScopeNode: AnyObject {
    var outerTransaction: Transaction { get }
}

extension TransactionScopeNode: BodyScopeNode where Value: BodyScopedTransactionView {}

/// Marks the views of `.transaction(_:body:)` and `.animation(_:body:)`.
protocol BodyScopedTransactionView {}
