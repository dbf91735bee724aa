/// A view the graph builds itself (its `Body` is `Never`): it creates its own node.
@MainActor
protocol PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode
}

/// A modifier the graph builds itself: it creates the node of `ModifiedContent`.
@MainActor
protocol PrimitiveModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode
}
