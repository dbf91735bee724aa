import Foundation

/// The root of a graph: it offers the window's size to its content and centres it (several
/// top-level views stack vertically, as in a `VStack`).
@MainActor
final class RootNode: ViewNode {
    private let content: any View
    private var units: [ViewNode]?
    private let stack = VStackLayout()
    private var stackCache = _StackLayoutCache()

    init(content: any View, graph: ViewGraph) {
        self.content = content
        super.init(graph: graph, parent: nil, environment: EnvironmentValues())
    }

    override var view: any View { content }
    override var isLayoutUnit: Bool { true }

    override func mount() {
        children = [graph.makeNode(forAny: content, parent: self, environment: environment)]
    }

    override func unitsChanged() {
        units = nil
        stackCache = _StackLayoutCache()
    }

    override func sizeCacheCleared() { stackCache = _StackLayoutCache() }

    private var subviews: LayoutSubviews {
        if let units { return LayoutSubviews(nodes: units) }
        var collected: [ViewNode] = []
        for child in children { child.collectLayoutUnits(into: &collected) }
        units = collected
        return LayoutSubviews(nodes: collected)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let subviews = subviews
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        stack.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &stackCache)
    }
}
