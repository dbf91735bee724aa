/// The appearance and behavior of a toggle.
///
/// The built-in styles (`.switch`, `.checkbox`, `.button`) are drawn by the backend's
/// toggle widget. An app's own style makes the whole toggle: the toggle shows the style's
/// body, which reads and sets `configuration.isOn`.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack {
///                 Text(configuration.isOn ? "✓" : "·")
///                 configuration.label
///             }
///         }
///         .buttonStyle(.plain)
///     }
/// }
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckmarkStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state (a toggle of several sources that differ).
    /// Facet's toggles have one source, so it is `false` unless a style sets it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var isMixed: Bool {
        get { mixed }
        set { mixed = newValue }
    }
    private var mixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.mixed = isMixed
    }
}

@_spi(Inspection)
extension ToggleStyleConfiguration {
    /// A configuration with an empty label bound to `isOn`, for tools that build a style's
    /// body on its own.
    @MainActor
    public static func inspection(isOn: Binding<Bool>) -> ToggleStyleConfiguration {
        ToggleStyleConfiguration(label: Label(content: EmptyView()), isOn: isOn)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: its label and state are the
    /// configuration's. Inside a style's body it is drawn with the default style.
    ///
    /// ```swift
    /// struct Framed: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Toggle(configuration).padding(1).border(.gray)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The default toggle style (a switch on a terminal).
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a default toggle style.
    nonisolated public init() {}
    /// A toggle drawn in the default style, with the configuration's label and state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
    var appearance: ToggleContent.Style { .automatic }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a switch toggle style.
    nonisolated public init() {}
    /// A switch with the configuration's label and state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
    var appearance: ToggleContent.Style { .switch }
}

/// A toggle style that displays a checkbox followed by its label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a checkbox toggle style.
    nonisolated public init() {}
    /// A checkbox with the configuration's label and state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
    var appearance: ToggleContent.Style { .checkbox }
}

/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a button toggle style.
    nonisolated public init() {}
    /// A toggle button with the configuration's label and state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
    var appearance: ToggleContent.Style { .button }
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

extension ToggleStyle {
    /// The look a backend draws for a built-in style, or `nil` for a style that makes the
    /// whole toggle.
    var builtInAppearance: ToggleContent.Style? {
        (self as? any BuiltInStyle<ToggleContent.Style>)?.appearance
    }
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
    ///
    /// ```swift
    /// Form { Toggle("Sounds", isOn: $sounds) }.toggleStyle(.checkbox)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style, writtenBy: "toggleStyle")
    }
}
