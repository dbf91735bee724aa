import Foundation

extension Text {
    /// Creates a text view that displays styled attributed content. Its links are shown in
    /// the accent colour, as a Markdown link in a string key is; Foundation on Linux has no
    /// other attribute a text draws (SwiftUI's own attribute scope is not part of Facet).
    ///
    /// ```swift
    /// var greeting = AttributedString("Visit ")
    /// var link = AttributedString("swift.org")
    /// link.link = URL(string: "https://swift.org")
    /// Text(greeting + link)
    /// ```
    // Disfavoured: Linux's Foundation makes `AttributedString` expressible by a string
    // literal, and `Text("literal")` must stay a localized key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = Self.runs(of: attributedContent)
        self.attributedContent = attributedContent
    }

    /// The runs showing `attributed`: one per run of attributes it draws.
    static func runs(of attributed: AttributedString) -> [Run] {
        var runs: [Run] = []
        for piece in attributed.runs {
            var run = Run(String(attributed[piece.range].characters))
            if piece.link != nil { run.color = .accentColor }
            if let last = runs.last, last.sameStyle(as: run) {
                runs[runs.count - 1].string += run.string
            } else {
                runs.append(run)
            }
        }
        return runs.isEmpty ? [Run("")] : runs
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates attributed content, shown as ``Text/init(_:)-(AttributedString)`` shows it.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        parts.append(.runs(Text.runs(of: attributedString)))
    }
}
