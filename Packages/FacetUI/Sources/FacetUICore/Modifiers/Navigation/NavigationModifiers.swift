/// Registers the pages for values of type `D` with the enclosing navigation stack
/// ("navigationDestination" for inspection tools).
@_spi(Inspection)
public struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier,
    InspectableModifier
{
    /// Makes the page for a value.
    public let destination: (D) -> Destination
    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        NavigationDestinationNode(content, graph: graph, parent: parent, environment: environment) {
            $0.content
        }
    }
}

/// Transparent; (re-)registers its destination builder whenever it is built or updated.
/// Every page of the stack stays in the graph, so a page's registrations stay with it.
@MainActor
final class NavigationDestinationNode<Content: View, D: Hashable, Destination: View>: WrapperNode<
    ModifiedContent<Content, NavigationDestinationModifier<D, Destination>>, Content
>
{
    override func mount() {
        register()
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        register()
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
    }

    private func register() {
        let destination = value.modifier.destination
        environment.navigationContext?.destinations[ObjectIdentifier(D.self)] = { value in
            guard let typed = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(typed))
        }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a
    /// navigation stack.
    ///
    /// ```swift
    /// List(colors, id: \.self) { NavigationLink($0, value: $0) }
    ///     .navigationDestination(for: String.self) { Text("Colour \($0)") }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Configures the view's title for purposes of navigation, using a text view: the
    /// enclosing navigation stack shows it in its bar while this view is on top.
    public func navigationTitle(_ title: Text) -> some View {
        OutputView<Self, NavigationTitleOutput>(
            content: self, value: title.string, writerName: "navigationTitle")
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
}

/// The title a page shows in its navigation stack's bar, written by `.navigationTitle(_:)`
/// (read by inspection tools as a `GraphOutputWritingModifier<NavigationTitleOutput>`).
@_spi(Inspection)
public enum NavigationTitleOutput: GraphOutputKey {
    /// The title.
    public typealias Value = String
}
