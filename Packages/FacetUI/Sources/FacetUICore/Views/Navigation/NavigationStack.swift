/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// The stack shows a navigation bar (the top page's ``View/navigationTitle(_:)-(Text)``
/// and a back button when a page was pushed) above the top page only. Pages are pushed by
/// ``NavigationLink``s, by appending to the bound path, and popped by the back button, by
/// `dismiss()` or by removing path elements. Values are turned into pages by the
/// nearest `navigationDestination(for:destination:)` registered for their type.
///
/// Every page of the path stays in the graph: a page below the top one keeps its state
/// and shows it again when the pages above it are popped; only the top page is drawn.
///
/// ```swift
/// NavigationStack {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
///         .navigationTitle("Parks")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let path: NavigationPathAccess?
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        (self.path, self.root) = (nil, root())
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.elements.append(value)
                return true
            },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) })
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationStackNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// Reads and writes a bound navigation path, whatever its type.
struct NavigationPathAccess {
    let elements: () -> [AnyHashable]
    /// Appends a value; `false` when the path cannot hold it.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

/// What pages of a navigation stack use to push and pop (handed down in the environment).
@MainActor
final class NavigationContext {
    weak var stack: (any NavigationStackActions)?
    /// The destination builders registered by `navigationDestination(for:)`, by value type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

    init(stack: any NavigationStackActions) { self.stack = stack }

    /// The page the registered destination makes for a value, or `nil` (after a warning)
    /// when no destination is registered for its type.
    func page(for element: AnyHashable, graph: ViewGraph) -> AnyView? {
        guard let destination = destinations[ObjectIdentifier(type(of: element.base))] else {
            graph.warn(
                "A NavigationLink is presenting a value of type \(type(of: element.base)) but there is no matching "
                    + "navigationDestination declaration visible from the location of the link.")
            return nil
        }
        return destination(element)
    }
}

/// The actions of a navigation stack node.
@MainActor
protocol NavigationStackActions: AnyObject {
    func push(value: AnyHashable)
    func push(view: AnyView)
    /// Pushes (or updates) the page `presenter` shows while its state says so (a
    /// `navigationDestination(isPresented:)` or `(item:)` modifier, a bound `NavigationLink`);
    /// `onPop` runs when the stack pops it.
    func present(_ view: AnyView, by presenter: ViewNode, onPop: @escaping @MainActor () -> Void)
    /// Pops the page `presenter` showed, and the pages pushed from it.
    func withdraw(presentedBy presenter: ViewNode)
    func pop()
}

extension EnvironmentValues {
    private struct NavigationContextKey: EnvironmentKey {
        static var defaultValue: NavigationContext? { nil }
    }

    /// The navigation stack the view is in.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
