/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View>: View, ControlView {
    /// The button's role, or `nil` without one.
    @_spi(Inspection) public let role: ButtonRole?
    let action: () -> Void
    let labelView: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        (self.role, self.action, self.labelView) = (role, action, label())
    }

    public typealias Body = Never

    func label(in environment: EnvironmentValues) -> _ConditionalContent<StyleBody, Label> {
        label(in: environment, isPressed: false)
    }

    func label(in environment: EnvironmentValues, editing: ControlEditing) -> _ConditionalContent<
        StyleBody, Label
    > {
        label(in: environment, isPressed: editing.isPressed)
    }

    /// The label, or the body of an app's style: a `ButtonStyle` draws the label (pressed or
    /// not), a `PrimitiveButtonStyle` of its own makes the whole button.
    @ViewBuilder
    private func label(in environment: EnvironmentValues, isPressed: Bool) -> _ConditionalContent<
        StyleBody, Label
    > {
        if let body = styleBody(in: environment, isPressed: isPressed) {
            StyleBody(content: body)
        } else {
            labelView
        }
    }

    /// The body of the style in effect, unless it is a built-in one.
    private func styleBody(in environment: EnvironmentValues, isPressed: Bool) -> (any View)? {
        switch environment.buttonStyle {
        case .custom(let style):
            let configuration = ButtonStyleConfiguration(
                role: role, label: ButtonStyleConfiguration.Label(content: labelView), isPressed: isPressed)
            return style.makeBody(configuration: configuration)
        case .primitive(let style) where style.builtInAppearance == nil:
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: labelView),
                action: { perform(in: environment) })
            return style.makeBody(configuration: configuration)
        case .primitive:
            return nil
        }
    }

    func labelIsStyleBody(in environment: EnvironmentValues) -> Bool {
        if case .primitive(let style) = environment.buttonStyle { return style.builtInAppearance == nil }
        return true
    }

    /// A tinted button whose style draws no fill (automatic, bordered, borderless) draws its
    /// label in the tint, unless a foreground style or a destructive role says otherwise. The
    /// body of an app's `PrimitiveButtonStyle` shows `Button(configuration)` in the default
    /// style.
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard case .primitive(let primitive) = environment.buttonStyle else { return environment }
        var environment = environment
        guard let appearance = primitive.builtInAppearance else {
            environment.buttonStyle = .primitive(DefaultButtonStyle())
            return environment
        }
        guard let tint = environment.tint, environment.foregroundColor == nil, role != .destructive,
            [.automatic, .bordered, .borderless].contains(appearance)
        else { return environment }
        environment.foregroundColor = tint
        return environment
    }

    /// The button's widget; an app's `PrimitiveButtonStyle` draws the whole button, so its
    /// body sits in a plain container.
    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        let style: ButtonContent.Style
        switch environment.buttonStyle {
        case .primitive(let primitive):
            guard let appearance = primitive.builtInAppearance else { return ContainerContent() }
            style = appearance
        case .custom: style = .custom
        }
        var content = ButtonContent(style: style, role: role, isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard event == .activate else { return }
        perform(in: environment)
    }

    /// A press shows in the body of a `ButtonStyle` (`configuration.isPressed`).
    func handle(_ event: WidgetEvent, environment: EnvironmentValues, editing: ControlEditing) {
        guard case .press(let isPressed) = event else { return handle(event, environment: environment) }
        if case .custom = environment.buttonStyle { editing.isPressed = isPressed && environment.isEnabled }
    }

    /// Runs the action (activating the widget, or `configuration.trigger()` in the body of an
    /// app's primitive style), unless the button is disabled.
    private func perform(in environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        action()
        environment.afterButtonAction?()  // alerts and dialogs close after any of their buttons
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == FacetUICore.Label<Text, Image> {
    /// Creates a button whose label is a system image and a title generated from a
    /// localized string key (drawn as the icon then the title, as ``Label`` draws them).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FacetUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button whose label is a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FacetUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a system image and a title generated
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { FacetUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a system image and a title generated
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { FacetUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button whose label is an image resource and a title generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { FacetUICore.Label(titleKey, image: image) }
    }

    /// Creates a button whose label is an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { FacetUICore.Label(title, image: image) }
    }

    /// Creates a button with a role whose label is an image resource and a title generated
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { FacetUICore.Label(titleKey, image: image) }
    }

    /// Creates a button with a role whose label is an image resource and a title generated
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { FacetUICore.Label(title, image: image) }
    }
}
