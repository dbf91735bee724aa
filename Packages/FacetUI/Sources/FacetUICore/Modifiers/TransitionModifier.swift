import Foundation

extension View {
    /// Associates a transition with this view: when an animated change inserts or removes
    /// it (an `if`, a `ForEach` row, a new `.id(_:)`), it appears and goes through
    /// `t` instead of at once, and a removed view stays on screen until the transition ends.
    ///
    /// ```swift
    /// if showDetails {
    ///     Text("Details").transition(.move(edge: .bottom))
    /// }
    /// Button("Toggle") { withAnimation { showDetails.toggle() } }
    /// ```
    ///
    /// The transition applies to the view its container inserts or removes: put it outermost
    /// (after layout modifiers such as `padding`).
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> some View {
        TransitionView(content: self, transition: t)
    }

    /// Associates a transition with this view (see ``transition(_:)-(AnyTransition)``).
    ///
    /// ```swift
    /// Badge().transition(.scale.combined(with: .opacity))
    /// ```
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

/// What `.transition(_:)` makes: the content with the transition its container runs when it
/// inserts or removes it.
struct TransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transition: AnyTransition
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TransitionNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// What `.transition(_:)` applies, as inspection tools read it.
@_spi(Inspection)
public struct TransitionModifier: InspectableModifier {
    /// The transition.
    public let transition: AnyTransition
    /// "transition".
    public var modifierName: String { "transition" }
}

extension TransitionView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { TransitionModifier(transition: transition) }
}
