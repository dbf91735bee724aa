import Foundation

/// A node that runs a transition for its content (see ``View/transition(_:)-(AnyTransition)``).
/// As a body scope, it gives the transaction its content is updated under: the one it was
/// last updated under.
@MainActor
protocol TransitionHosting: ViewNode, BodyScopeNode {
    /// Runs the insertion transition, when the current transaction or the transition
    /// animates.
    func beginInsertion()
    /// Runs the removal transition; returns whether it animates (else the view goes at once).
    func beginRemoval() -> Bool
    /// Whether an animation of the transition's effects still runs.
    var isTransitionRunning: Bool { get }
}

/// The node of `.transition(_:)`: its child is the transition's body at the current phase,
/// around a ``TransitionContent`` holding the view. A phase change updates the body under
/// the transition's animation, so the body's effects animate as any animated change does.
@MainActor
class TransitionNode<Content: View>: TypedNode<TransitionView<Content>>, TransactionScoping,
    TransitionHosting
{
    override class var comparesValue: Bool { false }

    private(set) var phase = TransitionPhase.identity
    private(set) var outerTransaction = Transaction()

    private var transitionBody: any View {
        value.transition.body(content: TransitionContent(content: value.content), phase: phase)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        outerTransaction = graph.transactions.current
        let identity = contentIdentity
        if identity != shownIdentity, let old = children.first, graph.transactions.isApplyingChanges,
            let removal = animation(insertion: false)
        {
            replaceContent(old, removal: removal)
        } else {
            rebuild()
        }
        shownIdentity = identity
    }

    override func mount() {
        shownIdentity = contentIdentity
        outerTransaction = graph.transactions.current
        children = [graph.makeNode(forAny: transitionBody, parent: self, environment: environment)]
    }

    /// The explicit identity of the content (`.id(_:)` applied right before
    /// `.transition(_:)`): a new one is a new view, which the transition brings in while the
    /// old one goes.
    private var contentIdentity: AnyHashable? {
        (value.content as? any ExplicitlyIdentifiedView)?.explicitIdentity
    }
    private var shownIdentity: AnyHashable?

    /// Runs the removal transition on the body showing the old identity and the insertion
    /// transition on a new body for the new one.
    private func replaceContent(_ old: ViewNode, removal: Animation) {
        graph.transactions.scoped({ $0.animation = removal }) {
            phase = .didDisappear
            old.update(with: transitionBodyOfShownContent(in: old), environment: environment)
        }
        keepLeaving(old, slot: 0) { [unowned self] in effectsAnimate(in: old) }
        phase = .identity
        children = [graph.makeNode(forAny: transitionBody, parent: self, environment: environment)]
        graph.structureChanged(below: self)
        beginInsertion()
    }

    /// The body at the current phase around the content `body` already shows (the old
    /// identity's: its own content stays as it was).
    private func transitionBodyOfShownContent(in body: ViewNode) -> any View {
        let content = firstNode(of: TransitionContentNode.self, in: body)?.value.content ?? value.content
        return value.transition.body(content: TransitionContent(content: content), phase: phase)
    }

    func transformForDescendant(_ transaction: inout Transaction) {
        outerTransaction = transaction
    }

    private func rebuild() {
        children = [reconcile(children.first, withAny: transitionBody, environment: environment)]
    }

    /// Moves to `phase`, the body's changes animating with `animation` (`nil`: at once).
    private func move(to phase: TransitionPhase, animation: Animation?) {
        self.phase = phase
        graph.transactions.scoped({ $0.animation = animation }) { rebuild() }
    }

    /// The animation of an insertion or a removal: the transition's own, else the
    /// transaction's.
    private func animation(insertion: Bool) -> Animation? {
        if let own = value.transition.ownAnimation(insertion: insertion) { return own }
        let transaction = graph.transactions.current
        return transaction.isAnimated ? transaction.animation : nil
    }

    func beginInsertion() {
        guard let animation = animation(insertion: true) else { return }
        move(to: .willAppear, animation: nil)
        move(to: .identity, animation: animation)
    }

    func beginRemoval() -> Bool {
        guard let animation = animation(insertion: false) else { return false }
        move(to: .didDisappear, animation: animation)
        return true
    }

    var isTransitionRunning: Bool { children.contains { effectsAnimate(in: $0) } }

    /// Whether an animation runs in the transition body `node`, above its content.
    private func effectsAnimate(in node: ViewNode) -> Bool {
        if node is TransitionContentNode { return false }
        return graph.animations.isAnimating(node) || node.children.contains { effectsAnimate(in: $0) }
    }

    private func firstNode<N: ViewNode>(of type: N.Type, in node: ViewNode) -> N? {
        if let found = node as? N { return found }
        for child in node.children {
            if let found = firstNode(of: type, in: child) { return found }
        }
        return nil
    }
}

/// The type marking the placeholder of a transitioned view inside its transition's body: a
/// ``PlaceholderContentView`` of it restores the transaction outside the transition (only
/// the transition's effects animate with the transition's animation), and inspection tools
/// find the view through it.
enum TransitionContentMarker {}

/// The placeholder of the transitioned view inside a transition's body.
typealias TransitionContent = PlaceholderContentView<TransitionContentMarker>

/// The node of a ``TransitionContent``.
typealias TransitionContentNode = PlaceholderContentNode<TransitionContentMarker>

extension PlaceholderContentNode: ModifierContentMarker {
    /// The transition modifier for a transitioned view's placeholder; placeholders of
    /// `.animation(_:body:)` and `.transaction(_:body:)` are modifiers of their own.
    var modifierType: Any.Type {
        Value.self == TransitionContentMarker.self ? TransitionModifier.self : Never.self
    }
}
