/// A control for presenting a menu of actions.
///
/// The menu items are the buttons (and links) among the content's subviews, titled by
/// their first `Text`; choosing item `i` runs its action. Activating the menu itself
/// runs `primaryAction` when there is one (otherwise it opens the menu).
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") { duplicate() }
///     Button("Delete", role: .destructive) { delete() }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View, ControlView {
    /// The menu's items, as written (for inspection tools).
    @_spi(Inspection) public let content: Content
    let labelView: Label
    let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.content, self.labelView, primaryAction) = (content(), label(), nil)
    }

    /// Creates a menu with a custom label and a primary action, run when the menu itself
    /// is activated.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        (self.content, self.labelView, self.primaryAction) = (content(), label(), primaryAction)
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    func label(in environment: EnvironmentValues) -> Label { labelView }

    /// The items: each actionable subview's title and action.
    private func items(in environment: EnvironmentValues) -> [(title: String, action: () -> Void)] {
        MenuItemReader.of(content, in: environment)
    }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        MenuContent(
            items: items(in: environment).map(\.title), hasPrimaryAction: primaryAction != nil,
            isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        switch event {
        case .activate: primaryAction?()
        case .select(let index):
            let items = items(in: environment)
            if items.indices.contains(index) { items[index].action() }
        default: break
        }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a primary action that generates its label from a localized
    /// string key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == FacetUICore.Label<Text, Image> {
    /// Creates a menu whose label is a system image and a title generated from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FacetUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FacetUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a menu with a primary action whose label is a system image and a title
    /// generated from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { FacetUICore.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// Creates a menu whose label is an image resource and a title generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FacetUICore.Label(titleKey, image: image) }
    }

    /// Creates a menu whose label is an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FacetUICore.Label(title, image: image) }
    }

    /// Creates a menu with a primary action whose label is an image resource and a title
    /// generated from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { FacetUICore.Label(titleKey, image: image) },
            primaryAction: primaryAction)
    }
}

/// A menu button (`Menu`); its label is drawn by the child widgets, followed by " ▾".
///
/// Activating it (click, Enter) sends `.activate` when ``hasPrimaryAction``, otherwise it
/// pops up ``items``, one per line; choosing one sends `.select(index)`. It also sends
/// `.focus(_:)`.
public struct MenuContent: WidgetContent, Equatable {
    /// The items' titles, in order.
    public var items: [String]
    /// Whether activating the menu runs an action instead of opening it (a secondary
    /// gesture opens it).
    public var hasPrimaryAction: Bool
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool

    /// Creates the content.
    public init(items: [String], hasPrimaryAction: Bool, isEnabled: Bool) {
        (self.items, self.hasPrimaryAction, self.isEnabled) = (items, hasPrimaryAction, isEnabled)
    }

    /// The kind of widget.
    public var kind: String { "Menu" }
}
