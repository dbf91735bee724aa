import Foundation

/// One retained node of the view graph: it holds one view value, its environment, its
/// children, its layout results and (for primitives with a backing widget) its widget.
///
/// Nodes are created when a view first appears and live until it goes away; identity is
/// structural (tuple slot, conditional branch) plus explicit ids (`ForEach`, `.id(_:)`).
/// Inspection and introspection tools read nodes; only the graph changes them.
@MainActor
public class ViewNode {
    /// The graph this node belongs to.
    public unowned let graph: ViewGraph
    /// The parent node (`nil` for the root).
    public internal(set) weak var parent: ViewNode?
    /// The child nodes, in order.
    public internal(set) var children: [ViewNode] = [] {
        didSet { if preferenceState != nil { preferenceChildrenChanged() } }
    }
    /// What the node knows of the preferences written in its subtree (see
    /// ``PreferenceState``), once one is.
    var preferenceState: PreferenceState?
    /// The environment this node was built with.
    public internal(set) var environment: EnvironmentValues
    /// The graph inputs this node was built with: its parent's, with any its parent set
    /// for its children. They are fixed for the node's life (see ``ViewInputKey``).
    public let inputs: ViewInputs
    /// Distance from the root; dirty nodes are re-evaluated shallowest first.
    let depth: Int
    /// Whether the node is still part of the graph.
    public internal(set) var isMounted = true
    /// The backing widget, for primitives that have one.
    public internal(set) var widget: AnyObject?
    /// The frame, in the root's coordinate space, from the last layout.
    public internal(set) var frame: CGRect = .zero
    /// Layout state: size cache, last proposal.
    var layout = NodeLayoutState()
    /// Whether an invalidation is pending for the next transaction.
    var isDirtyFlag = false
    /// The cached `childUnits`.
    private var cachedUnits: [ViewNode]?
    /// Whether the node is being mounted (its parent does not list it yet).
    var isAttaching = false
    /// Children removed by an update whose removal transitions still run.
    var leavingChildren: [LeavingChild] = []
    /// Whether this node is such a child: drawn and laid out, but out of the hierarchy and
    /// taking no input.
    var isLeaving = false
    /// Identifies the current observation: a change seen by an older one is ignored.
    var observationGeneration = 0
    /// The transaction of the last update that built or changed this node (for tools:
    /// whether a change reached the node animated, and with which animation).
    @_spi(Inspection) public internal(set) var updateTransaction: Transaction

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.environment = environment
        self.inputs = parent?.childInputs ?? ViewInputs()
        self.depth = (parent?.depth ?? -1) + 1
        self.updateTransaction = graph.transactions.current
    }

    /// The inputs the children of this node are built with (nodes that set inputs
    /// override, and compute them once).
    var childInputs: ViewInputs { inputs }

    // MARK: - Subclass interface

    /// The view value this node currently holds.
    public var view: any View { EmptyView() }

    /// The type of ``view``, read without copying the value (for inspection tools, which
    /// look up what they know about a view type once per type).
    @_spi(Inspection) public var viewType: any View.Type { type(of: view) }

    /// The `@EnvironmentObject` properties of a custom view or modifier that no ancestor
    /// supplies ("name: Type"); while any is missing, its body shows nothing.
    @_spi(Inspection) public var missingEnvironmentObjects: [String] { [] }

    /// Whether the node takes one slot in its container's layout (`true`), or is
    /// transparent and contributes its children's slots (`false`: tuples, groups,
    /// `ForEach`, conditionals, custom views).
    var isLayoutUnit: Bool { false }

    /// Builds the children for the current view value (called once, after init).
    func mount() {}

    /// Receives a new view value (same type) and environment from the parent.
    func update(with view: any View, environment: EnvironmentValues) {}

    /// Re-evaluates after an invalidation (state or observed model changed).
    func invalidated() {}

    /// Tears the node down: removes its widget, cancels work, runs `onDisappear`.
    func unmount() {
        guard isMounted else { return }
        isMounted = false
        for child in children { child.unmount() }
        for leaving in leavingChildren { leaving.node.unmount() }
        leavingChildren.removeAll()
        if let widget { graph.removeWidget(widget, of: self) }
        widget = nil
        graph.endObservations(of: self)
        graph.frameClockStorage?.endRequests(of: self)
        graph.animations.nodeLeft(self)
        didUnmount()
    }

    /// Subclass hook after the node left the graph.
    func didUnmount() {}

    // MARK: - Children

    /// Reconciles `existing` with `view`: updates it in place when it holds the same view
    /// type, otherwise replaces it with a new node.
    func reconcile<V: View>(_ existing: ViewNode?, with view: V, environment: EnvironmentValues) -> ViewNode {
        if let existing, existing.holds(V.self) {
            existing.update(with: view, environment: environment)
            return existing
        }
        if let existing { existing.unmount() }
        graph.structureChanged(below: self)
        return graph.makeNode(for: view, parent: self, environment: environment)
    }

    /// Reconciles with an existential view, opening it.
    func reconcile(_ existing: ViewNode?, withAny view: any View, environment: EnvironmentValues) -> ViewNode
    {
        func open<V: View>(_ view: V) -> ViewNode {
            reconcile(existing, with: view, environment: environment)
        }
        return open(view)
    }

    /// Makes `content` this node's only child: reconciled with the current one, or built
    /// (for nodes whose content comes from a closure: geometry readers, timeline views).
    func reconcileOnlyChild<V: View>(with content: V) {
        if let child = children.first {
            let updated = reconcile(child, with: content, environment: environment)
            if updated !== child { children = [updated] }
        } else {
            children = [graph.makeNode(for: content, parent: self, environment: environment)]
            unitsChanged()
        }
    }

    /// Whether this node holds a view of type `type`.
    func holds<V: View>(_ type: V.Type) -> Bool { false }

    /// Sends the same view value with a new environment.
    func propagate(environment: EnvironmentValues) {
        update(with: view, environment: environment)
    }

    // MARK: - Layout units

    /// Appends the layout units this node contributes to its container.
    func collectLayoutUnits(into units: inout [ViewNode]) {
        if isLayoutUnit {
            units.append(self)
        } else {
            for child in childrenWithLeaving { child.collectLayoutUnits(into: &units) }
        }
    }

    // MARK: - Layout interface (layout units override)

    /// Computes the size for `proposal`; called on a cache miss.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the children inside `frame`, which was chosen for `proposal`.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {}

    /// The safe area `child`, one of this unit's child units, is placed in: the one this
    /// unit was placed in, unless a safe-area modifier changes it for its content.
    func safeArea(forChild child: ViewNode) -> SafeAreaGeometry {
        layout.contentSafeArea ?? placedSafeArea
    }

    /// An explicit horizontal alignment guide, or `nil` for the default.
    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat? { nil }

    /// An explicit vertical alignment guide, or `nil` for the default.
    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? { nil }

    /// Called when the layout units below this container changed (subclasses that cache
    /// more call `super`).
    func unitsChanged() {
        cachedUnits = nil
        layout.hitOrder = nil
    }

    /// The layout units of this node's children, collected through transparent nodes and
    /// cached until they change.
    var childUnits: [ViewNode] {
        if let cachedUnits { return cachedUnits }
        var collected: [ViewNode] = []
        for child in childrenWithLeaving where takesPartInLayout(child) {
            child.collectLayoutUnits(into: &collected)
        }
        cachedUnits = collected
        return collected
    }

    /// Whether `child`'s units take part in this node's layout (the root leaves modals out).
    func takesPartInLayout(_ child: ViewNode) -> Bool { true }

    /// The priority a stack gives this unit when dividing space.
    var layoutPriority: Double { trait(LayoutPriorityTrait.self) }

    /// The value of trait `key` set by this node itself (trait modifiers override).
    func localTrait(_ key: ObjectIdentifier) -> Any? { nil }

    /// Whether this unit has alignment guides of its own (text baselines, custom layouts);
    /// other units use the default guides, which saves building closures per query.
    var hasExplicitAlignment: Bool { false }

    /// Forgets the cached sizes (the content changed).
    func clearSizeCache() {
        layout.clear()
        sizeCacheCleared()
    }

    /// Called when the cached sizes are dropped (containers drop derived caches).
    func sizeCacheCleared() {}

    /// The axis of this container when it is a stack (spacers and dividers ask it).
    var stackAxis: Axis? { nil }

    /// The spacing this unit prefers around it.
    var spacing: ViewSpacing { ViewSpacing() }

    /// The frame last given to the widget, relative to its widget parent.
    var widgetFrame: CGRect? {
        get { layout.widgetFrame }
        set { layout.widgetFrame = newValue }
    }

    /// The nearest ancestor that is a layout unit (or the root).
    var layoutParent: ViewNode? {
        var node = parent
        while let current = node, !current.isLayoutUnit { node = current.parent }
        return node
    }

    /// The nearest ancestor holding a widget: the widget parent of this node's widget.
    var widgetParent: ViewNode? {
        var node = parent
        while let current = node, current.widget == nil { node = current.parent }
        return node
    }
}

