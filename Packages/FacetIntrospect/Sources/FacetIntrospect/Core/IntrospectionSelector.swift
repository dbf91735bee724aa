import FacetUI

/// How a widget is found from the node of an `.introspect` modifier, for each scope.
///
/// A selector answers the widget and the node that owns it (whose widget updates re-run the
/// customisation), or `nil` when there is none. The default looks at the node → widget map
/// of the view graph: the receiver is the first node with a widget in the modified content;
/// the ancestor is the nearest enclosing node whose widget is a `Target`.
///
/// SwiftUI-Introspect's builders are here with the same names; where upstream hands a
/// selector a `UIViewController`/`NSViewController`, Facet hands it the modifier's
/// ``ViewNode``:
///
/// ```swift
/// @_spi(Advanced) import FacetIntrospect
///
/// extension TerminalViewVersion<ListType, TerminalWidget> {
///     // The list's first row widget instead of the list.
///     static let firstRow = Self(for: .v1, selector: .from(ScrollViewWidget.self) { $0.children.first })
/// }
/// ```
@_spi(Advanced)
public struct IntrospectionSelector<Target: PlatformEntity>: Sendable {
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
    public static var `default`: Self { .from(Target.self) { $0 } }

    /// Finds an `Entry` as the default selector does (the receiver's first widget, or the
    /// nearest ancestor's widget that is an `Entry`), then the target `selector` derives from
    /// it, such as a child widget. Updates of the entry's node re-run the customisation.
    public static func from<Entry: PlatformEntity>(
        _ entryType: Entry.Type, selector: @escaping @MainActor @Sendable (Entry) -> Target?
    ) -> Self {
        Self(
            receiver: { node in
                guard let owner = WidgetSearch.firstWidgetNode(in: node),
                    let entry = owner.widget as? Entry, let target = selector(entry)
                else { return nil }
                return (target, owner)
            },
            ancestor: { node in
                var current = node.parent
                while let candidate = current {
                    if let entry = candidate.widget as? Entry, let target = selector(entry) {
                        return (target, candidate)
                    }
                    current = candidate.parent
                }
                return nil
            })
    }

    /// This selector with its receiver search replaced by `selector`, which gets the
    /// `.introspect` modifier's node (SwiftUI-Introspect's gets a view controller). The
    /// widget found is followed through the node that owns it, when one does.
    public func withReceiverSelector(_ selector: @escaping @MainActor @Sendable (ViewNode) -> Target?) -> Self
    {
        Self(
            receiver: { node in selector(node).map { ($0, WidgetSearch.owner(of: $0, near: node)) } },
            ancestor: ancestor)
    }

    /// This selector with its ancestor search replaced by `selector`, which gets the
    /// `.introspect` modifier's node.
    public func withAncestorSelector(_ selector: @escaping @MainActor @Sendable (ViewNode) -> Target?) -> Self
    {
        Self(
            receiver: receiver,
            ancestor: { node in selector(node).map { ($0, WidgetSearch.owner(of: $0, near: node)) } })
    }

    /// This selector, keeping only the widgets `accepts` approves (a picker of one style).
    /// The ancestor search goes on past a widget that is refused.
    public func filtered(_ accepts: @escaping @MainActor @Sendable (Target) -> Bool) -> Self {
        filtered { widget, _ in accepts(widget) }
    }

    /// This selector, keeping only the widgets `accepts` approves given the node that owns
    /// them (a list inside a `Form`). The ancestor search goes on past a widget that is
    /// refused.
    public func filtered(_ accepts: @escaping @MainActor @Sendable (Target, ViewNode?) -> Bool) -> Self {
        let receiver = self.receiver
        return Self(
            receiver: { node in receiver(node).flatMap { accepts($0.widget, $0.node) ? $0 : nil } },
            ancestor: { node in
                var current = node.parent
                while let candidate = current {
                    if let widget = candidate.widget as? Target, accepts(widget, candidate) {
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
