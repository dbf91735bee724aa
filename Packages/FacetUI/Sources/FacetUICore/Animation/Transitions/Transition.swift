import Foundation

/// A description of how a view changes as it is inserted into or removed from the view
/// hierarchy under an animation.
///
/// A transition's body builds the view at each phase: ``TransitionPhase/willAppear`` before
/// an insertion, ``TransitionPhase/identity`` while shown, ``TransitionPhase/didDisappear``
/// after a removal. The change from one phase to the next is animated with the transaction's
/// animation (or the transition's own, set with ``animation(_:)``), and a removed view stays
/// on screen until its transition's animations end.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
///
/// if isShown { Text("Hello").transition(Twirl()) }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition builds around its content.
    associatedtype Body: View
    /// Builds the view for `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does, for the system to decide when to use it.
    static var properties: TransitionProperties { get }
    /// The content a transition receives: the view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// By default a transition has motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` as it is in `phase`.
    ///
    /// ```swift
    /// struct FadeAndSlide: Transition {
    ///     func body(content: Content, phase: TransitionPhase) -> some View {
    ///         OpacityTransition().apply(content: content.offset(y: phase.isIdentity ? 0 : 4), phase: phase)
    ///     }
    /// }
    /// ```
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(
            content: PlaceholderContentView<Self>(content: content, restoresTransaction: false), phase: phase)
    }

    /// Attaches an animation to this transition: insertions and removals that use it
    /// animate with `animation`, even outside an animated transaction (`nil` removes it).
    ///
    /// ```swift
    /// Text("Saved").transition(.opacity.animation(.easeOut(duration: 0.2)))
    /// ```
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// Combines this transition with `other`: both apply, `other` outside this one.
    ///
    /// ```swift
    /// Text("Hi").transition(.opacity.combined(with: .scale))
    /// ```
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// The phases of a transition.
@frozen
public enum TransitionPhase: Hashable, Sendable, BitwiseCopyable {
    /// The view is about to be inserted: the state it animates from.
    case willAppear
    /// The view is shown.
    case identity
    /// The view has been removed: the state it animates to before it goes.
    case didDisappear

    /// Whether the phase is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// A number for the phase: -1 before appearing, 0 shown, 1 after disappearing.
    ///
    /// ```swift
    /// content.rotationEffect(.degrees(phase.value * 90))
    /// ```
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for the system to decide when to use it.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (reduced-motion settings may replace it).
    public var hasMotion: Bool

    /// Creates the properties of a transition.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// The animation a transition brings of its own, for the phase change it animates.
@MainActor
protocol TransitionAnimationSource {
    /// The transition's own animation for an insertion (`insertion`) or a removal; `nil`
    /// when it has none (the transaction's applies), `.some(nil)` when it asks for none.
    func ownAnimation(insertion: Bool) -> Animation??
}

/// A transition with an animation of its own (``Transition/animation(_:)``).
struct AnimatedTransition<Base: Transition>: Transition, TransitionAnimationSource {
    nonisolated(unsafe) let base: Base
    let animation: Animation?

    nonisolated init(base: Base, animation: Animation?) {
        self.base = base
        self.animation = animation
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }

    func ownAnimation(insertion: Bool) -> Animation?? { .some(animation) }
}

/// Two transitions applied together (``Transition/combined(with:)``).
struct CombinedTransition<First: Transition, Second: Transition>: Transition, TransitionAnimationSource {
    nonisolated(unsafe) let first: First
    nonisolated(unsafe) let second: Second

    nonisolated init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func ownAnimation(insertion: Bool) -> Animation?? {
        (second as? any TransitionAnimationSource)?.ownAnimation(insertion: insertion)
            ?? (first as? any TransitionAnimationSource)?.ownAnimation(insertion: insertion)
    }
}
