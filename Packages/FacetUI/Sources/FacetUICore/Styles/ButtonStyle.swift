/// A type that applies standard interaction behavior and a custom appearance to all
/// buttons within a view hierarchy.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).background(configuration.isPressed ? .gray : .blue)
///     }
/// }
/// Button("Go") {}.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// An optional semantic role that describes the button's purpose.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button: while
    /// the pointer is down on it (a mouse button held in a terminal, a press in GTK).
    public let isPressed: Bool

    init(role: ButtonRole?, label: Label, isPressed: Bool) {
        (self.role, self.label, self.isPressed) = (role, label, isPressed)
    }
}

extension EnvironmentValues {
    private struct ButtonStyleKey: EnvironmentKey {
        static var defaultValue: ButtonStyleValue { .primitive(DefaultButtonStyle()) }
    }

    /// The button style in effect (set by `buttonStyle(_:)`).
    var buttonStyle: ButtonStyleValue {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

/// A primitive or custom button style: the value `.buttonStyle(_:)` writes into the
/// environment (for inspection tools, which read the style back).
@_spi(Inspection)
public enum ButtonStyleValue {
    /// A `PrimitiveButtonStyle`: a built-in one, or an app's own, which makes the whole button.
    case primitive(any PrimitiveButtonStyle)
    /// A `ButtonStyle`: it draws the button's label, the button keeps its interaction.
    case custom(any ButtonStyle)
}

extension View {
    /// Sets the style for buttons within this view to a button style with custom
    /// interaction behavior (a built-in one such as `.bordered`, or an app's own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style), writtenBy: "buttonStyle")
    }

    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .custom(style), writtenBy: "buttonStyle")
    }
}

@_spi(Inspection)
extension ButtonStyleConfiguration {
    /// A configuration with an empty label, for tools that build a style's body on its own.
    @MainActor
    public static func inspection(isPressed: Bool, role: ButtonRole? = nil) -> ButtonStyleConfiguration {
        ButtonStyleConfiguration(role: role, label: Label(content: EmptyView()), isPressed: isPressed)
    }
}
