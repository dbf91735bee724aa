import Foundation

/// Pushes a page onto the enclosing navigation stack while a binding says so: written by
/// `navigationDestination(isPresented:destination:)` and `navigationDestination(item:destination:)`
/// ("navigationDestination" for inspection tools).
@_spi(Inspection)
public struct NavigationDestinationPresentingModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The page to show now, or `nil` when the binding says none (read under observation).
    public let presentedPage: @MainActor () -> AnyView?
    /// Writes the binding when the stack pops the page (back button, `dismiss()`).
    public let dismiss: @MainActor () -> Void
    /// The binding of `navigationDestination(isPresented:destination:)`; `nil` for the
    /// `item:` form, which presents its page while its item is not `nil`.
    public let isPresented: Binding<Bool>?
    public typealias Body = Never

    /// "navigationDestination".
    public var modifierName: String { "navigationDestination" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        NavigationDestinationPresentingNode(content, graph: graph, parent: parent, environment: environment) {
            $0.content
        }
    }
}

/// Transparent; presents or withdraws its page on the enclosing stack whenever it is built,
/// updated, or the binding it read changes.
@MainActor
final class NavigationDestinationPresentingNode<Content: View>: WrapperNode<
    ModifiedContent<Content, NavigationDestinationPresentingModifier>, Content
>
{
    private lazy var pagePresentation = NavigationPresentation(presenter: self)

    override func mount() {
        super.mount()
        present()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        present()
    }

    override func invalidated() {
        graph.clearDirty(self)
        present()
    }

    override func didUnmount() { pagePresentation.presenterUnmounted() }

    private func present() {
        let page = tracking { value.modifier.presentedPage() }
        pagePresentation.show(page, name: "navigationDestination(isPresented:)") { [weak self] in
            self?.value.modifier.dismiss()
        }
    }
}

extension View {
    /// Associates a destination view with a binding that can be used to push the view onto
    /// a navigation stack: the page is pushed while `isPresented` is `true`, and popping it
    /// sets it to `false`.
    ///
    /// ```swift
    /// Button("Show help") { showsHelp = true }
    ///     .navigationDestination(isPresented: $showsHelp) { HelpPage() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let page = AnyView(destination())
        return modifier(
            NavigationDestinationPresentingModifier(
                presentedPage: { isPresented.wrappedValue ? page : nil },
                dismiss: { isPresented.wrappedValue = false }, isPresented: isPresented))
    }

    /// Associates a destination view with a bound value for use within a navigation stack:
    /// the page for the value is pushed while `item` is not `nil`, and popping it sets it to
    /// `nil`.
    ///
    /// ```swift
    /// List(parks, selection: $selected) { Text($0.name) }
    ///     .navigationDestination(item: $selected) { ParkDetails(park: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            NavigationDestinationPresentingModifier(
                presentedPage: { item.wrappedValue.map { AnyView(destination($0)) } },
                dismiss: { item.wrappedValue = nil }, isPresented: nil))
    }
}
