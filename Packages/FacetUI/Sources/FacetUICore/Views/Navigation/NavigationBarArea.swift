import Foundation

/// What a page (or a window's content) asks of its bars, folded from its outputs: the
/// toolbar items of its `.toolbar` modifiers, which bars are hidden, whether the back
/// button is hidden.
struct ToolbarRequest {
    var entries: [ToolbarEntry] = []
    var hidesTopBar = false
    var hidesBottomBar = false
    var hidesBackButton = false

    /// The keys a bar's owner collects.
    static let keys: Set<ObjectIdentifier> = [
        ObjectIdentifier(ToolbarOutput.self), ObjectIdentifier(ToolbarVisibilityOutput.self),
        ObjectIdentifier(NavigationBarBackButtonHiddenOutput.self),
    ]

    /// The request of the outputs written in `node`'s subtree (the outermost modifier
    /// winning where two disagree).
    @MainActor
    init(outputsOf node: ViewNode?) {
        guard let node else { return }
        var toolbars: [GraphOutput<ToolbarDeclaration>] = []
        node.collectOutputs(ToolbarOutput.self, into: &toolbars)
        entries = toolbars.flatMap(\.value.entries)
        var visibilities: [GraphOutput<ToolbarVisibilitySetting>] = []
        node.collectOutputs(ToolbarVisibilityOutput.self, into: &visibilities)
        for setting in visibilities.map(\.value) where setting.visibility != .automatic {
            let hidden = setting.visibility == .hidden
            if setting.bars.contains(where: \.isTopBar) { hidesTopBar = hidden }
            if setting.bars.contains(where: \.isBottomBar) { hidesBottomBar = hidden }
        }
        var backButton: [GraphOutput<Bool>] = []
        node.collectOutputs(NavigationBarBackButtonHiddenOutput.self, into: &backButton)
        hidesBackButton = backButton.last?.value ?? false
    }

    /// The entries drawn in `region`.
    func entries(in region: ToolbarRegion) -> [ToolbarEntry] {
        entries.filter { $0.placement.region == region }
    }

    /// Whether the top bar has a principal item, which takes the title's place.
    var hasPrincipal: Bool { entries.contains { $0.placement.region == .principal } }

    /// Whether a bottom bar is shown.
    var showsBottomBar: Bool { !hidesBottomBar && !entries(in: .bottom).isEmpty }
}

/// The bars of a navigation stack or a window: the top bar (title, back button, and the
/// toolbar items at its leading and trailing edges and in its centre) and, when items are
/// placed there, a bottom bar. Placed over the whole area of its owner, it draws the top
/// bar at the top and the bottom bar at the bottom; the owner lays its content out between
/// them (``topHeight(width:)``, ``bottomHeight(width:)``).
struct NavigationBarArea: View, PrimitiveView {
    /// The top bar, or `nil` when it is hidden.
    let bar: NavigationBarContent?
    let request: ToolbarRequest
    /// The edit mode of the page the bars belong to, which its toolbar items share.
    var editMode: Binding<EditMode>? = nil
    let onBack: @MainActor () -> Void
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationBarAreaNode(self, graph: graph, parent: parent, environment: environment)
    }

    /// The items of `region`, side by side, each a real view of the graph.
    func row(_ region: ToolbarRegion) -> ToolbarRow {
        ToolbarRow(entries: bar == nil && region != .bottom ? [] : request.entries(in: region))
    }

    var bottomBar: ToolbarBottomBar? {
        request.showsBottomBar ? ToolbarBottomBar(row: row(.bottom)) : nil
    }
}

/// Toolbar items side by side (a label among them shows its icon alone, as in SwiftUI's
/// bars).
struct ToolbarRow: View {
    let entries: [ToolbarEntry]

    var body: some View {
        HStack {
            ForEach(entries.indices, id: \.self) { index in entries[index].erasedContent }
        }
        .environment(\.isToolbarItem, true)
    }
}

/// The bar under a navigation stack's content holding its bottom-bar and status items,
/// centred, under a divider.
struct ToolbarBottomBar: View {
    let row: ToolbarRow

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            row.frame(maxWidth: .infinity)
        }
    }
}

