import Foundation

/// The root of a graph: it offers the window's size to its content and centres it (several
/// top-level views stack vertically, as in a `VStack`). Presented modals (sheets, alerts)
/// are children of the root after the content: each is offered the window's size and
/// centred in it, above the content.
@MainActor
final class RootNode: ViewNode {
    private let content: any View
    private let stack = VStackLayout()
    private var stackCache = _StackLayoutCache()
    /// The presented modals, bottom first (they follow the content in `children`).
    private(set) var modals: [ViewNode] = []

    init(content: any View, graph: ViewGraph) {
        self.content = content
        super.init(graph: graph, parent: nil, environment: EnvironmentValues())
    }

    override var view: any View { content }
    override var isLayoutUnit: Bool { true }

    /// Every node is built knowing the metrics of the graph's backend.
    private lazy var contentInputs: ViewInputs = {
        var inputs = inputs
        inputs[BackendMetricsInputKey.self] = graph.backend.metrics
        return inputs
    }()
    override var childInputs: ViewInputs { contentInputs }

    override func mount() {
        children = [graph.makeNode(forAny: content, parent: self, environment: environment)] + modals
    }

    /// Builds `view` as a modal above everything else, laid out in the whole window.
    func present<V: View>(_ view: V, environment: EnvironmentValues) -> ViewNode {
        let node = graph.makeNode(for: view, parent: self, environment: environment)
        modals.append(node)
        children.append(node)
        layout.needsPlacement = true
        graph.invalidateLayout(self)
        return node
    }

    /// Removes a modal built by `present(_:environment:)`.
    func dismiss(_ node: ViewNode) {
        guard modals.contains(where: { $0 === node }) else { return }
        modals.removeAll { $0 === node }
        children.removeAll { $0 === node }
        node.unmount()
        layout.needsPlacement = true
        graph.invalidateLayout(self)
    }

    override func unitsChanged() {
        super.unitsChanged()
        stackCache = _StackLayoutCache()
    }

    override func sizeCacheCleared() { stackCache = _StackLayoutCache() }

    private var subviews: LayoutSubviews { LayoutSubviews(nodes: childUnits) }

    override func takesPartInLayout(_ child: ViewNode) -> Bool { !modals.contains { $0 === child } }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let subviews = subviews
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        stack.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &stackCache
        )
        for modal in modals {
            let window = ProposedViewSize(frame.size)
            let size = modal.sizeThatFits(window)
            LayoutSubview(node: modal).place(
                at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), proposal: window
            )
        }
    }
}
