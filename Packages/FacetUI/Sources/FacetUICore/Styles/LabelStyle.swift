import Foundation

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIcon())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
    /// The body as a type-erased view (for the style stored in the environment).
    func makeErasedBody(configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// A description of the labeled item.
    public internal(set) var title: Title
    /// A symbolic representation of the labeled item.
    public internal(set) var icon: Icon
}

/// The default label style, which chooses from the label's context: the icon alone in a
/// toolbar (as SwiftUI shows toolbar items), otherwise the icon followed by the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates a default label style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabel(configuration: configuration)
    }
}

/// The body of ``DefaultLabelStyle``: the icon alone among toolbar items, else the icon and
/// the title side by side.
struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isToolbarItem) private var isToolbarItem

    var body: some View {
        if isToolbarItem {
            configuration.icon
        } else {
            HStack {
                configuration.icon
                configuration.title
            }
        }
    }
}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a title and icon label style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically (icon and title).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
    private struct LabelStyleKey: EnvironmentKey {
        static var defaultValue: any LabelStyle { DefaultLabelStyle() }
    }

    /// The label style in effect (set by `labelStyle(_:)`).
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    private struct ToolbarItemKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether the views are a toolbar item shown in a bar (the automatic label style shows
    /// only the icon there).
    var isToolbarItem: Bool {
        get { self[ToolbarItemKey.self] }
        set { self[ToolbarItemKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    ///
    /// ```swift
    /// VStack { Label("Mail", systemImage: "envelope") }.labelStyle(.titleOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style, writtenBy: "labelStyle")
    }
}

@_spi(Inspection)
extension LabelStyleConfiguration {
    /// A configuration with an empty title and icon, for tools that build a style's body
    /// on its own.
    @MainActor
    public static var inspection: LabelStyleConfiguration {
        LabelStyleConfiguration(title: Title(content: EmptyView()), icon: Icon(content: EmptyView()))
    }
}
