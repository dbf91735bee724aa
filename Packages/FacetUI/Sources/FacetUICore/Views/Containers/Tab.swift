import Foundation

/// The content and label of a tab of a tab view, and the value that selects it.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) { ReceivedView() }
///     Tab(value: 1, role: .search) { SearchView() }
/// }
/// ```
@MainActor @preconcurrency
public struct Tab<Value, Content, Label> {
    let content: Content
    let label: Label
    /// The tag the tab is selected by (`nil` for a tab of a tab view without selection).
    let tag: AnyHashable?
    /// The tab's role, if any.
    @_spi(Inspection) public let role: TabRole?

    init(content: Content, label: Label, tag: AnyHashable?, role: TabRole?) {
        (self.content, self.label, self.tag, self.role) = (content, label, tag, role)
    }
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    /// The tab's selection value.
    public typealias TabValue = Value
    /// A tab is primitive.
    public var body: Never { return fatalError("Tab has no body") }
}

extension Tab: PrimitiveTabContent where Value: Hashable, Content: View, Label: View {
    var tabViews: [any View] { [content.tabItem { label }.trait(TagTrait.self, tag)] }
}

/// A value that describes the purpose of a tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search role: the tab's default label is "Search".
    public static var search: TabRole { TabRole(name: "search") }
}

/// The default label of a tab: its title and image, or what its role names.
public struct DefaultTabLabel: View, TitledView {
    let title: Text
    let image: Image?

    /// The title beside the image.
    public var body: some View {
        HStack {
            if let image { image }
            title
        }
    }

    var titleView: any View { title }

    init(title: Text, image: Image?) { (self.title, self.image) = (title, image) }

    init(role: TabRole?) {
        self.init(
            title: Text(role == .search ? "Search" : ""),
            image: role == .search ? Image(systemName: "magnifyingglass") : nil)
    }
}

extension Tab where Value: Hashable, Content: View, Label: View {

    /// Creates a tab selected by a value with a localized title, an image resource.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)),
            tag: AnyHashable(value),
            role: nil)
    }

    /// Creates a tab selected by a value with a localized title, an image resource and a role.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)),
            tag: AnyHashable(value),
            role: role)
    }

    /// Creates a tab selected by a value with a localized title, a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
            tag: AnyHashable(value),
            role: nil)
    }

    /// Creates a tab selected by a value with a localized title, a system image and a role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
            tag: AnyHashable(value),
            role: role)
    }

    /// Creates a tab selected by a value with a title string, an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)),
            tag: AnyHashable(value),
            role: nil)
    }

    /// Creates a tab selected by a value with a title string, an image resource and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)),
            tag: AnyHashable(value),
            role: role)
    }

    /// Creates a tab selected by a value with a title string, a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
            tag: AnyHashable(value),
            role: nil)
    }

    /// Creates a tab selected by a value with a title string, a system image and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
            tag: AnyHashable(value),
            role: role)
    }

    /// Creates a tab selected by an optional value with a localized title, an image resource.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)),
            tag: AnyHashable(Optional(value)),
            role: nil)
    }

    /// Creates a tab selected by an optional value with a localized title, an image resource and a role.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)),
            tag: AnyHashable(Optional(value)),
            role: role)
    }

    /// Creates a tab selected by an optional value with a localized title, a system image.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
            tag: AnyHashable(Optional(value)),
            role: nil)
    }

    /// Creates a tab selected by an optional value with a localized title, a system image and a role.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
            tag: AnyHashable(Optional(value)),
            role: role)
    }

    /// Creates a tab selected by an optional value with a title string, an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, image: String, value: T, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)),
            tag: AnyHashable(Optional(value)),
            role: nil)
    }

    /// Creates a tab selected by an optional value with a title string, an image resource and a role.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)),
            tag: AnyHashable(Optional(value)),
            role: role)
    }

    /// Creates a tab selected by an optional value with a title string, a system image.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
            tag: AnyHashable(Optional(value)),
            role: nil)
    }

    /// Creates a tab selected by an optional value with a title string, a system image and a role.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T?, Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
            tag: AnyHashable(Optional(value)),
            role: role)
    }

    /// Creates a tab selected by a value, with no label.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(content: content(), label: EmptyView(), tag: AnyHashable(value), role: nil)
    }

    /// Creates a tab selected by a value, with a label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), tag: AnyHashable(value), role: nil)
    }

    /// Creates a tab selected by a value, with the role's label and a role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(role: role), tag: AnyHashable(value), role: role)
    }

    /// Creates a tab selected by a value, with a label and a role.
    public init(
        value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(content: content(), label: label(), tag: AnyHashable(value), role: role)
    }

    /// Creates a tab selected by an optional value, with no label.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content)
    where Value == V?, Label == EmptyView {
        self.init(content: content(), label: EmptyView(), tag: AnyHashable(Optional(value)), role: nil)
    }

    /// Creates a tab selected by an optional value, with a label.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where Value == V? {
        self.init(content: content(), label: label(), tag: AnyHashable(Optional(value)), role: nil)
    }

    /// Creates a tab selected by an optional value, with the role's label and a role.
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content)
    where Value == V?, Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(role: role), tag: AnyHashable(Optional(value)),
            role: role)
    }

    /// Creates a tab selected by an optional value, with a label and a role.
    public init<V: Hashable>(
        value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) where Value == V? {
        self.init(content: content(), label: label(), tag: AnyHashable(Optional(value)), role: role)
    }
}

extension Tab where Value == Never, Content: View, Label: View {

    /// Creates a tab with a localized title, an image resource.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), tag: nil,
            role: nil)
    }

    /// Creates a tab with a localized title, an image resource and a role.
    public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), tag: nil,
            role: role)
    }

    /// Creates a tab with a localized title, a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), tag: nil,
            role: nil)
    }

    /// Creates a tab with a localized title, a system image and a role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), tag: nil,
            role: role)
    }

    /// Creates a tab with a title string, an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), tag: nil,
            role: nil)
    }

    /// Creates a tab with a title string, an image resource and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), tag: nil,
            role: role)
    }

    /// Creates a tab with a title string, a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), tag: nil,
            role: nil)
    }

    /// Creates a tab with a title string, a system image and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(
            content: content(),
            label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), tag: nil,
            role: role)
    }

    /// Creates a tab of a tab view without selection, with no label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(content: content(), label: EmptyView(), tag: nil, role: nil)
    }

    /// Creates a tab of a tab view without selection, with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), tag: nil, role: nil)
    }

    /// Creates a tab of a tab view without selection, with the role's label and a role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(role: role), tag: nil, role: role)
    }

    /// Creates a tab of a tab view without selection, with a label and a role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), tag: nil, role: role)
    }
}
