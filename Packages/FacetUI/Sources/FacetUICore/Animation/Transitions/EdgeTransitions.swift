import Foundation

/// A transition that moves the view in from an edge and out towards it, by the view's own
/// size.
///
/// ```swift
/// if isMenuShown { Menu().transition(.move(edge: .leading)) }
/// ```
public struct MoveTransition: Transition {
    /// The edge the view moves in from and out towards.
    public var edge: Edge

    /// Creates a move transition.
    nonisolated public init(edge: Edge) {
        self.edge = edge
    }

    /// Draws `content` moved off ``edge`` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeOffsetEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == MoveTransition {
    /// A transition moving the view in from `edge` and out towards it.
    public static func move(edge: Edge) -> Self { Self(edge: edge) }
}

/// A transition that moves the view in from the leading edge and out towards the trailing
/// one.
///
/// ```swift
/// Text(page.title).id(page).transition(.slide)
/// ```
public struct SlideTransition: Transition {
    /// Creates a slide transition.
    nonisolated public init() {}

    /// Draws `content` moved off the leading edge before appearing and off the trailing one
    /// after disappearing.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            EdgeOffsetEffect(
                edge: phase == .didDisappear ? .trailing : .leading, fraction: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == SlideTransition {
    /// A transition moving the view in from the leading edge and out towards the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}

/// A transition that moves the view in from an edge while fading it in, and out towards the
/// opposite edge while fading it out.
///
/// ```swift
/// Text("\(count)").id(count).transition(.push(from: .bottom))
/// ```
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates a push transition.
    nonisolated public init(edge: Edge) {
        self.edge = edge
    }

    /// Draws `content` moved and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(
                EdgeOffsetEffect(
                    edge: phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1)
            )
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// A transition pushing the view in from `edge`.
    public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}

/// Moves a view towards `edge` by `fraction` of its own size (the effect of the edge
/// transitions).
struct EdgeOffsetEffect: GeometryEffect, Equatable, Sendable {
    var edge: Edge
    var fraction: CGFloat

    nonisolated var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let x: CGFloat, y: CGFloat
        switch edge {
        case .leading: (x, y) = (-size.width * fraction, 0)
        case .trailing: (x, y) = (size.width * fraction, 0)
        case .top: (x, y) = (0, -size.height * fraction)
        case .bottom: (x, y) = (0, size.height * fraction)
        }
        return ProjectionTransform(CGAffineTransform(translationX: x, y: y))
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
