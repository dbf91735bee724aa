import Foundation

/// A type-erased transition: what `.transition(_:)` takes, with SwiftUI's shorthands.
///
/// ```swift
/// if isShown {
///     Banner().transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition {
    fileprivate let box: AnyTransitionBox

    /// Wraps `transition`.
    public init<T: Transition>(_ transition: T) {
        box = TransitionBox(transition)
    }

    /// The transition's body around `content` in `phase`.
    @MainActor
    func body(content: any View, phase: TransitionPhase) -> any View {
        box.body(content: content, phase: phase)
    }

    /// The transition's own animation for an insertion or a removal (see
    /// ``TransitionAnimationSource``).
    @MainActor
    func ownAnimation(insertion: Bool) -> Animation?? {
        box.ownAnimation(insertion: insertion)
    }

    /// The wrapped transition's type (for inspection tools).
    var transitionType: Any.Type { box.transitionType }
}

/// Holds a transition of any type.
class AnyTransitionBox {
    @MainActor func body(content: any View, phase: TransitionPhase) -> any View { fatalError("abstract") }
    @MainActor func ownAnimation(insertion: Bool) -> Animation?? { nil }
    var transitionType: Any.Type { Never.self }
}

private final class TransitionBox<T: Transition>: AnyTransitionBox {
    let transition: T

    init(_ transition: T) {
        self.transition = transition
    }

    @MainActor override func body(content: any View, phase: TransitionPhase) -> any View {
        func build<V: View>(_ content: V) -> any View { transition.apply(content: content, phase: phase) }
        return build(content)
    }

    @MainActor override func ownAnimation(insertion: Bool) -> Animation?? {
        (transition as? any TransitionAnimationSource)?.ownAnimation(insertion: insertion)
    }

    override var transitionType: Any.Type { T.self }
}

extension AnyTransition {
    /// A transition from transparent to opaque on insertion, and back on removal.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }

    /// A transition that scales the view up from nothing and back down.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }

    /// A transition that scales the view from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }

    /// A transition moving the view in from the leading edge and out towards the trailing one.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// A transition moving the view in from `edge` and out towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// A transition offsetting the view by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// A transition offsetting the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// A transition pushing the view in from `edge` while fading it in, and out towards the
    /// opposite edge while fading it out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// The transition that changes nothing.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// A transition that uses `insertion` when the view is inserted and `removal` when it is
    /// removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            AsymmetricTransition(insertion: ErasedTransition(insertion), removal: ErasedTransition(removal)))
    }

    /// A transition applying modifier `active` outside the identity phase and `identity` in it.
    ///
    /// ```swift
    /// struct Lifted: ViewModifier {
    ///     var amount: CGFloat
    ///     func body(content: Content) -> some View { content.offset(y: -amount) }
    /// }
    /// Card().transition(.modifier(active: Lifted(amount: 8), identity: Lifted(amount: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// This transition with an animation of its own (`nil` removes it).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: ErasedTransition(self), animation: animation))
    }

    /// This transition and `other` applied together, `other` outside this one.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: ErasedTransition(self), second: ErasedTransition(other)))
    }
}

/// An ``AnyTransition`` used as a ``Transition`` (to compose erased transitions).
struct ErasedTransition: Transition, TransitionAnimationSource {
    nonisolated(unsafe) let erased: AnyTransition

    nonisolated init(_ erased: AnyTransition) {
        self.erased = erased
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(erasing: erased.body(content: content, phase: phase))
    }

    func ownAnimation(insertion: Bool) -> Animation?? { erased.ownAnimation(insertion: insertion) }
}

/// The transition of ``AnyTransition/modifier(active:identity:)``.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    nonisolated(unsafe) let active: Modifier
    nonisolated(unsafe) let identity: Modifier

    nonisolated init(active: Modifier, identity: Modifier) {
        self.active = active
        self.identity = identity
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}