/// The node of a ``NavigationBarArea``: children are the top bar (or nothing), the
/// leading, principal and trailing item rows, and the bottom bar (or nothing).
@MainActor
final class NavigationBarAreaNode: TypedNode<NavigationBarArea> {
    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    override func mount() { build() }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { build() }

    /// The environment of the bars' parts as last derived (see ``partsEnvironment()``).
    private var derivedEnvironment: EnvironmentValues?

    private func build() {
        let bar = value.bar.map { NavigationBar(content: $0, onBack: value.onBack) }
        let parts: [any View] = [
            bar, value.row(.leading), value.row(.principal), value.row(.trailing), value.bottomBar,
        ]
        let environment = partsEnvironment()
        let old = children
        children = parts.enumerated().map { index, part in
            index < old.count
                ? reconcile(old[index], withAny: part, environment: environment)
                : graph.makeNode(forAny: part, parent: self, environment: environment)
        }
        if old.count != children.count || zip(old, children).contains(where: { $0 !== $1 }) {
            unitsChanged()
        }
        graph.invalidateLayout(self)
    }

    /// The environment with the page's edit mode; the same edit mode keeps its version, so
    /// that the items are not evaluated again for nothing.
    private func partsEnvironment() -> EnvironmentValues {
        guard let editMode = value.editMode else { return environment }
        var derived = environment
        derived.editMode = editMode
        if let previous = derivedEnvironment, let old = previous.editMode,
            old.location.isSame(as: editMode.location)
        {
            derived.reuseVersions(of: previous, forKeysWrittenOver: environment)
        }
        derivedEnvironment = derived
        return derived
    }

    // MARK: - Layout

    /// The unit of part `index`, if it shows one.
    private func unit(_ index: Int) -> ViewNode? {
        guard index < children.count else { return nil }
        var units: [ViewNode] = []
        children[index].collectLayoutUnits(into: &units)
        return units.first
    }

    private var barContent: NavigationBarContent? { value.bar }

    /// The height of the top bar at `width` (0 when it is hidden).
    func topHeight(width: CGFloat?) -> CGFloat {
        guard let bar = unit(0), let content = barContent else { return 0 }
        let insets = graph.backend.contentInsets(for: content)
        let rows = (1...3).compactMap(unit).map { $0.sizeThatFits(.unspecified).height }
        let barHeight = bar.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        return max(barHeight, (rows.max() ?? 0) + insets.top + insets.bottom)
    }

    /// The height of the bottom bar at `width` (0 when there is none).
    func bottomHeight(width: CGFloat?) -> CGFloat {
        unit(4)?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let bars = topHeight(width: proposal.width) + bottomHeight(width: proposal.width)
        let ideal = (0...4).compactMap(unit).map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
        return CGSize(width: proposal.width ?? ideal, height: max(proposal.height ?? bars, bars))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let top = topHeight(width: frame.width)
        if let bar = unit(0), let content = barContent {
            LayoutSubview(node: bar).place(
                at: frame.origin, proposal: ProposedViewSize(width: frame.width, height: top))
            let insets = graph.backend.contentInsets(for: content)
            let inner = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, top - insets.top - insets.bottom))
            let scale = max(graph.backend.metrics.scale, 1)
            func place(_ index: Int, x: (CGFloat) -> CGFloat) {
                guard let row = unit(index) else { return }
                let size = row.sizeThatFits(.unspecified)
                let y = inner.minY + ((inner.height - size.height) / 2 * scale).rounded(.down) / scale
                LayoutSubview(node: row).place(
                    at: CGPoint(x: (x(size.width) * scale).rounded(.down) / scale, y: y),
                    proposal: ProposedViewSize(size))
            }
            place(1) { _ in inner.minX }
            place(2) { frame.midX - $0 / 2 }
            place(3) { inner.maxX - $0 }
        }
        if let bottom = unit(4) {
            let height = bottomHeight(width: frame.width)
            LayoutSubview(node: bottom).place(
                at: CGPoint(x: frame.minX, y: frame.maxY - height),
                proposal: ProposedViewSize(width: frame.width, height: height))
        }
    }
}
