import FacetUI

/// The context outside every container that sets one (the default).
public struct NoStyleContext: StyleContext {
    /// Creates the context.
    public init() {}
}

extension StyleContext where Self == NoStyleContext {
    /// The context outside every container.
    public static var none: NoStyleContext { .init() }
}

/// The context of a `ScrollView`'s content.
public struct ScrollViewStyleContext: StyleContext {
    /// Creates the context.
    public init() {}
}

extension StyleContext where Self == ScrollViewStyleContext {
    /// The context of a scroll view's content.
    public static var scrollView: ScrollViewStyleContext { .init() }
}

/// The context of a `List`'s rows; its predicate also matches in a `Form`.
public struct ListStyleContext: StyleContext {
    /// Creates the context.
    public init() {}

    /// A form is a list too.
    public static var aliases: [any StyleContext.Type] { [FormStyleContext.self] }
}

extension StyleContext where Self == ListStyleContext {
    /// The context of a list's (or a form's) rows.
    public static var list: ListStyleContext { .init() }
}

/// The context of a `Form`'s rows.
public struct FormStyleContext: StyleContext {
    /// Creates the context.
    public init() {}
}

extension StyleContext where Self == FormStyleContext {
    /// The context of a form's rows.
    public static var form: FormStyleContext { .init() }
}

/// The context of a `NavigationStack`'s pages.
public struct NavigationStackStyleContext: StyleContext {
    /// Creates the context.
    public init() {}
}

extension StyleContext where Self == NavigationStackStyleContext {
    /// The context of a navigation stack's pages.
    public static var navigationStack: NavigationStackStyleContext { .init() }
}

extension ContainerStyleContext {
    /// The FacetUI context for the FacetEngine context `type`.
    init(styleContext type: any StyleContext.Type) {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NoStyleContext.self): self = .none
        case ObjectIdentifier(ScrollViewStyleContext.self): self = .scrollView
        case ObjectIdentifier(ListStyleContext.self): self = .list
        case ObjectIdentifier(FormStyleContext.self): self = .form
        case ObjectIdentifier(NavigationStackStyleContext.self): self = .navigationStack
        default: self.init(type)
        }
    }

    /// The FacetEngine context type this FacetUI context stands for.
    var styleContextType: Any.Type {
        switch self {
        case .none: NoStyleContext.self
        case .scrollView: ScrollViewStyleContext.self
        case .list: ListStyleContext.self
        case .form: FormStyleContext.self
        case .navigationStack: NavigationStackStyleContext.self
        default: type
        }
    }
}
