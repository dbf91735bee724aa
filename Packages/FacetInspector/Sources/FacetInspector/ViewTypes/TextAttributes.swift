import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType.Text {
    /// The styles of a `Text`, as `attributes()` returns them: each attribute is read over
    /// the whole text or over a range of it (`attributes()[0..<4].isBold()`), in
    /// ViewInspector's terms. A text concatenated with `+` has one run per part; an
    /// attribute must be set on every run in the range, with one value.
    public struct Attributes: Sendable {
        let runs: [FacetUI.Text.InspectedRun]
        /// The font the text gets from its environment (`.font(_:)` above it).
        let environmentFont: Font?
        /// The colour the text gets from its environment.
        let environmentColor: Color?

        /// The attributes of the runs overlapping `range`, in characters of the whole string.
        public subscript<R: RangeExpression>(_ range: R) -> Attributes where R.Bound == Int {
            let wanted = range.relative(to: 0..<runs.reduce(0) { $0 + $1.string.count })
            var start = 0
            let selected = runs.filter { run in
                defer { start += run.string.count }
                return wanted.overlaps(start..<start + run.string.count)
            }
            return Attributes(
                runs: selected, environmentFont: environmentFont, environmentColor: environmentColor)
        }

        /// The attributes of the runs overlapping `range`, in indices of the whole string.
        public subscript<R: RangeExpression>(_ range: R) -> Attributes where R.Bound == String.Index {
            let string = runs.map(\.string).joined()
            let wanted = range.relative(to: string)
            let lower = string.distance(from: string.startIndex, to: wanted.lowerBound)
            let upper = string.distance(from: string.startIndex, to: wanted.upperBound)
            return self[lower..<upper]
        }

        /// The font set on the text, or else the font of its environment.
        public func font() throws -> Font {
            do {
                return try common("font") { $0.font }
            } catch InspectionError.modifierNotFound(_, _, _, _) where environmentFont != nil {
                return environmentFont!
            }
        }

        /// The weight set with `fontWeight(_:)` (or `bold()`).
        public func fontWeight() throws -> Font.Weight { try common("fontWeight") { $0.weight } }

        /// Whether the text is bold: its weight, set with `bold()` or `fontWeight(_:)`, is
        /// `.bold`.
        public func isBold() throws -> Bool { try common("bold") { $0.weight } == .bold }

        /// Whether `italic()` was applied.
        public func isItalic() throws -> Bool { try common("italic") { $0.isItalic == true ? true : nil } }

        /// The colour set on the text, or else the foreground colour of its environment.
        public func foregroundColor() throws -> Color {
            do {
                return try common("foregroundColor") { $0.foregroundColor }
            } catch InspectionError.modifierNotFound(_, _, _, _) where environmentColor != nil {
                return environmentColor!
            }
        }

        /// Whether `strikethrough()` was applied.
        public func isStrikethrough() throws -> Bool {
            try common("strikethrough") { $0.isStruckThrough ? true : nil }
        }

        /// Whether `underline()` was applied.
        public func isUnderline() throws -> Bool { try common("underline") { $0.isUnderlined ? true : nil } }

        /// The colour `underline(color:)` gave (`nil` for the text's colour); throws when the
        /// range is not underlined.
        public func underlineColor() throws -> Color? {
            try common("underline") { $0.isUnderlined ? .some($0.underlineColor) : nil }
        }

        /// The colour `strikethrough(color:)` gave (`nil` for the text's colour); throws when
        /// the range is not struck through.
        public func strikethroughColor() throws -> Color? {
            try common("strikethrough") { $0.isStruckThrough ? .some($0.strikethroughColor) : nil }
        }

        /// Whether `monospaced()` was applied.
        public func isMonospaced() throws -> Bool {
            try common("monospaced") { $0.isMonospaced ? true : nil }
        }

        /// The pattern of the underline as a line style (`.single` for a solid one; its
        /// colour is read by ``underlineColor()``); throws when the range is not underlined.
        public func underlineStyle() throws -> FacetUI.Text.LineStyle {
            try common("underline") { $0.isUnderlined ? $0.underlineStyle : nil }
        }

        /// The pattern of the strikethrough as a line style, as ``underlineStyle()`` reads it.
        public func strikethroughStyle() throws -> FacetUI.Text.LineStyle {
            try common("strikethrough") { $0.isStruckThrough ? $0.strikethroughStyle : nil }
        }

        /// The value set with `kerning(_:)`.
        public func kerning() throws -> CGFloat { try common("kerning") { $0.kerning } }

        /// The value set with `tracking(_:)`.
        public func tracking() throws -> CGFloat { try common("tracking") { $0.tracking } }

        /// The value set with `baselineOffset(_:)`.
        public func baselineOffset() throws -> CGFloat { try common("baselineOffset") { $0.baselineOffset } }

        /// The value `extract` reads from every run in range: one value, set on all of them.
        private func common<V: Equatable>(
            _ name: String, _ extract: (FacetUI.Text.InspectedRun) -> V?
        ) throws -> V {
            guard !runs.isEmpty else { throw InspectionError.textAttribute("Invalid text range") }
            let values = runs.compactMap(extract)
            guard let first = values.first else {
                throw InspectionError.modifierNotFound(parent: "Text", modifier: name, index: 0)
            }
            guard values.count == runs.count else {
                throw InspectionError.textAttribute("Modifier '\(name)' is applied only to a subrange")
            }
            guard values.allSatisfy({ $0 == first }) else {
                throw InspectionError.textAttribute("Modifier '\(name)' has different values in subranges")
            }
            return first
        }
    }
}

extension InspectableView where View == ViewType.Text {
    /// The text's styles (live: they follow state changes), to read over the whole text or
    /// a range of it.
    ///
    /// ```swift
    /// let attributes = try sut.inspect().text().attributes()
    /// #expect(try attributes.isBold())
    /// #expect(try attributes[0..<2].font() == .headline)
    /// ```
    public func attributes() throws -> ViewType.Text.Attributes {
        let text = try viewValue(as: FacetUI.Text.self, expected: "Text")
        return ViewType.Text.Attributes(
            runs: text.inspectedRuns, environmentFont: node.environment.font,
            environmentColor: node.environment.foregroundColor)
    }
}
