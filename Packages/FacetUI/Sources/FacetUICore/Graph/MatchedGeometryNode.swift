import Foundation

/// The node of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: an effect widget
/// around its content, drawing it at the frame its group gives it (its own, the source's,
/// or on the way between two during an animated move), with a transform: its layout and its
/// neighbours' are unchanged.
@MainActor
final class MatchedGeometryNode<Content: View, ID: Hashable>: WrapperNode<
    ModifiedContent<Content, _MatchedGeometryEffect<ID>>, Content
>, MatchedGeometryMember
{
    typealias Value = ModifiedContent<Content, _MatchedGeometryEffect<ID>>

    private var content: EffectContent?
    /// The transaction that created the widget: the first transform is part of creating it.
    private var creation = -1
    private(set) var key: MatchedGeometryKey
    var baseTarget: CGRect?
    var insertion: (serial: Int, animation: Animation)?
    var wasLeaving = false

    init(_ value: Value, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        key = MatchedGeometryKey(value.modifier)
        super.init(value, graph: graph, parent: parent, environment: environment) { $0.content }
    }

    override var isLayoutUnit: Bool { true }
    override var stackAxis: Axis? { nil }

    var properties: MatchedGeometryProperties { value.modifier.args.properties }
    var anchor: UnitPoint { value.modifier.args.anchor }
    var isSource: Bool { value.modifier.args.isSource }

    var presentedFrame: CGRect {
        let base = baseTarget ?? frame
        let moved = value.modifier.displacement
        return CGRect(
            x: base.minX + moved.minX, y: base.minY + moved.minY, width: max(base.width + moved.width, 0),
            height: max(base.height + moved.height, 0))
    }

    override func mount() {
        let transaction = graph.transactions.current
        if graph.transactions.isApplyingChanges, transaction.isAnimated, let animation = transaction.animation
        {
            insertion = (graph.transactionSerial, animation)
        }
        let content = EffectContent(effect: .transform(transform()))
        self.content = content
        creation = graph.transactionSerial
        graph.createWidget(for: self, content: content)
        super.mount()
        graph.matchedGeometry.join(self)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let newKey = MatchedGeometryKey(value.modifier)
        if newKey != key {
            graph.matchedGeometry.leave(self)
            key = newKey
            graph.matchedGeometry.join(self)
        } else {
            graph.matchedGeometry.needsResolve(key)
        }
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        refresh()
    }

    // A move between two views of the group changes the effect widget only.
    override func applyAnimationFrame() { refresh() }

    override func didUnmount() {
        graph.matchedGeometry.leave(self)
    }

    func refresh() {
        guard isMounted else { return }
        let new = EffectContent(effect: .transform(transform()))
        guard new != content else { return }
        content = new
        graph.updateWidget(of: self, content: new, counted: creation != graph.transactionSerial)
    }

    /// The transform drawing the node's own frame at ``presentedFrame``, in the node's
    /// coordinates (origin at its top-leading corner).
    private func transform() -> ProjectionTransform {
        let own = frame
        let target = presentedFrame
        let scaleX = own.width > 0 ? target.width / own.width : 1
        let scaleY = own.height > 0 ? target.height / own.height : 1
        return ProjectionTransform(
            CGAffineTransform(scaleX: scaleX, y: scaleY).concatenating(
                CGAffineTransform(translationX: target.minX - own.minX, y: target.minY - own.minY)))
    }

    func startMotion(from start: CGRect?, to end: CGRect?, animation: Animation) {
        let base = baseTarget ?? frame
        func offset(_ rect: CGRect?) -> CGRect {
            guard let rect else { return .zero }
            return CGRect(
                x: rect.minX - base.minX, y: rect.minY - base.minY, width: rect.width - base.width,
                height: rect.height - base.height)
        }
        var from = value
        from.modifier.displacement = start.map(offset) ?? value.modifier.displacement
        var to = value
        to.modifier.displacement = offset(end)
        _ = animationTrack?.cancel()
        let track = TypedAnimationTrack<Value, CGRect.AnimatableData>(
            read: { $0.modifier.displacement.animatableData },
            write: { $0.modifier.displacement.animatableData = $1 })
        track.model = from
        let started = track.animate(
            to: to, with: graph.animations.adjusted(animation), completions: [], environment: environment,
            at: graph.frameClock.now)
        animationTrack = started ? track : nil
        value = started ? track.presented() : to
        if started { graph.animations.started(self) }
    }

    private var child: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: childUnits)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        child.place(at: frame.origin, proposal: proposal)
        graph.matchedGeometry.needsResolve(key)
    }
}

/// A view of a matched geometry group, as the group's registry sees it.
@MainActor
protocol MatchedGeometryMember: ViewNode {
    var key: MatchedGeometryKey { get }
    var properties: MatchedGeometryProperties { get }
    var anchor: UnitPoint { get }
    var isSource: Bool { get }
    /// The frame the group gives the view (a source's, for a view that is not the source);
    /// `nil`: its own.
    var baseTarget: CGRect? { get set }
    /// The transaction that inserted the view under an animation, and that animation.
    var insertion: (serial: Int, animation: Animation)? { get set }
    /// Whether the view was already seen leaving (a removal transition keeps it drawn).
    var wasLeaving: Bool { get set }
    /// Where the view is drawn now.
    var presentedFrame: CGRect { get }
    /// Animates where the view is drawn from `start` (`nil`: where it is) to `end` (`nil`:
    /// the frame the group gives it).
    func startMotion(from start: CGRect?, to end: CGRect?, animation: Animation)
    /// Applies the current drawn frame to the widget.
    func refresh()
}

extension MatchedGeometryMember {
    /// Whether the view is part of a subtree that is leaving through a removal transition.
    var isInLeavingSubtree: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }
}

/// The group of a matched geometry view: its identifier within its namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable

    @MainActor init<ID: Hashable>(_ effect: _MatchedGeometryEffect<ID>) {
        (namespace, id) = (effect.namespace, AnyHashable(effect.id))
    }
}
