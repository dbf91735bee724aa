/// A modifier that is told which graph node the modified view became: tools outside
/// FacetUI (FacetIntrospect) use it to reach the nodes and widgets of the views they
/// modify, through the public ``ViewNode`` tree (`children`, `parent`, `widget`).
///
/// The modifier's node is transparent for layout; its only child is the modified content.
/// Each node keeps one ``Coordinator`` (made by ``makeCoordinator()``) for its whole life.
/// The hooks run after the transaction's layout, so the content's widgets exist and have
/// their frames; pair them with ``ViewGraph/observeWidget(of:_:)`` to follow later changes.
///
/// ```swift
/// struct LogWidget: NodeObservingModifier {
///     func makeCoordinator() -> Void {}
///     func nodeDidMount(_ node: ViewNode, coordinator: Void) { print(node.children.first?.widget as Any) }
/// }
/// ```
@MainActor @preconcurrency
public protocol NodeObservingModifier: ViewModifier where Body == Never {
    /// State a node keeps across updates of the modifier.
    associatedtype Coordinator

    /// Makes the node's coordinator (once, when the node is built).
    func makeCoordinator() -> Coordinator

    /// Called after the transaction that built the node and its content.
    func nodeDidMount(_ node: ViewNode, coordinator: Coordinator)

    /// Called after a transaction that gave the node a new modifier value or environment;
    /// `self` is the new value.
    func nodeDidUpdate(_ node: ViewNode, coordinator: Coordinator)

    /// Called when the node has left the graph (its content is gone too).
    func nodeDidUnmount(_ node: ViewNode, coordinator: Coordinator)
}

extension NodeObservingModifier {
    /// Does nothing by default.
    public func nodeDidUpdate(_ node: ViewNode, coordinator: Coordinator) {}

    /// Does nothing by default.
    public func nodeDidUnmount(_ node: ViewNode, coordinator: Coordinator) {}
}

/// The node of a ``NodeObservingModifier``: its content is its only child.
@MainActor
final class NodeObservingModifierNode<Content: View, Modifier: NodeObservingModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>
{
    private var coordinator: Modifier.Coordinator?

    init(
        _ value: ModifiedContent<Content, Modifier>, graph: ViewGraph, parent: ViewNode?,
        environment: EnvironmentValues
    ) {
        super.init(value, graph: graph, parent: parent, environment: environment, child: \.content)
    }

    override func mount() {
        coordinator = value.modifier.makeCoordinator()
        super.mount()
        graph.afterCommit { [weak self] in
            guard let self, self.isMounted, let coordinator = self.coordinator else { return }
            self.value.modifier.nodeDidMount(self, coordinator: coordinator)
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        graph.afterCommit { [weak self] in
            guard let self, self.isMounted, let coordinator = self.coordinator else { return }
            self.value.modifier.nodeDidUpdate(self, coordinator: coordinator)
        }
    }

    override func didUnmount() {
        guard let coordinator else { return }
        self.coordinator = nil
        value.modifier.nodeDidUnmount(self, coordinator: coordinator)
    }
}

extension NodeObservingModifier {
    /// Builds the node of `content` modified by `self`.
    func makeObservingNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        NodeObservingModifierNode(content, graph: graph, parent: parent, environment: environment)
    }
}
