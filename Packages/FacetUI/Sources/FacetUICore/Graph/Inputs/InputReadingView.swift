/// A view whose content is made from the graph inputs of its node.
///
/// The graph calls ``body(inputs:)`` where it would evaluate a custom view's `body`: with
/// the view's dynamic properties installed (`@State`, `@Environment`), under observation,
/// and again when the view value or an environment value it read changes. The inputs are
/// the node's own (``ViewNode/inputs``) and never change.
///
/// The body may be of any type: the graph builds the returned view directly, with no
/// `AnyView` node in between. A body of another type than the last one replaces the
/// subtree (and its state), so return the same type for the same inputs: choose a type
/// from the inputs, then only its value from the rest. A type conforming to this protocol
/// keeps a `body` of its own only for its conformances; the graph does not evaluate it.
///
/// ```swift
/// struct CompactAware<Regular: View, Compact: View>: InputReadingView {
///     var regular: Regular
///     var compact: Compact
///     func body(inputs: ViewInputs) -> any View {
///         inputs[IsCompact.self] ? compact : regular
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol InputReadingView: View {
    /// The content of the view for the node's `inputs`.
    func body(inputs: ViewInputs) -> any View
}

extension InputReadingView {
    /// Builds the node of this view.
    func makeInputReadingNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode
    {
        InputReadingNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of an ``InputReadingView``: a body node whose body receives the inputs.
@MainActor
final class InputReadingNode<Content: InputReadingView>: BodyNode<Content> {
    override func makeBody() -> any View { value.body(inputs: inputs) }
}
