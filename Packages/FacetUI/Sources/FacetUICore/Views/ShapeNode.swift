import Foundation

/// The node of a shape or colour: a leaf widget that takes the size its shape chooses
/// (the space offered, 10 by 10 units where a dimension is unspecified, as in SwiftUI).
/// Its widget draws the shape's path for the node's size, so the content is resolved
/// again when the size changes.
@MainActor
final class ShapeNode<Content: View>: TypedNode<Content> {
    private let resolve: (Content, EnvironmentValues, ShapeFrame) -> ResolvedShape
    private let size: (Content, ProposedViewSize) -> CGSize
    private var resolved: ResolvedShape?
    private var resolvedFrame = ShapeFrame(size: .zero, aspect: 1)
    /// The transaction that created the widget: drawing it at its first size then is part
    /// of creating it, not an update.
    private var creation = -1

    init(
        _ value: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        size: @escaping (Content, ProposedViewSize) -> CGSize = { $1.replacingUnspecifiedDimensions() },
        resolve: @escaping (Content, EnvironmentValues, ShapeFrame) -> ResolvedShape
    ) {
        (self.resolve, self.size) = (resolve, size)
        super.init(value, graph: graph, parent: parent, environment: environment)
    }

    override var isLayoutUnit: Bool { true }

    private var currentFrame: ShapeFrame {
        ShapeFrame(size: frame.size, aspect: graph.backend.metrics.drawingAspectRatio)
    }

    override func mount() {
        resolvedFrame = currentFrame
        let content = resolve(value, environment, resolvedFrame)
        resolved = content
        creation = graph.transactionSerial
        graph.createWidget(for: self, content: content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        redraw()
        // A shape whose size depends on its values (a custom `sizeThatFits`) lays out again.
        if valueChanged, let proposal = layout.lastProposal, size(value, proposal) != frame.size {
            graph.invalidateLayout(self)
        }
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        if currentFrame != resolvedFrame { redraw() }
    }

    private func redraw() {
        resolvedFrame = currentFrame
        let content = resolve(value, environment, resolvedFrame)
        guard content != resolved else { return }
        resolved = content
        graph.updateWidget(of: self, content: content, counted: creation != graph.transactionSerial)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size(value, proposal) }
}
