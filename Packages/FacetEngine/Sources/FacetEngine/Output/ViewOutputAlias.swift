import FacetUI

/// A view that stands for the view a descendant supplies with
/// ``FacetUI/View/viewOutputAlias(_:source:)``: a ``ViewOutputKey`` reduced to one view.
///
/// Use it inside a ``ViewOutputAliasReader``; the last source supplied in the reader's
/// content (in tree order; of two modifiers on one view, the outer) is shown. Without a
/// source, or outside a reader, the alias shows its ``defaultBody``. Give `Content` a
/// concrete type to keep the source's type; by default it is `AnyView`.
///
/// ```swift
/// struct Title: ViewOutputAlias {}
///
/// ViewOutputAliasReader(Title.self) {
///     VStack {
///         Title()
///         Page().viewOutputAlias(Title.self) { Text("Inbox") }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewOutputAlias: InputReadingView where Body == Never {
    /// The type of the source.
    associatedtype Content: View = AnyView
    /// The view shown without a source.
    associatedtype DefaultBody: View = EmptyView
    /// The view shown without a source.
    @ViewBuilder var defaultBody: DefaultBody { get }
}

extension ViewOutputAlias where DefaultBody == EmptyView {
    /// No view.
    public var defaultBody: EmptyView { EmptyView() }
}

extension ViewOutputAlias {
    /// The source supplied in the nearest reader, or ``defaultBody``.
    public func body(inputs: ViewInputs) -> any View { ViewOutputAliasResolver(alias: self) }
}

/// The output key of `Alias`: the last source wins.
enum ViewOutputAliasKey<Alias: ViewOutputAlias>: ViewOutputKey {
    typealias Content = Alias.Content

    static func reduce(value: inout Value, nextValue: () -> Value) { value = nextValue() }
}

/// The environment key holding the proxy of the nearest reader of `Alias`.
enum ViewOutputAliasProxyKey<Alias: ViewOutputAlias>: EnvironmentKey {
    static var defaultValue: ViewOutputKeyValueProxy<ViewOutputAliasKey<Alias>>? { nil }
}

/// Names the proxy of `Alias` in the environment.
struct ViewOutputAliasSlot<Alias: ViewOutputAlias>: Hashable, Sendable {}

extension EnvironmentValues {
    subscript<Alias: ViewOutputAlias>(
        viewOutputAlias _: ViewOutputAliasSlot<Alias>
    ) -> ViewOutputKeyValueProxy<ViewOutputAliasKey<Alias>>? {
        get { self[ViewOutputAliasProxyKey<Alias>.self] }
        set { self[ViewOutputAliasProxyKey<Alias>.self] = newValue }
    }
}

/// A view that defines the scope of `Alias`: the aliases in its content show the source
/// supplied in its content.
public struct ViewOutputAliasReader<Alias: ViewOutputAlias, Content: View>: View {
    var content: Content

    /// Creates the scope of `Alias` around `content`.
    public init(_: Alias.Type, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        ViewOutputKeyReader(ViewOutputAliasKey<Alias>.self) { proxy in
            content.environment(\.[viewOutputAlias: ViewOutputAliasSlot<Alias>()], proxy)
        }
    }
}

/// Shows the source of `Alias` from the nearest reader, or the alias's default body.
struct ViewOutputAliasResolver<Alias: ViewOutputAlias>: View {
    var alias: Alias
    @Environment(\.[viewOutputAlias: ViewOutputAliasSlot<Alias>()]) private var proxy

    var body: some View {
        if let proxy {
            ViewOutputKeyValueReader(proxy) { list in
                if let last = list.last { last } else { alias.defaultBody }
            }
        } else {
            alias.defaultBody
        }
    }
}

/// A modifier that supplies `Source` to the `Alias` of the nearest ``ViewOutputAliasReader``.
public struct ViewOutputAliasSourceModifier<Alias: ViewOutputAlias, Source: View>: ViewModifier
where Source == Alias.Content {
    /// The view supplied.
    public var source: Source

    /// Creates the modifier supplying `source` for `Alias`.
    public init(_: Alias.Type = Alias.self, source: Source) { self.source = source }

    public func body(content: Content) -> some View {
        content.modifier(ViewOutputSourceModifier(ViewOutputAliasKey<Alias>.self, source: source))
    }
}

extension View {
    /// Supplies `source` to the `Alias` of the nearest ``ViewOutputAliasReader`` above,
    /// keeping its type.
    ///
    /// ```swift
    /// Page().viewOutputAlias(Title.self) { Text("Inbox") }
    /// ```
    public func viewOutputAlias<Alias: ViewOutputAlias, Source: View>(
        _: Alias.Type, @ViewBuilder source: () -> Source
    ) -> some View where Alias.Content == Source {
        modifier(ViewOutputAliasSourceModifier(Alias.self, source: source()))
    }

    /// Supplies `source`, type-erased, to the `Alias` of the nearest
    /// ``ViewOutputAliasReader`` above.
    public func viewOutputAlias<Alias: ViewOutputAlias, Source: View>(
        _: Alias.Type, @ViewBuilder source: () -> Source
    ) -> some View where Alias.Content == AnyView {
        modifier(ViewOutputAliasSourceModifier(Alias.self, source: AnyView(source())))
    }
}
