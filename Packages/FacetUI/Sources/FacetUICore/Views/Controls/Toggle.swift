/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
///     .toggleStyle(.switch)
/// ```
public struct Toggle<Label: View>: View, ControlView {
    /// The binding the toggle shows and sets.
    @_spi(Inspection) public let isOn: Binding<Bool>
    let labelView: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        (self.isOn, self.labelView) = (isOn, label())
    }

    public typealias Body = Never

    /// The label, or the body of an app's toggle style (which shows the label itself).
    @ViewBuilder
    func label(in environment: EnvironmentValues) -> some View {
        if let style = customStyle(in: environment) {
            StyleBody(content: style.makeBody(configuration: configuration(in: environment)))
        } else {
            labelView
        }
    }

    /// The style in effect when it is an app's own, which makes the whole toggle.
    private func customStyle(in environment: EnvironmentValues) -> (any ToggleStyle)? {
        let style = environment.toggleStyle
        return style.builtInAppearance == nil ? style : nil
    }

    /// What an app's style receives: the label (hidden under `labelsHidden()`) and the binding.
    private func configuration(in environment: EnvironmentValues) -> ToggleStyleConfiguration {
        let label: any View = environment.hidesLabels ? labelView.hidden() : labelView
        return ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
    }

    func labelIsStyleBody(in environment: EnvironmentValues) -> Bool { customStyle(in: environment) != nil }

    /// `Toggle(configuration)` in the body of an app's style is drawn in the default style.
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard customStyle(in: environment) != nil else { return environment }
        var environment = environment
        environment.toggleStyle = DefaultToggleStyle()
        return environment
    }

    /// The toggle's widget; an app's style draws the whole toggle, so its body sits in a
    /// plain container.
    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        guard let appearance = environment.toggleStyle.builtInAppearance else { return ContainerContent() }
        var content = ToggleContent(
            isOn: isOn.wrappedValue, style: appearance, isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    static var hidesLabelWhenLabelsHidden: Bool { true }

    /// A switch in a `Form` row spans the row: label leading, switch trailing, as
    /// `LabeledContent` lays out its label and value.
    func fillsProposedWidth(in environment: EnvironmentValues, inputs: ViewInputs) -> Bool {
        guard inputs[ContainerStyleContextKey.self] == .form else { return false }
        switch environment.toggleStyle.builtInAppearance {
        case .automatic, .switch: return true
        case .checkbox, .button, nil: return false
        }
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        switch event {
        case .activate: isOn.wrappedValue.toggle()
        case .toggle(let value): isOn.wrappedValue = value
        default: break
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == FacetUICore.Label<Text, Image> {
    /// Creates a toggle whose label is a system image and a title generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FacetUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FacetUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is an image resource and a title generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FacetUICore.Label(titleKey, image: image) }
    }

    /// Creates a toggle whose label is an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FacetUICore.Label(title, image: image) }
    }
}
