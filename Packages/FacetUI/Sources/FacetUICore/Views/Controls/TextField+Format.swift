import Foundation

/// How a text field shows a value and reads typed text back: a `ParseableFormatStyle` or
/// a Foundation `Formatter`, with the binding it edits.
@MainActor
struct TextFieldFormat {
    /// The value as text, in the environment's locale.
    let string: (EnvironmentValues) -> String
    /// Parses `text`; writes the value and answers `true` when it is valid.
    let parse: (String, EnvironmentValues) -> Bool

    func string(in environment: EnvironmentValues) -> String { string(environment) }

    func commit(_ text: String, in environment: EnvironmentValues) -> Bool { parse(text, environment) }

    /// A value shown and parsed with a format style.
    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        string = { format.locale($0.locale).format(value.wrappedValue) }
        parse = { text, environment in
            guard let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
    }

    /// An optional value: empty text is `nil`, and `nil` shows as empty text.
    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        string = { environment in
            value.wrappedValue.map { format.locale(environment.locale).format($0) } ?? ""
        }
        parse = { text, environment in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
    }

    /// A value shown and parsed with a Foundation formatter (which keeps its own locale).
    /// Foundation on Linux parses only with a number or date formatter's own methods, so
    /// text typed under another formatter is dropped.
    init<V>(value: Binding<V>, formatter: Formatter) {
        string = { _ in formatter.string(for: value.wrappedValue) ?? "" }
        parse = { text, _ in
            let object: Any? =
                switch formatter {
                case let numbers as NumberFormatter: numbers.number(from: text)
                case let dates as DateFormatter: dates.date(from: text)
                default: nil
                }
            guard let object, let parsed = Self.cast(object, to: V.self) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    /// `object` as a `V`: an `NSNumber` as the number type the binding holds.
    private static func cast<V>(_ object: Any, to type: V.Type) -> V? {
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        let converted: Any? =
            switch type {
            case is Int.Type: number.intValue
            case is Double.Type: number.doubleValue
            case is Float.Type: number.floatValue
            case is Decimal.Type: number.decimalValue
            case is CGFloat.Type: CGFloat(number.doubleValue)
            default: nil
            }
        return converted as? V
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string: the field shows the value formatted in the
    /// environment's locale, and what is typed is parsed on Return or when the field loses
    /// focus (invalid text is dropped, and the last valid value shows again).
    ///
    /// ```swift
    /// @State private var amount = 12.5
    /// TextField("Amount", value: $amount, format: .currency(code: "USD"))
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            format: TextFieldFormat(value: value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(format: TextFieldFormat(value: value, format: format), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound optional value: empty
    /// text is `nil`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            format: TextFieldFormat(value: value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(format: TextFieldFormat(value: value, format: format), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: prompt, label: Text(titleKey)
        )
    }

    /// Creates a text field that applies a formatter to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound value, with a label
    /// built from a view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(format: TextFieldFormat(value: value, format: format), prompt: prompt, label: label())
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label built from a view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(format: TextFieldFormat(value: value, format: format), prompt: prompt, label: label())
    }

    /// Creates a text field that applies a formatter to a bound value, with a label built
    /// from a view.
    public init<V>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(format: TextFieldFormat(value: value, formatter: formatter), prompt: prompt, label: label())
    }
}
