import Foundation

/// The key for a localized string; Facet has no localization tables, so the key's text
/// (with its interpolations) is shown as written — with its inline Markdown applied, as
/// SwiftUI does (see ``Text``).
///
/// ```swift
/// Text("Count: \(count)")
/// Text("Hello, \(Text(name).bold())!")
/// Text("**Bold**, *italic*, `code` and [a link](https://swift.org)")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let runs: [Text.Run]

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { runs = Self.runs(of: value) }

    /// Creates a key from a string.
    public init(_ value: String) { runs = Self.runs(of: value) }

    /// The runs of a whole key: one plain run unless it holds Markdown.
    private static func runs(of string: String) -> [Text.Run] {
        var sawBracket = false
        guard InlineMarkdown.mayContainMarkup(string, sawBracket: &sawBracket) else {
            return [Text.Run(string)]
        }
        return InlineMarkdown.runs(of: [.source(string)])
    }

    /// Creates a key from an interpolated string.
    public init(stringInterpolation: StringInterpolation) { runs = Self.runs(of: stringInterpolation.parts) }

    /// The runs of a key: plain unless a literal part holds Markdown characters.
    private static func runs(of parts: [InlineMarkdown.Part]) -> [Text.Run] {
        if InlineMarkdown.mayContainMarkup(parts) { return InlineMarkdown.runs(of: parts) }
        var runs: [Text.Run] = []
        for part in parts {
            switch part {
            case .source(let string): appendPlain(string, to: &runs)
            case .runs(let pieces):
                for run in pieces {
                    if run.isPlain { appendPlain(run.string, to: &runs) } else { runs.append(run) }
                }
            }
        }
        return runs.isEmpty ? [Text.Run("")] : runs
    }

    private static func appendPlain(_ string: String, to runs: inout [Text.Run]) {
        if let last = runs.last, last.isPlain {
            runs[runs.count - 1].string += string
        } else {
            runs.append(Text.Run(string))
        }
    }

    /// Collects the pieces of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [InlineMarkdown.Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { parts.append(.source(literal)) }

        public mutating func appendInterpolation<T>(_ value: T) { appendValue("\(value)") }

        public mutating func appendInterpolation(_ string: String) { appendValue(string) }

        /// Interpolates a styled text, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) { parts.append(.runs(text.runs)) }

        /// Interpolates a value with a format style (`\(price, format: .number)`), formatted
        /// in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendFormatted(StyleFormattedValue(input: input, style: format))
        }

        /// Interpolates a number with a `printf`-style format specifier
        /// (`\(price, specifier: "%.2f")`), formatted in the environment's locale.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendFormatted(SpecifierFormattedValue(value: value, specifier: specifier))
        }

        /// Interpolates a reference-convertible value (`URL`, …) with a Foundation formatter, or
        /// as it describes itself when `formatter` is `nil`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            appendSubject(subject, formatter: formatter)
        }

        /// Interpolates an object with a Foundation formatter, or as it describes itself when
        /// `formatter` is `nil`.
        public mutating func appendInterpolation<Subject: NSObject>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            appendSubject(subject, formatter: formatter)
        }

        /// Interpolates a date with a Foundation formatter (`\(date, formatter: dateFormatter)`).
        /// SwiftUI's generic form takes any `ReferenceConvertible`; Linux's Foundation does not
        /// make `Date` one, so Facet declares the date form too.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
            appendSubject(date, formatter: formatter)
        }

        private mutating func appendSubject(_ subject: some Hashable, formatter: Formatter?) {
            guard let formatter else { return appendValue(String(describing: subject)) }
            appendFormatted(FormatterFormattedValue(subject: AnyHashable(subject), formatter: formatter))
        }

        private mutating func appendFormatted(_ value: any FormattedValue) {
            parts.append(.runs([Text.Run(formatted: value)]))
        }

        /// An interpolated value is shown as written: Markdown in it is not read.
        private mutating func appendValue(_ string: String) { parts.append(.runs([Text.Run(string)])) }
    }
}
