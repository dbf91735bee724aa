import Foundation

/// The key for a localized string; Facet has no localization tables, so the key's text
/// (with its interpolations) is shown as written.
///
/// ```swift
/// Text("Count: \(count)")
/// Text("Hello, \(Text(name).bold())!")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let runs: [Text.Run]

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { runs = [Text.Run(value)] }

    /// Creates a key from a string.
    public init(_ value: String) { runs = [Text.Run(value)] }

    /// Creates a key from an interpolated string.
    public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }

    /// Collects the pieces of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Text.Run] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { appendPlain(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { appendPlain("\(value)") }

        public mutating func appendInterpolation(_ string: String) { appendPlain(string) }

        /// Interpolates a styled text, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) { runs += text.runs }

        /// Interpolates a value with a format style (`\(price, format: .number)`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendPlain(format.format(value))
        }

        private mutating func appendPlain(_ string: String) {
            if let last = runs.last, last.isPlain {
                runs[runs.count - 1].string += string
            } else {
                runs.append(Text.Run(string))
            }
        }
    }
}
