/// A view that modifies exactly one view (its content): a `ModifiedContent`, or a view
/// that applies a modifier itself (a trait, `.id(_:)`, `.opacity(_:)`…).
@MainActor
protocol ModifierView {
    /// The type of the modified view.
    static var modifiedContentType: any View.Type { get }
    /// What the view applies to its content, as inspection tools read it: a modifier value
    /// (an ``InspectableModifier`` for FacetUI's own modifiers).
    var appliedModifier: Any { get }
}

@_spi(Inspection)
extension ViewNode {
    /// The node's view when it is a `V`: a check of the node's class, much cheaper than
    /// casting ``view`` (searches read thousands).
    @inlinable
    public func typedView<V: View>(as type: V.Type) -> V? { (self as? TypedNode<V>)?.value }

    /// The modifier value this node applies to the view it wraps, or `nil` when the node is
    /// a view of its own (not a modifier, trait or identity wrapper): for a
    /// `ModifiedContent<Content, Modifier>`, the `Modifier`; for a view that applies a
    /// modifier itself, the value describing it (``TraitWritingModifier``,
    /// ``IdentityModifier``, ``ContainerContent``…). Tools read it by its type, and name it
    /// with ``InspectableModifier/modifierName``.
    public var appliedModifier: Any? { (view as? any ModifierView)?.appliedModifier }

    /// The node of the view this modifier node wraps, or `nil` for a view's own node. For a
    /// custom `ViewModifier`, the node of the content placed in its body.
    public var modifiedContent: ViewNode? {
        guard let modifier = view as? any ModifierView else { return nil }
        let contentType = type(of: modifier).modifiedContentType
        if let child = children.first(where: { type(of: $0.view) == contentType }) { return child }
        // The place of this modifier's own content: a modifier its body applies to the
        // content has a place of its own, around this one.
        let modifierType = type(of: modifier.appliedModifier)
        func placeholder(in node: ViewNode) -> ViewNode? {
            for child in node.children {
                if let marker = child as? any ModifierContentMarker, marker.modifierType == modifierType {
                    return child.children.first
                }
                if let found = placeholder(in: child) { return found }
            }
            return nil
        }
        return placeholder(in: self)
    }

    /// The layout units this node takes part in layout as: itself when it is one, else the
    /// units of its children (a custom view, a group, a `ForEach`), in order. Their
    /// ``frame``s together are where the view was laid out.
    public var layoutUnits: [ViewNode] {
        var units: [ViewNode] = []
        collectLayoutUnits(into: &units)
        return units
    }

    /// The size proposed to this layout unit when it was last placed (`nil` before it was).
    public var placedProposal: ProposedViewSize? { layout.lastProposal }
}

/// Marks the node of `_ViewModifier_Content` (the modified view inside a custom modifier).
@MainActor
protocol ModifierContentMarker {
    /// The type of the modifier whose content it places.
    var modifierType: Any.Type { get }
}
extension ModifierContentNode: ModifierContentMarker {
    var modifierType: Any.Type { Modifier.self }
}

extension ModifiedContent: ModifierView where Content: View, Modifier: ViewModifier {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { modifier }
}
