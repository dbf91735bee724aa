/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes; Facet declares it, since UIKit does not exist on Linux).
///
/// A terminal has no software keyboard: there the type is kept in the environment for
/// inspection and typing is not restricted (as with a hardware keyboard on iOS). GTK passes it
/// to its entry as the input purpose (`GtkInputPurpose`), which on-screen keyboards and input
/// methods follow.
///
/// ```swift
/// TextField("Amount", value: $amount, format: .number)
///     .keyboardType(.decimalPad)
/// ```
public enum UIKeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for typing URLs.
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A keyboard for a person's name or phone number.
    case namePhonePad = 6
    /// A keyboard for typing email addresses.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// A keyboard for social-media text, with quick access to @ and #.
    case twitter = 9
    /// A keyboard for web search terms and URLs.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11

    /// A keyboard that displays standard ASCII characters (the older name of
    /// ``asciiCapable``).
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

extension EnvironmentValues {
    private struct KeyboardTypeKey: EnvironmentKey {
        static let defaultValue = UIKeyboardType.default
    }

    /// The keyboard type of text inputs below (`keyboardType(_:)`).
    @_spi(Inspection) public var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard type for this view: the text fields in it ask for that keyboard
    /// (see ``UIKeyboardType`` for what each backend does with it).
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .currency(code: "EUR"))
    ///     .keyboardType(.decimalPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type, writtenBy: "keyboardType")
    }
}
