import Foundation

/// The node of a shape or colour: a leaf widget that fills the space it is offered (10 by
/// 10 units where a dimension is unspecified, as in SwiftUI).
@MainActor
final class ShapeNode<Content: View>: TypedNode<Content> {
    private let resolve: (Content, EnvironmentValues) -> ResolvedShape
    private var resolved: ResolvedShape?

    init(
        _ value: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        resolve: @escaping (Content, EnvironmentValues) -> ResolvedShape
    ) {
        self.resolve = resolve
        super.init(value, graph: graph, parent: parent, environment: environment)
    }

    override var isLayoutUnit: Bool { true }

    override func mount() {
        let content = resolve(value, environment)
        resolved = content
        graph.createWidget(for: self, content: content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let content = resolve(value, environment)
        guard content != resolved else { return }
        resolved = content
        graph.updateWidget(of: self, content: content)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