/// A node that holds a view value of a known type.
@MainActor @usableFromInline
class TypedNode<Content: View>: ViewNode {
    /// The current view value.
    @usableFromInline var value: Content

    init(_ value: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.value = value
        super.init(graph: graph, parent: parent, environment: environment)
    }

    /// The animations of the value, while a change to it animates: `value` is then the
    /// presented value, the track's model the one the view wrote.
    var animationTrack: ValueAnimationTrack<Content>?

    /// The value as the view wrote it (what inspection tools read); during an animation
    /// `value` holds the presented one.
    override var view: any View { animationTrack?.model ?? value }

    override var viewType: any View.Type { Content.self }

    override func holds<V: View>(_ type: V.Type) -> Bool { type == Content.self }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let newValue = view as? Content else {
            assertionFailure("\(Self.self) was sent a \(type(of: view))")
            return
        }
        let model = animationTrack?.model ?? value
        let valueChanged = !Self.comparesValue || !ViewEquality.equal(model, newValue)
        let environmentChanged = !environment.hasSameVersions(as: self.environment)
        guard valueChanged || environmentChanged else { return }
        self.environment = environment
        updateTransaction = graph.transactions.current
        value = valueChanged ? received(newValue, replacing: model) : value
        didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
    }

    /// The value to hold for `newValue`: itself, or, when the current transaction animates
    /// a change of its animatable data, the value presented at the animation's start.
    private func received(_ newValue: Content, replacing model: Content) -> Content {
        let transaction = graph.transactions.current
        if transaction.isAnimated, let animation = transaction.animation,
            let track = animationTrack ?? AnimationTrackFactory.track(for: Content.self)
        {
            if track.model == nil { track.model = model }
            let started = track.animate(
                to: newValue, with: graph.animations.adjusted(animation),
                completions: transaction.completions,
                environment: environment, at: graph.frameClock.now)
            if started && animationTrack == nil {
                animationTrack = track
                graph.animations.started(self)
            }
            return animationTrack?.presented() ?? newValue
        }
        guard let animationTrack else { return newValue }
        animationTrack.model = newValue
        return animationTrack.presented()
    }

    /// Applies a new presented value of a running animation: by default as an update of
    /// the value; nodes whose animatable data reaches only their own output override.
    func applyAnimationFrame() {
        didUpdate(valueChanged: true, environmentChanged: false)
    }

    /// Whether an update first compares the new value with the old one (custom views and
    /// leaves). Containers do not: comparing would walk their whole content, which their
    /// children compare anyway, each where it matters.
    class var comparesValue: Bool { true }

    /// Applies a new value or environment (at least one of them changed).
    func didUpdate(valueChanged: Bool, environmentChanged: Bool) {}
}

extension ViewNode {
    /// The subtree as indented lines: node class, view type, frame.
    public var treeDescription: String {
        var lines: [String] = []
        func visit(_ node: ViewNode, _ depth: Int) {
            lines.append(
                String(repeating: "  ", count: depth)
                    + "\(type(of: node)) \(node.isMounted ? "" : "(unmounted) ")"
                    + "\(node.frame)")
            node.children.forEach { visit($0, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}

extension TypedNode: AnimatedNode {
    func stepAnimation(to time: Date) -> (isRunning: Bool, ready: [AnimationCompletion]) {
        guard let track = animationTrack else { return (false, []) }
        let ready = track.step(to: time)
        if track.isRunning {
            value = track.presented()
        } else {
            value = track.model
            animationTrack = nil
        }
        applyAnimationFrame()
        return (animationTrack != nil, ready)
    }

    func cancelAnimation() -> [AnimationCompletion] {
        guard let track = animationTrack else { return [] }
        animationTrack = nil
        value = track.model
        return track.cancel()
    }
}
