/// A view whose content is made, in one body, from the graph inputs of its node and from
/// the environment: an ``InputReadingView`` that also reads environment values it cannot
/// declare as `@Environment` properties — a key chosen by a generic parameter or by the
/// conforming type, as a library does for the types its users declare.
///
/// The graph calls ``body(inputs:environment:)`` where it would evaluate a custom view's
/// `body`, with the view's dynamic properties installed and under observation. Each value
/// read from `environment` is recorded as for `@Environment`: the body runs again when
/// one of those values changes, and not when another does. The inputs are the node's own
/// (``ViewNode/inputs``) and never change.
///
/// As for an ``InputReadingView``, the body may be of any type and is built directly,
/// with no `AnyView` node; a body of another type than the last one replaces the subtree.
///
/// ```swift
/// protocol Themed: EnvironmentReadingView {
///     static func body(theme: String, inputs: ViewInputs) -> Text
/// }
///
/// extension Themed {
///     func body(inputs: ViewInputs, environment: EnvironmentValues) -> any View {
///         Self.body(theme: environment[ThemeKey<Self>.self], inputs: inputs)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol EnvironmentReadingView: View {
    /// The content of the view for the node's `inputs` and its `environment`, whose reads
    /// are tracked.
    func body(inputs: ViewInputs, environment: EnvironmentValues) -> any View
}

extension EnvironmentReadingView {
    /// Builds the node of this view.
    func makeEnvironmentReadingNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues)
        -> ViewNode
    {
        EnvironmentReadingNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of an ``EnvironmentReadingView``: a body node whose body receives the inputs
/// and the tracked environment.
@MainActor
final class EnvironmentReadingNode<Content: EnvironmentReadingView>: BodyNode<Content> {
    override func makeBody() -> any View {
        value.body(inputs: inputs, environment: storage.trackedEnvironment)
    }
}
