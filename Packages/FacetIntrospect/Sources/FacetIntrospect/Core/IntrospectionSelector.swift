import FacetUI

/// How a widget is found from the node of an `.introspect` modifier, for each scope.
///
/// A selector answers the widget and the node that owns it (whose widget updates re-run the
/// customisation), or `nil` when there is none. The default looks at the node → widget map
/// of the view graph: the receiver is the first node with a widget in the modified content;
/// the ancestor is the nearest enclosing node whose widget is a `Target`.
@_spi(Advanced)
public struct IntrospectionSelector<Target: AnyObject>: Sendable {
    /// What a selector finds: the widget, and the node owning it (`nil`: not a node's widget).
    public typealias Match = (widget: Target, node: ViewNode?)

    let receiver: @MainActor @Sendable (ViewNode) -> Match?
    let ancestor: @MainActor @Sendable (ViewNode) -> Match?

    /// Creates a selector from a receiver search and an ancestor search; each gets the
    /// node of the `.introspect` modifier (its only child is the modified content).
    public init(
        receiver: @escaping @MainActor @Sendable (ViewNode) -> Match?,
        ancestor: @escaping @MainActor @Sendable (ViewNode) -> Match?
    ) {
        self.receiver = receiver
        self.ancestor = ancestor
    }

    /// The node → widget map: the content's first widget, or the nearest ancestor's widget
    /// that is a `Target`.
    public static var `default`: Self {
        Self(
            receiver: { node in
                guard let owner = WidgetSearch.firstWidgetNode(in: node),
                    let widget = owner.widget as? Target
                else { return nil }
                return (widget, owner)
            },
            ancestor: { node in
                var current = node.parent
                while let candidate = current {
                    if let widget = candidate.widget as? Target { return (widget, candidate) }
                    current = candidate.parent
                }
                return nil
            })
    }

    /// This selector, keeping only the widgets `accepts` approves (a picker of one style).
    /// The ancestor search goes on past a widget that is refused.
    public func filtered(_ accepts: @escaping @MainActor @Sendable (Target) -> Bool) -> Self {
        let receiver = self.receiver
        return Self(
            receiver: { node in receiver(node).flatMap { accepts($0.widget) ? $0 : nil } },
            ancestor: { node in
                var current = node.parent
                while let candidate = current {
                    if let widget = candidate.widget as? Target, accepts(widget) {
                        return (widget, candidate)
                    }
                    current = candidate.parent
                }
                return nil
            })
    }

    /// The widget for `scope`: the receiver first, then the ancestors.
    @MainActor
    func select(from node: ViewNode, scope: IntrospectionScope) -> Match? {
        if scope.contains(.receiver), let match = receiver(node) { return match }
        if scope.contains(.ancestor), let match = ancestor(node) { return match }
        return nil
    }
}
