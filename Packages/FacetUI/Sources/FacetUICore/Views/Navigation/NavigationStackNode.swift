import Foundation

/// Identifies a page of a navigation stack: a new page gets a new node.
struct NavigationPageID: Hashable {
    let depth: Int
    let key: NavigationPageKey
}

/// What a page shows: the root, a value of the path, a pushed view or a presented
/// destination.
enum NavigationPageKey: Hashable {
    case root
    case value(AnyHashable)
    case view(Int)
    case presented(ObjectIdentifier)
}

/// A page pushed by a view (a `NavigationLink` with a destination, or a presented
/// `navigationDestination(isPresented:)`/`(item:)` or bound `NavigationLink`), above the
/// pages of the path.
struct PushedNavigationPage {
    let key: NavigationPageKey
    var view: AnyView
    /// The view presenting the page while its state says so, if any.
    weak var presenter: ViewNode?
    /// Runs when the page is popped by the stack (writes the presenting binding).
    let onPop: (@MainActor () -> Void)?
}

/// The node of a ``NavigationStack``: children are the bar and one ``NavigationPage`` per
/// page of the path, bottom first. Every page stays in the graph with its state; only the
/// top page's widget is in the widget tree and laid out. It keeps the path (its own, or
/// the bound one, read under observation), resolves values to pages through the registered
/// destinations and collects the top page's title output.
@MainActor
final class NavigationStackNode<Data, Root: View>: TypedNode<NavigationStack<Data, Root>>,
    NavigationStackActions,
    OutputCollector
{
    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    private lazy var context = NavigationContext(stack: self)
    private var internalPath: [AnyHashable] = []
    private var pushedPages: [PushedNavigationPage] = []
    /// Presented pages whose view changed since they were built.
    private var changedPages: Set<NavigationPageKey> = []
    private var nextSerial = 0
    private var isBuilding = false
    private var pageEnvironmentCache: (base: EnvironmentValues, isPushed: Bool, derived: EnvironmentValues)?

    /// The bar and pages are built in the navigation stack style context.
    private lazy var contentInputs = inputs.setting(.navigationStack)
    override var childInputs: ViewInputs { contentInputs }

    override func mount() { build(updatingPages: true) }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { build(updatingPages: true) }

    override func invalidated() {
        graph.clearDirty(self)
        build(updatingPages: false)
    }

    // MARK: - Pages

    private var pathElements: [AnyHashable] { value.path?.elements() ?? internalPath }

    /// The page nodes, bottom first.
    var pageNodes: ArraySlice<ViewNode> { children.dropFirst() }

    private var pathDepth: Int { pathElements.count + pushedPages.count }

    private func destination(for element: AnyHashable) -> AnyView {
        context.page(for: element, graph: graph) ?? AnyView(EmptyView())
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

    /// Builds the pages bottom first, so that each page registers its destinations before
    /// the page above it is resolved; existing pages are updated only with `updatingPages`
    /// (a new value from the parent) or when their presented view changed.
    private func build(updatingPages: Bool) {
        isBuilding = true
        if children.isEmpty {
            children.append(graph.makeNode(for: bar(title: ""), parent: self, environment: environment))
        }
        let oldTop = children.count > 1 ? children.last : nil
        let elements = tracking { pathElements }
        var count = 0
        func page(_ id: NavigationPageID, update: Bool, view: () -> AnyView) {
            count += 1
            let environment = pageEnvironment(isPushed: id.depth > 0)
            if count < children.count,
                let existing = children[count] as? NavigationPageNode<NavigationPageID>,
                existing.pageID == id
            {
                if update {
                    existing.update(
                        with: NavigationPage(content: IdentifiedView(content: view(), id: id)),
                        environment: environment)
                }
                return
            }
            removePages(from: count)
            let content = NavigationPage(content: IdentifiedView(content: view(), id: id))
            children.append(graph.makeNode(for: content, parent: self, environment: environment))
        }
        page(NavigationPageID(depth: 0, key: .root), update: updatingPages) { AnyView(value.root) }
        for (index, element) in elements.enumerated() {
            page(NavigationPageID(depth: index + 1, key: .value(element)), update: updatingPages) {
                destination(for: element)
            }
        }
        for (index, pushed) in pushedPages.enumerated() {
            let id = NavigationPageID(depth: elements.count + index + 1, key: pushed.key)
            page(id, update: updatingPages || changedPages.contains(pushed.key)) { pushed.view }
        }
        changedPages = []
        removePages(from: count + 1)
        showTopPage(changed: oldTop !== children.last)
        isBuilding = false
        refreshBar()
    }

    /// Unmounts the pages from child `index` on.
    private func removePages(from index: Int) {
        guard index < children.count else { return }
        for child in children[index...] { child.unmount() }
        children.removeSubrange(index...)
        graph.structureChanged(below: self)
    }

    private func showTopPage(changed: Bool) {
        guard let top = children.last as? NavigationPageNode<NavigationPageID> else { return }
        for case let page as NavigationPageNode<NavigationPageID> in pageNodes.dropLast() {
            page.setShown(false, after: children[0])
        }
        top.setShown(true, after: children[0])
        if changed {
            unitsChanged()
            graph.invalidateLayout(self)
        }
    }

    /// The bars for the top page's title and toolbar requests.
    private func bar(title: String, request: ToolbarRequest = ToolbarRequest(outputsOf: nil))
        -> NavigationBarArea
    {
        let content = NavigationBarContent(
            title: request.hasPrincipal ? "" : title,
            showsBackButton: pathDepth > 0 && !request.hidesBackButton)
        return NavigationBarArea(bar: request.hidesTopBar ? nil : content, request: request) { [weak self] in
            self?.pop()
        }
    }

    private func refreshBar() {
        let top = children.last.flatMap { $0 === children[0] ? nil : $0 }
        let title = top?.firstOutput(NavigationTitleOutput.self)
        children[0] = reconcile(
            children[0], with: bar(title: title ?? "", request: ToolbarRequest(outputsOf: top)),
            environment: environment)
    }

    // MARK: - Outputs

    func collects(_ key: ObjectIdentifier) -> Bool {
        key == ObjectIdentifier(NavigationTitleOutput.self) || ToolbarRequest.keys.contains(key)
    }

    func outputChanged(_ key: ObjectIdentifier) {
        guard !isBuilding, children.count > 1 else { return }
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
        pushedPages.append(
            PushedNavigationPage(key: .view(nextSerial), view: view, presenter: nil, onPop: nil))
        graph.markDirty(self)
    }

    func present(_ view: AnyView, by presenter: ViewNode, onPop: @escaping @MainActor () -> Void) {
        let key = NavigationPageKey.presented(ObjectIdentifier(presenter))
        if let index = pushedPages.firstIndex(where: { $0.key == key }) {
            pushedPages[index].view = view
            changedPages.insert(key)
        } else {
            pushedPages.append(PushedNavigationPage(key: key, view: view, presenter: presenter, onPop: onPop))
        }
        graph.markDirty(self)
    }

    /// Pops the page `presenter` showed and the pages pushed from it or above it, but keeps
    /// the pages presented by views below it (a sibling link's page, shown when a selection
    /// moved from one link to the other, whichever of the two updated first).
    func withdraw(presentedBy presenter: ViewNode) {
        let key = NavigationPageKey.presented(ObjectIdentifier(presenter))
        guard let index = pushedPages.firstIndex(where: { $0.key == key }) else { return }
        let depth = pathElements.count + index + 1
        let kept = pushedPages[(index + 1)...].filter { page in
            page.presenter.flatMap { pageDepth(of: $0) }.map { $0 < depth } ?? false
        }
        pushedPages = Array(pushedPages[..<index]) + kept
        if isMounted { graph.markDirty(self) }
    }

    /// The depth of the page `node` is on (0 for the root), or `nil` when it is on none.
    private func pageDepth(of node: ViewNode) -> Int? {
        var current: ViewNode? = node
        while let candidate = current, let parent = candidate.parent {
            if parent === self {
                return children.firstIndex { $0 === candidate }.map { $0 - 1 }
            }
            current = parent
        }
        return nil
    }

    func pop() {
        guard isMounted else { return }
        if let page = pushedPages.popLast() {
            page.onPop?()
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
        LayoutChild(subviews: LayoutSubviews(nodes: children.count > 1 ? [children[children.count - 1]] : []))
    }

    override func takesPartInLayout(_ child: ViewNode) -> Bool {
        child === children[0] || child === children.last
    }

    /// The bars' node.
    private var area: NavigationBarAreaNode? { barNode as? NavigationBarAreaNode }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let top = area?.topHeight(width: proposal.width) ?? 0
        let bottom = area?.bottomHeight(width: proposal.width) ?? 0
        let bars = barNode.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        let page = pageChild.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - top - bottom) })
        )
        return CGSize(
            width: proposal.width ?? max(bars.width, page.width),
            height: proposal.height ?? top + bottom + page.height)
    }

    /// The page's safe area: the stack's, cut at the bars. The bars are drawn before the
    /// page, so a page ignoring the safe area stops at them rather than covering them.
    private var pageSafeArea: SafeAreaGeometry?

    override func safeArea(forChild child: ViewNode) -> SafeAreaGeometry {
        child === barNode ? placedSafeArea : pageSafeArea ?? placedSafeArea
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let top = area?.topHeight(width: frame.width) ?? 0
        let bottom = area?.bottomHeight(width: frame.width) ?? 0
        LayoutSubview(node: barNode).place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        let area = CGRect(
            x: frame.minX, y: frame.minY + top, width: frame.width,
            height: max(0, frame.height - top - bottom))
        var safeArea = placedSafeArea
        if top > 0 { safeArea = safeArea.cut(atMinY: area.minY) }
        if bottom > 0 { safeArea = safeArea.cut(atMaxY: area.maxY) }
        pageSafeArea = safeArea
        pageChild.place(at: area.origin, proposal: ProposedViewSize(area.size))
    }
}
