/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
///     .toggleStyle(.switch)
/// ```
public struct Toggle<Label: View>: View, ControlView {
    let isOn: Binding<Bool>
    let labelView: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        (self.isOn, self.labelView) = (isOn, label())
    }

    public typealias Body = Never

    func label(in environment: EnvironmentValues) -> Label { labelView }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        var content = ToggleContent(
            isOn: isOn.wrappedValue, style: environment.toggleStyle.appearance,
            isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    static var hidesLabelWhenLabelsHidden: Bool { true }

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

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: ToggleContent.Style { get }
}

@_spi(Backend)
extension ToggleStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: ToggleContent.Style { .automatic }
}

/// The default toggle style (a switch on a terminal).
public struct DefaultToggleStyle: ToggleStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ToggleContent.Style { .automatic }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ToggleContent.Style { .switch }
}

/// A toggle style that displays a checkbox followed by its label.
public struct CheckboxToggleStyle: ToggleStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ToggleContent.Style { .checkbox }
}

/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ToggleContent.Style { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension EnvironmentValues {
    private struct ToggleStyleKey: EnvironmentKey {
        static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
    }

    /// The toggle style in effect.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style, writtenBy: "toggleStyle")
    }
}
