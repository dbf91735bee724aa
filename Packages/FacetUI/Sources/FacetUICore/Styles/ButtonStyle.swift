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
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all
/// buttons within a view hierarchy (the built-in styles).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: ButtonContent.Style { get }
}

@_spi(Backend)
extension PrimitiveButtonStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: ButtonContent.Style { .automatic }
}

/// The default button style, based on the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ButtonContent.Style { .automatic }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ButtonContent.Style { .bordered }
}

/// A button style that applies standard border prominent artwork.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ButtonContent.Style { .borderedProminent }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ButtonContent.Style { .borderless }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    @_spi(Backend) public var appearance: ButtonContent.Style { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't decorate its content.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
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

/// A built-in or custom button style: the value `.buttonStyle(_:)` writes into the
/// environment (for inspection tools, which read the style back).
@_spi(Inspection)
public enum ButtonStyleValue {
    /// A built-in style.
    case primitive(any PrimitiveButtonStyle)
    /// A custom style.
    case custom(any ButtonStyle)
}

extension View {
    /// Sets the style for buttons within this view to a built-in button style.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style), writtenBy: "buttonStyle")
    }

    /// Sets the style for buttons within this view to a custom button style.
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
