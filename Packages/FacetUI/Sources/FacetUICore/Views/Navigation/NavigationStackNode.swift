import Foundation

/// Identifies a page of a navigation stack: a new page gets a new node.
struct NavigationPageID: Hashable {
    let depth: Int
    let key: AnyHashable?
}

/// The node of a ``NavigationStack``: children are the bar and the top page. It keeps the
/// path (its own, or the bound one, read under observation), resolves values to pages
/// through the registered destinations and collects the top page's title output.
@MainActor
final class NavigationStackNode<Data, Root: View>: TypedNode<NavigationStack<Data, Root>>,
    NavigationStackActions,
    OutputCollector
{
    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    private lazy var context = NavigationContext(stack: self)
    private var internalPath: [AnyHashable] = []
    private var viewPages: [(serial: Int, view: AnyView)] = []
    private var nextSerial = 0
    private var isBuilding = false
    private var rootWasBuilt = false
    private var pageEnvironmentCache: (base: EnvironmentValues, isPushed: Bool, derived: EnvironmentValues)?

    /// The bar and pages are built in the navigation stack style context.
    private lazy var contentInputs = inputs.setting(.navigationStack)
    override var childInputs: ViewInputs { contentInputs }

    override func mount() { build() }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { build() }

    override func invalidated() {
        graph.clearDirty(self)
        build()
    }

    // MARK: - Pages

    private var pathElements: [AnyHashable] { value.path?.elements() ?? internalPath }

    /// The top page: its view, id and depth.
    private func topPage(_ elements: [AnyHashable]) -> (view: AnyView, id: NavigationPageID) {
        let depth = elements.count + viewPages.count
        if let page = viewPages.last { return (page.view, NavigationPageID(depth: depth, key: page.serial)) }
        guard let top = elements.last else {
            return (AnyView(value.root), NavigationPageID(depth: 0, key: nil))
        }
        let id = NavigationPageID(depth: depth, key: top)
        guard let destination = context.destinations[ObjectIdentifier(type(of: top.base))] else {
            graph.warn(
                "A NavigationLink is presenting a value of type \(type(of: top.base)) but there is no matching "
                    + "navigationDestination declaration visible from the location of the link.")
            return (AnyView(EmptyView()), id)
        }
        return (destination(top), id)
    }

    private func pageEnvironment(isPushed: Bool) -> EnvironmentValues {
        if let cache = pageEnvironmentCache, cache.isPushed == isPushed,
            cache.base.hasSameVersions(as: environment)
        {
            return cache.derived
        }
        var derived = environment
        derived.navigationContext = context
        derived.isPresented = isPushed
        if isPushed { derived.dismiss = DismissAction { [weak self] in self?.pop() } }
        pageEnvironmentCache = (environment, isPushed, derived)
        return derived
    }

    private func build() {
        isBuilding = true
        let elements = tracking { pathElements }
        if !rootWasBuilt, !elements.isEmpty {
            // The root registers the destinations: build it once before the first value page.
            buildPage(AnyView(value.root), id: NavigationPageID(depth: 0, key: nil), isPushed: false)
        }
        let (page, id) = topPage(elements)
        buildPage(page, id: id, isPushed: id.depth > 0)
        isBuilding = false
        refreshBar()
    }

    private func buildPage(_ page: AnyView, id: NavigationPageID, isPushed: Bool) {
        if id.depth == 0 { rootWasBuilt = true }
        let view = IdentifiedView(content: page, id: id)
        let environment = pageEnvironment(isPushed: isPushed)
        if children.isEmpty {
            children.append(graph.makeNode(for: bar(title: ""), parent: self, environment: self.environment))
            children.append(graph.makeNode(for: view, parent: self, environment: environment))
        } else {
            children[1] = reconcile(children[1], with: view, environment: environment)
        }
    }

    private func bar(title: String) -> NavigationBar {
        let depth = pathElements.count + viewPages.count
        return NavigationBar(content: NavigationBarContent(title: title, showsBackButton: depth > 0)) {
            [weak self] in self?.pop()
        }
    }

    private func refreshBar() {
        let title = children[1].firstOutput(NavigationTitleOutput.self) ?? ""
        children[0] = reconcile(children[0], with: bar(title: title), environment: environment)
    }

    // MARK: - Outputs

    func collects(_ key: ObjectIdentifier) -> Bool { key == ObjectIdentifier(NavigationTitleOutput.self) }

    func outputChanged(_ key: ObjectIdentifier) {
        guard !isBuilding, children.count == 2 else { return }
        refreshBar()
    }

    // MARK: - Actions

    func push(value pushed: AnyHashable) {
        if let path = value.path {
            if !path.append(pushed) {
                graph.warn("the navigation path cannot hold a value of type \(type(of: pushed.base))")
            }
        } else {
            internalPath.append(pushed)
        }
        graph.markDirty(self)
    }

    func push(view: AnyView) {
        nextSerial += 1
        viewPages.append((nextSerial, view))
        graph.markDirty(self)
    }

    func pop() {
        guard isMounted else { return }
        if !viewPages.isEmpty {
            viewPages.removeLast()
        } else if let path = value.path {
            path.removeLast(1)
        } else if !internalPath.isEmpty {
            internalPath.removeLast()
        }
        graph.markDirty(self)
    }

    // MARK: - Layout

    private var barNode: ViewNode { children[0] }

    private var pageChild: LayoutChild {
        var units: [ViewNode] = []
        children[1].collectLayoutUnits(into: &units)
        return LayoutChild(subviews: LayoutSubviews(nodes: units))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let bar = barNode.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        let page = pageChild.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar.height) }))
        return CGSize(
            width: proposal.width ?? max(bar.width, page.width),
            height: proposal.height ?? bar.height + page.height)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let barProposal = ProposedViewSize(width: frame.width, height: nil)
        let barHeight = barNode.sizeThatFits(barProposal).height
        LayoutSubview(node: barNode).place(at: frame.origin, proposal: barProposal)
        let area = CGRect(
            x: frame.minX, y: frame.minY + barHeight, width: frame.width,
            height: max(0, frame.height - barHeight))
        let child = pageChild
        let pageProposal = ProposedViewSize(area.size)
        let size = child.sizeThatFits(pageProposal)
        child.place(
            at: LayoutDefaults.current.rounded(
                CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)),
            proposal: pageProposal)
    }
}
