/// A protocol that describes the behavior and appearance of a list.
///
/// ```swift
/// List { Text("One"); Text("Two") }
///     .listStyle(.insetGrouped)
/// ```
@MainActor @preconcurrency
public protocol ListStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: ListContent.Style { get }
}

@_spi(Backend)
extension ListStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: ListContent.Style { .automatic }
}

/// The list style that describes a platform's default behavior and appearance for a list
/// (plain rows on a character-cell display).
public struct DefaultListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .automatic }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .plain }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .inset }
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .grouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .insetGrouped }
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ListContent.Style { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    private struct ListStyleKey: EnvironmentKey {
        static var defaultValue: any ListStyle { DefaultListStyle() }
    }

    /// The list style in effect, as `.listStyle(_:)` set it.
    var listStyleValue: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The appearance of lists in effect.
    @MainActor var listStyle: ListContent.Style { listStyleValue.appearance }
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleValue, style, writtenBy: "listStyle")
    }
}
