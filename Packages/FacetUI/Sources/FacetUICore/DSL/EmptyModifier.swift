/// An empty, or identity, modifier: the content is shown unchanged.
///
/// ```swift
/// Text("Plain").modifier(EmptyModifier())
/// ```
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates the identity modifier.
    nonisolated public init() {}

    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        WrapperNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// "empty", for inspection tools.
@_spi(Inspection)
extension EmptyModifier: InspectableModifier {}
