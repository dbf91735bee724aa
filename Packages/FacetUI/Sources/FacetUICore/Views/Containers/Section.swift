/// A container view that you can use to add hierarchy within certain views: in a
/// ``List`` or ``Form`` a section groups rows under a header and above a footer; elsewhere
/// its header, content and footer simply take part in the enclosing layout, in order.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         Text("Apple")
///         Text("Pear")
///     }
///     Section {
///         Text("Carrot")
///     } header: {
///         Text("Vegetables")
///     } footer: {
///         Text("Fresh daily")
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        (self.header, self.content, self.footer) = (header(), content(), footer())
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        SectionNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content, using a localized string key
    /// as its header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// Creates a section with the provided section content, using a string as its header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

// The older initialisers, header and footer given as views (deprecated in SwiftUI, common in
// existing code).

extension Section {
    /// Creates a section with a header, a footer, and the provided section content.
    ///
    /// ```swift
    /// Section(header: Text("Fruit"), footer: Text("Fresh daily")) { Text("Apple") }
    /// ```
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        (self.header, self.content, self.footer) = (header, content(), footer)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        (self.header, self.content, self.footer) = (EmptyView(), content(), footer)
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        (self.header, self.content, self.footer) = (header, content(), EmptyView())
    }
}

/// The node of a ``Section``: transparent, with three children — header, content, footer —
/// that lists tell apart.
@MainActor
final class SectionNode<Parent: View, Content: View, Footer: View>: TypedNode<
    Section<Parent, Content, Footer>
>,
SectionNodeParts
{
    override class var comparesValue: Bool { false }

    // Children are appended as they are made, so that each widget goes after the last.
    override func mount() {
        children.append(graph.makeNode(for: value.header, parent: self, environment: environment))
        children.append(graph.makeNode(for: value.content, parent: self, environment: environment))
        children.append(graph.makeNode(for: value.footer, parent: self, environment: environment))
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [
            reconcile(children[0], with: value.header, environment: environment),
            reconcile(children[1], with: value.content, environment: environment),
            reconcile(children[2], with: value.footer, environment: environment),
        ]
    }

    var headerNode: ViewNode { children[0] }
    var contentNode: ViewNode { children[1] }
    var footerNode: ViewNode { children[2] }
}

/// The parts of a section node, for lists.
@MainActor
protocol SectionNodeParts: ViewNode {
    var headerNode: ViewNode { get }
    var contentNode: ViewNode { get }
    var footerNode: ViewNode { get }
}
