/// The kind of container a view is built in, recorded by FacetUI's containers as a graph
/// input (``ContainerStyleContextKey``) so that a view can choose its look from it once,
/// when it is built (FacetEngine's `StyleContext` reads it).
///
/// A context is identified by a type: FacetUI's own containers use private marker types,
/// and you can name your own with ``init(_:)``.
///
/// ```swift
/// struct Sidebar: InputReadingView {
///     func body(inputs: ViewInputs) -> any View {
///         inputs[ContainerStyleContextKey.self] == .list ? Text("in a list") : Text("elsewhere")
///     }
/// }
/// ```
public struct ContainerStyleContext: Hashable, Sendable, CustomStringConvertible {
    /// The type naming the context.
    public let type: Any.Type

    /// A context named by `type`.
    public init(_ type: Any.Type) { self.type = type }

    /// No container has set a context (the default).
    public static var none: Self { Self(NoContext.self) }
    /// The content of a ``ScrollView``.
    public static var scrollView: Self { Self(ScrollViewContext.self) }
    /// The rows of a ``List``.
    public static var list: Self { Self(ListContext.self) }
    /// The rows of a ``Form``.
    public static var form: Self { Self(FormContext.self) }
    /// The pages and bar of a ``NavigationStack``.
    public static var navigationStack: Self { Self(NavigationStackContext.self) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

    public var description: String {
        switch self {
        case .none: "none"
        case .scrollView: "scrollView"
        case .list: "list"
        case .form: "form"
        case .navigationStack: "navigationStack"
        default: String(describing: type)
        }
    }

    private enum NoContext {}
    private enum ScrollViewContext {}
    private enum ListContext {}
    private enum FormContext {}
    private enum NavigationStackContext {}
}

/// The graph input holding the ``ContainerStyleContext`` of the nearest container that set
/// one: `ScrollView` sets ``ContainerStyleContext/scrollView``, `List`
/// ``ContainerStyleContext/list``, `Form` ``ContainerStyleContext/form`` and
/// `NavigationStack` ``ContainerStyleContext/navigationStack``.
public enum ContainerStyleContextKey: ViewInputKey {
    public static var defaultValue: ContainerStyleContext { .none }
}

/// The graph input holding the axis of the nearest enclosing stack (`HStack`,
/// `LazyHStack`: horizontal; `VStack`, `LazyVStack`: vertical), or `nil` outside stacks
/// and in stacks without an axis (`ZStack`).
public enum StackAxisInputKey: ViewInputKey {
    public static var defaultValue: Axis? { nil }
}

extension ViewInputs {
    /// These inputs with the container style context set to `context`.
    func setting(_ context: ContainerStyleContext) -> ViewInputs {
        var inputs = self
        inputs[ContainerStyleContextKey.self] = context
        return inputs
    }
}
