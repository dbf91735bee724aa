/// A specification for the appearance and interaction of a text field.
///
/// ```swift
/// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: TextFieldContent.Style { get }
}

@_spi(Backend)
extension TextFieldStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: TextFieldContent.Style { .automatic }
}

/// The default text field style, based on the text field's context (underlined on a
/// terminal).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: TextFieldContent.Style { .automatic }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: TextFieldContent.Style { .plain }
}

/// A text field style with a system-defined rounded border (a box of one cell on each
/// side on a terminal).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: TextFieldContent.Style { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
    private struct TextFieldStyleKey: EnvironmentKey {
        static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
    }

    /// The text field style in effect.
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields (and secure fields) within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style, writtenBy: "textFieldStyle")
    }
}
