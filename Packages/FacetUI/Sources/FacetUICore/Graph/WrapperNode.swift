/// A node with exactly one child view derived from its value (groups, traits,
/// environment writers, lifecycle modifiers…). Transparent unless a subclass says
/// otherwise.
@MainActor
class WrapperNode<Content: View, Child: View>: TypedNode<Content> {
    private let extract: (Content) -> Child

    init(
        _ value: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        child extract: @escaping (Content) -> Child
    ) {
        self.extract = extract
        super.init(value, graph: graph, parent: parent, environment: environment)
    }

    override class var comparesValue: Bool { false }

    /// The environment handed to the child (environment writers override).
    func childEnvironment() -> EnvironmentValues { environment }

    override func mount() {
        children = [graph.makeNode(for: extract(value), parent: self, environment: childEnvironment())]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [reconcile(children.first, with: extract(value), environment: childEnvironment())]
    }
}
