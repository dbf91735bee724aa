/// One subview of a view's content, as a container sees it: a tuple element, a `ForEach`
/// row, the taken branch of a conditional. Place it in a view to show it; read its
/// ``containerValues`` to lay it out.
///
/// Subviews come from ``Group/init(subviews:transform:)`` and ``ForEach/init(subviews:content:)``.
/// They are read from the view value without building it: tuples, groups, `ForEach`,
/// conditionals, optionals, `AnyView` and sections are looked through, and any other view
/// — a custom view included — is one subview, built (with its state) where it is shown.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     ForEach(subviews) { subview in subview.padding(1) }
/// }
/// ```
public struct Subview: View, Identifiable, PrimitiveView {
    /// Identifies a subview: its place in the content (tuple slot, conditional branch) and
    /// the ids it was given (`ForEach` ids, `.id(_:)`).
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let path: [SubviewPathComponent]

        public var description: String { path.map(\.description).joined(separator: "/") }
    }

    /// Identifies this subview.
    nonisolated public let id: ID
    /// The values the subview gave its container (``View/containerValue(_:_:)``, `.tag(_:)`).
    public let containerValues: ContainerValues
    /// The id the subview was given by a `ForEach` or `.id(_:)` (the innermost), if any.
    public let explicitID: AnyHashable?
    /// The view shown.
    var view: any View
    /// Whether the subview is a section's header or footer.
    let role: SubviewRole

    /// The view the subview shows, as an existential: open it with a generic function to
    /// use its concrete type (FacetEngine's `MultiViewVisitor` does).
    public var content: any View { view }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        SubviewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// Where a subview stands in a section.
enum SubviewRole: Hashable, Sendable {
    case content, header, footer
}

/// One step of a subview's identity.
enum SubviewPathComponent: Hashable, @unchecked Sendable, CustomStringConvertible {
    case index(Int)
    case id(AnyHashable)
    case branch(Bool)
    case type(ObjectIdentifier)
    case section(SubviewRole)

    var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .id(let id): "id:\(id)"
        case .branch(let branch): branch ? "then" : "else"
        case .type(let type): "\(type)"
        case .section(let role): "\(role)"
        }
    }
}

/// The node of a ``Subview``: transparent; its child is the subview's view (a view of
/// another type replaces it).
@MainActor
final class SubviewNode: TypedNode<Subview> {
    override class var comparesValue: Bool { false }

    override func mount() {
        children = [graph.makeNode(forAny: value.view, parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [reconcile(children.first, withAny: value.view, environment: environment)]
    }
}
