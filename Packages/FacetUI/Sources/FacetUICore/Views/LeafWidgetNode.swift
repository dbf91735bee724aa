import Foundation

/// A view shown by one widget without content views (a divider, an image), sized by the
/// backend from its content (``CellMetrics`` on a character-cell display).
@MainActor
protocol LeafWidgetView: View, PrimitiveView {
    associatedtype Content: WidgetContent & Equatable
    /// The widget content in `environment`, inside a container stacking along `stackAxis`.
    func widgetContent(in environment: EnvironmentValues, stackAxis: Axis?) -> Content
}

extension LeafWidgetView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LeafWidgetNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a ``LeafWidgetView``: creates its widget, updates it when the content
/// changes, and asks the backend for its size.
@MainActor
final class LeafWidgetNode<Leaf: LeafWidgetView>: TypedNode<Leaf> {
    private var content: Leaf.Content?

    override var isLayoutUnit: Bool { true }

    private func resolve() -> Leaf.Content {
        value.widgetContent(in: environment, stackAxis: layoutParent?.stackAxis)
    }

    override func mount() {
        let content = resolve()
        self.content = content
        graph.createWidget(for: self, content: content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let new = resolve()
        guard new != content else { return }
        content = new
        graph.updateWidget(of: self, content: new)
        graph.invalidateLayout(self)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        graph.backend.sizeThatFits(content ?? resolve(), proposal: proposal)
    }
}
