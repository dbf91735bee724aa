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

        /// Interpolates a value with a format style (`\(price, format: .number)`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendValue(format.format(value))
        }

        /// An interpolated value is shown as written: Markdown in it is not read.
        private mutating func appendValue(_ string: String) { parts.append(.runs([Text.Run(string)])) }
    }
}
