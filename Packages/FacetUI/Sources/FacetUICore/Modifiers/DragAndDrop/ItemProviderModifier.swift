/// What `itemProvider(_:)` applies to its content: the action that makes the item provider
/// a drag of the view would carry ("itemProvider" for inspection tools).
@_spi(Inspection)
public struct ItemProviderModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The action, or `nil` when the view provides no item.
    public let action: (() -> NSItemProvider?)?
    public typealias Body = Never

    /// "itemProvider".
    public var modifierName: String { "itemProvider" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        WrapperNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension View {
    /// Provides a closure that vends the drag representation to be used for a particular
    /// data element.
    ///
    /// Facet has no drag and drop (neither the terminal nor its GTK backend starts a drag
    /// from a view): the action is kept for inspection and for the app's own use, and is
    /// never called by Facet.
    ///
    /// ```swift
    /// Text(note.title).itemProvider { note.itemProvider() }
    /// ```
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        modifier(ItemProviderModifier(action: action))
    }
}
