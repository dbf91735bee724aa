import Foundation

extension Text {
    /// How an underline or a strikethrough is drawn: its pattern and colour.
    ///
    /// ```swift
    /// Text("Draft").strikethrough(pattern: .dash, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a line.
        public struct Pattern: Sendable {
            enum Kind: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
            let kind: Kind

            /// A solid line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// A line of alternating dashes and pairs of dots.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line style with `pattern`, in `color` (the text's colour when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            (self.pattern, self.color) = (pattern, color)
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pattern.kind)
            hasher.combine(color)
        }

        public static func == (a: LineStyle, b: LineStyle) -> Bool {
            a.pattern.kind == b.pattern.kind && a.color == b.color
        }
    }

    /// Applies an underline with `pattern` to the text, in `color` (the text's colour when
    /// `nil`). GTK's Pango draws every pattern as a solid line; character cells draw every
    /// underline in the text's colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? filled(with: RunStyle(underline: LineStyle(pattern: pattern, color: color))) : self
    }

    /// Applies a strikethrough with `pattern` to the text, in `color` (the text's colour
    /// when `nil`), drawn as ``underline(_:pattern:color:)`` draws its line.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
        -> Text
    {
        isActive ? filled(with: RunStyle(strikethrough: LineStyle(pattern: pattern, color: color))) : self
    }

    /// Sets the spacing, or kerning, between characters, in points (GTK draws it as Pango's
    /// letter spacing; character cells keep one character per cell).
    ///
    /// ```swift
    /// Text("WIDE").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> Text { filled(with: RunStyle(kerning: kerning)) }

    /// Sets the tracking (the space added after every character), in points; where both
    /// are set, tracking wins over kerning (drawn as ``kerning(_:)`` is).
    public func tracking(_ tracking: CGFloat) -> Text { filled(with: RunStyle(tracking: tracking)) }

    /// Raises the text above its baseline by `baselineOffset` points (lowers it when
    /// negative); GTK draws it as Pango's rise, character cells keep the text on its line.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        filled(with: RunStyle(baselineOffset: baselineOffset))
    }
}
