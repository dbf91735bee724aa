import Foundation

/// A transition from transparent to opaque on insertion, and back on removal.
///
/// ```swift
/// if isShown { Text("Saved").transition(.opacity) }
/// ```
public struct OpacityTransition: Transition {
    /// Creates an opacity transition.
    nonisolated public init() {}

    /// Draws `content` transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade has no motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and back on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

/// A transition that scales the view from `scale` on insertion and to it on removal.
///
/// ```swift
/// Badge().transition(.scale(0.5, anchor: .topTrailing))
/// ```
public struct ScaleTransition: Transition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint

    /// Creates a scale transition.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// Draws `content` scaled by ``scale`` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// A transition that scales the view up from nothing and back down.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// A transition that scales the view from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

/// A transition that offsets the view by a fixed amount outside the identity phase.
///
/// ```swift
/// Toast().transition(.offset(y: 20))
/// ```
public struct OffsetTransition: Transition {
    /// The offset outside the identity phase.
    public var offset: CGSize

    /// Creates an offset transition.
    nonisolated public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// Draws `content` moved by ``offset`` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// A transition offsetting the view by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A transition offsetting the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

/// The transition that changes nothing: the view is inserted and removed at once.
public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    nonisolated public init() {}

    /// Returns `content` unchanged.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }

    /// The identity transition has no motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == IdentityTransition {
    /// The transition that changes nothing.
    public static var identity: IdentityTransition { IdentityTransition() }
}

/// A transition that blurs, scales and fades the view in as it is inserted and out as it is
/// removed.
///
/// In Facet the blur radius is 20 points outside the identity phase, and the scale 0.8 (or
/// 1.2 for a removal with ``Configuration/upUp``); the terminal draws the blur as it draws
/// `.blur(radius:)`, by shading cells.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it is removed.
    public struct Configuration: Equatable, Sendable {
        let removalScale: Double

        /// The view scales down as it is removed, and up as it is inserted.
        public static let downUp = Configuration(removalScale: 0.8)
        /// The view scales up as it is removed, and as it is inserted.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// How the view scales.
    public var configuration: Configuration

    /// Creates a blur-replace transition.
    nonisolated public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Draws `content` blurred, scaled and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double =
            switch phase {
            case .willAppear: 0.8
            case .identity: 1
            case .didDisappear: configuration.removalScale
            }
        content
            .blur(radius: phase.isIdentity ? 0 : 20)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace transition with `config`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        Self(configuration: config)
    }

    /// A blur-replace transition that scales down on removal and up on insertion.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

/// A transition that uses one transition for insertion and another for removal.
///
/// ```swift
/// Card().transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
/// ```
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition used when the view is inserted.
    nonisolated(unsafe) public var insertion: Insertion
    /// The transition used when the view is removed.
    nonisolated(unsafe) public var removal: Removal

    /// Creates a transition from an insertion and a removal transition.
    nonisolated public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Applies ``insertion`` before the view appears and ``removal`` after it disappears.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }

    /// Has motion when either transition does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension AsymmetricTransition: TransitionAnimationSource {
    func ownAnimation(insertion isInsertion: Bool) -> Animation?? {
        isInsertion
            ? (insertion as? any TransitionAnimationSource)?.ownAnimation(insertion: true)
            : (removal as? any TransitionAnimationSource)?.ownAnimation(insertion: false)
    }
}
