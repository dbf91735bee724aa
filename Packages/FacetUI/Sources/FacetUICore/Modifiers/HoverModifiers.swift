import Foundation

/// The current hovering state and value of a pointer (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view's bounds.
    case active(CGPoint)
    /// The pointer exited the view's bounds.
    case ended
}

/// Calls an action when the pointer enters or leaves its content (`.onHover(perform:)`;
/// SwiftUI's own name).
@_spi(Inspection)
public struct _HoverRegionModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// Called with `true` when the pointer enters the content, `false` when it leaves.
    public let callback: (Bool) -> Void
    public typealias Body = Never
    /// "onHover".
    public var modifierName: String { "onHover" }
}

/// Calls an action with the pointer's location while it moves over its content, and when
/// it leaves (`.onContinuousHover`).
@_spi(Inspection)
public struct ContinuousHoverModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The coordinate space of the reported locations.
    public let coordinateSpace: CoordinateSpace
    /// The action.
    public let action: (HoverPhase) -> Void
    public typealias Body = Never
    /// "onContinuousHover".
    public var modifierName: String { "onContinuousHover" }
}

/// What a hover region does as the pointer moves (the two hover modifiers).
@MainActor
protocol HoverResponder {
    /// The pointer is over the content at `location` (root coordinates); `entered` on
    /// the first move over it.
    func hovered(at location: CGPoint, entered: Bool, geometry: GestureGeometry)
    /// The pointer left the content.
    func ended()
}

extension HoverResponder where Self: ViewModifier {
    /// Both hover modifiers build a ``HoverNode``.
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        HoverNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension _HoverRegionModifier: HoverResponder {
    func hovered(at location: CGPoint, entered: Bool, geometry: GestureGeometry) {
        if entered { callback(true) }
    }

    func ended() { callback(false) }
}

extension ContinuousHoverModifier: HoverResponder {
    func hovered(at location: CGPoint, entered: Bool, geometry: GestureGeometry) {
        action(.active(geometry.convert(location, to: coordinateSpace)))
    }

    func ended() { action(.ended) }
}

/// The node of a hover region: hover (``ViewGraph/handleHover(at:)``) finds it above the
/// view under the pointer.
@MainActor
final class HoverNode<Content: View, Modifier: ViewModifier & HoverResponder>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>, HoverTarget
{
    var responder: any HoverResponder { value.modifier }

    override func didUnmount() { graph.gestures.hoverTargetLeft(self) }
}

/// A node with a hover region, as the dispatcher sees it.
@MainActor
protocol HoverTarget: ViewNode {
    var responder: any HoverResponder { get }
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the
    /// view's frame (in a terminal with mouse motion reporting, over the view's cells).
    ///
    /// ```swift
    /// Text("Hover me").bold(isHovered).onHover { isHovered = $0 }
    /// ```
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverRegionModifier(callback: action))
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view,
    /// with its location in `coordinateSpace`.
    @_disfavoredOverload
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(ContinuousHoverModifier(coordinateSpace: coordinateSpace, action: action))
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view,
    /// with its location in `coordinateSpace` (`.local`, `.global` or `.named(_:)`).
    ///
    /// ```swift
    /// Color.gray.onContinuousHover { phase in
    ///     if case .active(let location) = phase { pointer = location }
    /// }
    /// ```
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(ContinuousHoverModifier(coordinateSpace: coordinateSpace.coordinateSpace, action: action))
    }
}
