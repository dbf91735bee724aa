import Foundation

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated in SwiftUI, common in existing code).
///
/// With `.navigationViewStyle(.stack)` it is a ``NavigationStack`` whose root is its content;
/// with `.columns` its views are the columns of a ``NavigationSplitView`` (the first the
/// sidebar, the last the detail, a middle one the content column), and links in the leading
/// columns show their page in the detail. The automatic style uses columns when the content
/// has two or more views, else a stack.
///
/// ```swift
/// NavigationView {
///     List(parks) { park in NavigationLink(park.name) { ParkDetails(park: park) } }
///     Text("Choose a park")
/// }
/// ```
public struct NavigationView<Content: View>: View, PrimitiveView {
    /// The views of the navigation view, as written.
    @_spi(Inspection) public let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationViewNode(self, graph: graph, parent: parent, environment: environment)
    }

    /// The stack or split view it shows for a style.
    func resolved(columns: Bool?) -> AnyView {
        let views = ViewList.elements(of: content).map { AnyView($0) }
        guard columns ?? (views.count > 1), let sidebar = views.first else {
            return AnyView(NavigationStack { content })
        }
        let detail = views.count > 1 ? views[views.count - 1] : AnyView(EmptyView())
        if views.count > 2 {
            return AnyView(
                NavigationSplitView {
                    sidebar
                } content: {
                    views[1]
                } detail: {
                    detail
                })
        }
        return AnyView(
            NavigationSplitView {
                sidebar
            } detail: {
                detail
            })
    }
}

/// The node of a ``NavigationView``: its one child is the stack or split view for the style
/// in its environment.
@MainActor
final class NavigationViewNode<Content: View>: TypedNode<NavigationView<Content>> {
    override class var comparesValue: Bool { false }

    private var child: AnyView { value.resolved(columns: environment.navigationViewStyle.isColumnBased) }

    override func mount() {
        children = [graph.makeNode(for: child, parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [reconcile(children.first, with: child, environment: environment)]
    }
}

/// A specification for the appearance and interaction of a navigation view.
@MainActor @preconcurrency
public protocol NavigationViewStyle {
    /// Whether the views are columns (`true`), a stack (`false`), or columns when there are
    /// two or more of them (`nil`) (an SPI: SwiftUI styles make their body instead).
    @_spi(Backend) var isColumnBased: Bool? { get }
}

@_spi(Backend)
extension NavigationViewStyle {
    /// A style that says nothing is automatic (an SPI requirement needs a default).
    public var isColumnBased: Bool? { nil }
}

/// The default navigation view style: columns when the navigation view has two or more
/// views, else a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    nonisolated public init() {}
    @_spi(Backend) public var isColumnBased: Bool? { nil }
}

/// A navigation view style represented by a view stack that only shows a single top view at
/// a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    nonisolated public init() {}
    @_spi(Backend) public var isColumnBased: Bool? { false }
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    nonisolated init() {}
    @_spi(Backend) public var isColumnBased: Bool? { true }
}

/// A navigation view style represented by a primary view stack that navigates to a detail
/// view.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a double column navigation view style.
    nonisolated public init() {}
    @_spi(Backend) public var isColumnBased: Bool? { true }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top
    /// view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension EnvironmentValues {
    private struct NavigationViewStyleKey: EnvironmentKey {
        static var defaultValue: any NavigationViewStyle { DefaultNavigationViewStyle() }
    }

    /// The navigation view style in effect, as `.navigationViewStyle(_:)` set it.
    var navigationViewStyle: any NavigationViewStyle {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for navigation views within this view.
    ///
    /// ```swift
    /// NavigationView { Home() }.navigationViewStyle(.stack)
    /// ```
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyle, style, writtenBy: "navigationViewStyle")
    }
}
