import Foundation

/// The root of a graph: it offers the window's safe area (the window inside the graph's
/// `safeAreaInsets` and the window's bars) to its content and centres it there (several
/// top-level views stack vertically, as in a `VStack`). Presented modals (sheets, alerts)
/// are children of the root after the content: each is offered the window's size and
/// centred in it, above the content. Toolbar items no navigation stack shows go in the
/// window's bars (as on macOS): then the bars follow the content, the top bar above it and
/// a bottom bar below, and the content is centred between them.
@MainActor
final class RootNode: ViewNode, OutputCollector {
    private let content: any View
    private let stack = VStackLayout()
    private var stackCache = _StackLayoutCache()
    /// The presented modals, bottom first (they follow the content in `children`).
    private(set) var modals: [ViewNode] = []
    /// The window's bars, while toolbar items reach the window.
    private var windowBars: NavigationBarAreaNode?

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
        refreshWindowBars()
        refreshColorScheme()
    }

    // MARK: - Window bars

    func collects(_ key: ObjectIdentifier) -> Bool {
        key == ObjectIdentifier(NavigationTitleOutput.self) || ToolbarRequest.keys.contains(key)
            || key == ObjectIdentifier(PreferredColorSchemeOutput.self)
    }

    func outputChanged(_ key: ObjectIdentifier) {
        if key == ObjectIdentifier(PreferredColorSchemeOutput.self) { return refreshColorScheme() }
        // A title matters only to a bar that is shown.
        if key == ObjectIdentifier(NavigationTitleOutput.self), windowBars == nil { return }
        refreshWindowBars()
    }

    /// Shows the window's bars while toolbar items reach the window, with the title.
    private func refreshWindowBars() {
        guard let content = children.first else { return }
        let request = ToolbarRequest(outputsOf: content)
        guard !request.entries.isEmpty else {
            if let windowBars {
                children.removeAll { $0 === windowBars }
                windowBars.unmount()
                self.windowBars = nil
                unitsChanged()
                layout.needsPlacement = true
                graph.invalidateLayout(self)
            }
            return
        }
        let title = request.hasPrincipal ? "" : content.firstOutput(NavigationTitleOutput.self) ?? ""
        let bars = NavigationBarArea(
            bar: request.hidesTopBar ? nil : NavigationBarContent(title: title, showsBackButton: false),
            request: request, onBack: {})
        if let windowBars {
            windowBars.update(with: bars, environment: environment)
            return
        }
        let node = graph.makeNode(for: bars, parent: self, environment: environment)
        windowBars = node as? NavigationBarAreaNode
        children.insert(node, at: 1)
        layout.needsPlacement = true
        graph.invalidateLayout(self)
    }

    // MARK: - Color scheme

    /// The color scheme the content prefers (`preferredColorScheme(_:)`), or `nil`.
    private(set) var preferredColorScheme: ColorScheme?

    /// Reads the preferred color scheme again; a change re-evaluates the views below that
    /// read `\.colorScheme` (the window's scheme is the preferred one, else the default).
    private func refreshColorScheme() {
        guard let content = children.first else { return }
        let preferred = content.firstOutput(PreferredColorSchemeOutput.self) ?? nil
        guard preferred != preferredColorScheme else { return }
        preferredColorScheme = preferred
        var environment = environment
        environment.colorScheme = preferred ?? EnvironmentValues().colorScheme
        self.environment = environment
        content.update(with: self.content, environment: environment)
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

    override func takesPartInLayout(_ child: ViewNode) -> Bool {
        child !== windowBars && !modals.contains { $0 === child }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// The content's safe area: the window's, inset by the window's bars.
    private var contentSafeArea: SafeAreaGeometry?

    /// The region the content is laid out in (root coordinates): the window's safe area
    /// inside the window's bars.
    var windowContentArea: CGRect { (contentSafeArea ?? placedSafeArea).safe }

    override func safeArea(forChild child: ViewNode) -> SafeAreaGeometry {
        takesPartInLayout(child) ? contentSafeArea ?? placedSafeArea : placedSafeArea
    }

    override func placeChildren(in window: CGRect, proposal: ProposedViewSize) {
        var safeArea = placedSafeArea
        if let windowBars {
            // The bars sit inside the window's insets and add to them for the content.
            let safe = safeArea.safe
            LayoutSubview(node: windowBars).place(at: safe.origin, proposal: ProposedViewSize(safe.size))
            let top = windowBars.topHeight(width: safe.width)
            let bottom = windowBars.bottomHeight(width: safe.width)
            safeArea = safeArea.adding(
                EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), inside: safe)
        }
        contentSafeArea = safeArea
        // The content is laid out in the safe area, as a hosting view does.
        let frame = safeArea.safe
        let proposal = ProposedViewSize(frame.size)
        let subviews = subviews
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        stack.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &stackCache
        )
        for modal in modals {
            let whole = ProposedViewSize(window.size)
            let size = modal.sizeThatFits(whole)
            LayoutSubview(node: modal).place(
                at: CGPoint(x: window.midX - size.width / 2, y: window.midY - size.height / 2),
                proposal: whole
            )
        }
    }
}
