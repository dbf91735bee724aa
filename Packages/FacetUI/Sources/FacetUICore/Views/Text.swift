import Foundation

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello, \(name)!")
///     .font(.headline)
///     .foregroundStyle(.secondary)
/// Text("Bold").bold() + Text(" and italic").italic()
/// ```
public struct Text: Equatable, Sendable {
    /// A piece of text with its own styles; `nil` attributes come from the environment.
    struct Run: Hashable, Sendable {
        var string: String
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var isItalic: Bool?
        var isUnderlined = false
        var isStruckThrough = false
        var underlineColor: Color?
        var strikethroughColor: Color?
        var isMonospaced = false
        var hasMonospacedDigits = false
        var underlinePattern = LineStyle.Pattern.Kind.solid
        var strikethroughPattern = LineStyle.Pattern.Kind.solid
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        /// The font design and width set on the text (`fontDesign(_:)`, `fontWidth(_:)`).
        var design: Font.Design?
        var width: Font.Width?
        /// A value shown through a format: `string` is it in the user's locale, and the
        /// environment's locale decides when the text is resolved.
        var formatted: FormattedText?
        /// What `accessibilityLabel(_:)`/`accessibilityHeading(_:)` set on this run.
        var accessibility: AccessibilityAttributes?
        /// The image the run shows inline (`Text(image)`, `"\(image)"` in a key); `string`
        /// is then the image as inspection reads it ("Image('star')").
        var image: InlineImage?

        init(_ string: String) { self.string = string }

        /// A run showing `image` inline.
        init(image: Image) {
            self.init("Image('\(image.resourceName ?? image.systemName)')")
            self.image = InlineImage(image: image)
        }

        var isPlain: Bool { self == Run(string) }
    }

    var runs: [Run]
    /// The attributed string the text was created with (`Text(_:)` with an
    /// `AttributedString`); `nil` for other texts and for concatenations.
    @_spi(Inspection) public internal(set) var attributedContent: AttributedString?

    init(runs: [Run]) { self.runs = runs }

    /// Creates a text view that displays localized content identified by a key: a string
    /// literal (or interpolation), with its inline Markdown applied. Facet has no
    /// localization tables, so `tableName`, `bundle` and `comment` leave the key's text as
    /// written.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        runs = key.runs
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(String(content))] }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { runs = [Run(content)] }

    /// The whole string, without styles.
    var string: String { runs.map(\.string).joined() }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// Sets the font of the text (runs that set their own keep it).
    public func font(_ font: Font?) -> Text { mapRuns { $0.font = $0.font ?? font } }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = $0.weight ?? weight } }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }
    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Applies italics to the text.
    public func italic() -> Text { mapRuns { $0.isItalic = $0.isItalic ?? true } }
    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Applies an underline to the text, in `color` (the text's colour when `nil`; character
    /// cells draw every underline in the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? filled(with: RunStyle(underline: LineStyle(color: color))) : self
    }
    /// Applies a strikethrough to the text, in `color` (the text's colour when `nil`;
    /// character cells draw every strikethrough in the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? filled(with: RunStyle(strikethrough: LineStyle(color: color))) : self
    }
    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = $0.color ?? color } }
    /// Sets the style (a colour) of the text.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Uses a monospaced design for the text.
    public func monospaced(_ isActive: Bool = true) -> Text { filled(with: RunStyle(isMonospaced: isActive)) }
    /// Gives every digit of the text one width, so that changing numbers do not move
    /// (character cells are so already; GTK asks the font for tabular figures).
    public func monospacedDigit() -> Text { filled(with: RunStyle(hasMonospacedDigits: true)) }
}

extension Text: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TextNode(self, graph: graph, parent: parent, environment: environment)
    }

    /// Resolves the runs' styles against `environment`.
    func resolved(in environment: EnvironmentValues) -> ResolvedText {
        let font = environment.font ?? .body
        let isPlaceholder = environment.redactionReasons.contains(.placeholder)
        let style = environment.textRunStyle
        let runs = runs.map { written in
            var run = written
            style.fill(&run)
            var runFont = run.font ?? font
            if let design = run.design ?? environment.fontDesign { runFont = runFont.design(design) }
            let string =
                run.image.map { String($0.image.standInCharacter) } ?? run.formatted?.string(in: environment)
                ?? run.string
            return ResolvedText.Run(
                string: Self.displayed(
                    string, case: environment.textCase, placeholder: isPlaceholder, in: environment),
                font: runFont, color: run.color ?? environment.foregroundColor,
                isBold: (run.weight ?? environment.fontWeight ?? runFont.resolvedWeight).value
                    >= Font.Weight.semibold.value,
                isItalic: run.isItalic ?? (environment.isItalic || runFont.isItalic),
                isUnderlined: run.isUnderlined, isStruckThrough: run.isStruckThrough,
                underlineColor: run.underlineColor, strikethroughColor: run.strikethroughColor,
                isMonospaced: run.isMonospaced || runFont.resolvedDesign == .monospaced,
                hasMonospacedDigits: run.hasMonospacedDigits, letterSpacing: run.tracking ?? run.kerning,
                baselineOffset: run.baselineOffset,
                width: run.width ?? environment.fontWidth)
        }
        var text = ResolvedText(
            runs: runs, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            isEnabled: environment.isEnabled)
        text.truncationMode = environment.truncationMode
        text.isSelectable = environment.allowsTextSelection
        text.lineSpacing = environment.lineSpacing
        text.minimumLines = environment.reservedLines.map { min($0, environment.lineLimit ?? .max) }
        return text
    }

    /// `string` as shown: in the case `textCase` asks for (in the environment's locale), or,
    /// as a redaction placeholder, a block for each character but spaces and line breaks.
    static func displayed(
        _ string: String, case textCase: Text.Case?, placeholder: Bool, in environment: EnvironmentValues
    ) -> String {
        if placeholder {
            return String(string.map { $0.isWhitespace ? $0 : "\u{2588}" })
        }
        switch textCase {
        case .uppercase: return string.uppercased(with: environment.locale)
        case .lowercase: return string.lowercased(with: environment.locale)
        case nil: return string
        }
    }
}

/// Text with every style decided, ready for a backend to measure and draw.
public struct ResolvedText: WidgetContent, Equatable {
    /// A piece of text with one style.
    public struct Run: Equatable, Sendable {
        public var string: String
        public var font: Font
        /// The colour, or `nil` for the backend's default foreground.
        public var color: Color?
        public var isBold: Bool
        public var isItalic: Bool
        public var isUnderlined: Bool
        public var isStruckThrough: Bool
        /// The underline's colour, or `nil` for the text's colour.
        public var underlineColor: Color? = nil
        /// The strikethrough's colour, or `nil` for the text's colour.
        public var strikethroughColor: Color? = nil
        /// Whether the run is drawn in a monospaced font (`.monospaced()` or a monospaced
        /// font design); character-cell backends are monospaced anyway.
        public var isMonospaced = false
        /// Whether every digit takes one width (`monospacedDigit()`); character-cell
        /// backends draw them so anyway.
        public var hasMonospacedDigits = false
        /// The space added between characters, in points (`tracking(_:)`, else
        /// `kerning(_:)`), or `nil` for the font's own.
        public var letterSpacing: CGFloat? = nil
        /// How far the text is raised above its baseline, in points (`baselineOffset(_:)`).
        public var baselineOffset: CGFloat? = nil
        /// The font's width (`fontWidth(_:)`), or `nil` for the standard one; character-cell
        /// backends have one width.
        public var width: Font.Width? = nil
    }

    public var runs: [Run]
    /// The maximum number of lines, or `nil` for no limit.
    public var lineLimit: Int?
    /// How lines are aligned.
    public var alignment: TextAlignment
    /// Whether the text is in an enabled context (backends dim disabled text).
    public var isEnabled: Bool
    /// Where a line too long for its space is cut (`truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode = .tail
    /// The space between lines, in points (`lineSpacing(_:)`); whole rows in a terminal.
    public var lineSpacing: CGFloat = 0
    /// The fewest lines the text takes, even when it needs fewer (`lineLimit(_:reservesSpace:)`,
    /// `lineLimit(2...4)`), or `nil`.
    public var minimumLines: Int? = nil
    /// Whether the text can be selected (`textSelection(.enabled)`); character-cell backends
    /// leave selection to the terminal.
    public var isSelectable = false

    /// The whole string.
    public var string: String { runs.map(\.string).joined() }

    public var kind: String { "Text" }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The node of a `Text`: a leaf with a text widget, measured by the backend.
@MainActor
final class TextNode: TypedNode<Text> {
    private var resolved: ResolvedText?
    /// Sizes measured for each proposed width, when the backend's text size does not depend
    /// on the proposed height (stacks probe several heights at one width).
    private var sizesByWidth: [CGFloat?: CGSize] = [:]
    /// The height of one line in the current font, measured once per resolved text.
    private var measuredLineHeight: CGFloat?

    override var isLayoutUnit: Bool { true }

    override func mount() {
        let content = value.resolved(in: environment)
        resolved = content
        graph.createWidget(for: self, content: content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let content = value.resolved(in: environment)
        guard content != resolved else { return }
        resolved = content
        sizesByWidth.removeAll()
        measuredLineHeight = nil
        graph.updateWidget(of: self, content: content)
        graph.invalidateLayout(self)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let text = resolved ?? value.resolved(in: environment)
        guard graph.backend.metrics.textSizeIgnoresProposedHeight else {
            return graph.backend.measureText(text, proposal: proposal)
        }
        if let known = sizesByWidth[proposal.width] { return known }
        let size = graph.backend.measureText(
            text, proposal: ProposedViewSize(width: proposal.width, height: nil))
        sizesByWidth[proposal.width] = size
        return size
    }

    override var hasExplicitAlignment: Bool { true }

    /// The first baseline is the bottom of the first line; the last, the bottom of the text.
    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? {
        switch guide {
        case .firstTextBaseline:
            return size.height == 0 ? 0 : min(size.height, lineHeight)
        case .lastTextBaseline: return size.height
        default: return nil
        }
    }

    /// The height of one line.
    private var lineHeight: CGFloat {
        if let measuredLineHeight { return measuredLineHeight }
        var single = resolved ?? value.resolved(in: environment)
        single.runs = [
            ResolvedText.Run(
                string: "X", font: single.runs.first?.font ?? .body, color: nil,
                isBold: false, isItalic: false, isUnderlined: false, isStruckThrough: false)
        ]
        let height = graph.backend.measureText(single, proposal: .unspecified).height
        measuredLineHeight = height
        return height
    }
}

@_spi(Inspection)
extension Text {
    /// A piece of a text with the styles it sets itself; `nil` attributes come from the
    /// environment. For inspection tools.
    public struct InspectedRun: Equatable, Sendable {
        /// The run's string.
        public let string: String
        /// The font set with `font(_:)`.
        public let font: Font?
        /// The colour set with `foregroundColor(_:)`/`foregroundStyle(_:)`.
        public let foregroundColor: Color?
        /// The weight set with `fontWeight(_:)`/`bold()`.
        public let weight: Font.Weight?
        /// Whether `italic()` was applied.
        public let isItalic: Bool?
        /// Whether `underline()` was applied.
        public let isUnderlined: Bool
        /// The colour `underline(color:)` gave, or `nil` for the text's colour.
        public let underlineColor: Color?
        /// Whether `strikethrough()` was applied.
        public let isStruckThrough: Bool
        /// The colour `strikethrough(color:)` gave, or `nil` for the text's colour.
        public let strikethroughColor: Color?
        /// Whether `monospaced()` was applied.
        public let isMonospaced: Bool
        /// The pattern `underline(pattern:color:)` gave (solid unless one is given).
        public let underlineStyle: LineStyle
        /// The pattern `strikethrough(pattern:color:)` gave (solid unless one is given).
        public let strikethroughStyle: LineStyle
        /// The value set with `kerning(_:)`.
        public let kerning: CGFloat?
        /// The value set with `tracking(_:)`.
        public let tracking: CGFloat?
        /// The value set with `baselineOffset(_:)`.
        public let baselineOffset: CGFloat?
    }

    /// The runs of the text (one per concatenated text), with their own styles.
    public var inspectedRuns: [InspectedRun] {
        runs.map {
            InspectedRun(
                string: $0.string, font: $0.font, foregroundColor: $0.color, weight: $0.weight,
                isItalic: $0.isItalic, isUnderlined: $0.isUnderlined, underlineColor: $0.underlineColor,
                isStruckThrough: $0.isStruckThrough, strikethroughColor: $0.strikethroughColor,
                isMonospaced: $0.isMonospaced,
                underlineStyle: LineStyle(pattern: LineStyle.Pattern(kind: $0.underlinePattern)),
                strikethroughStyle: LineStyle(pattern: LineStyle.Pattern(kind: $0.strikethroughPattern)),
                kerning: $0.kerning, tracking: $0.tracking, baselineOffset: $0.baselineOffset)
        }
    }

    /// The whole string, without styles (an inline image reads "Image('star')").
    public var plainString: String { runs.count == 1 ? runs[0].string : string }

    /// The whole string, without styles, with the values shown through a format formatted
    /// for `locale`, `calendar` and `timeZone` (an inline image reads "Image('star')").
    /// The calendar and time zone are read only when the text formats a value: a search
    /// asks this of every text it passes.
    public func plainString(
        locale: Locale, calendar: @autoclosure () -> Calendar = .current,
        timeZone: @autoclosure () -> TimeZone = .current
    ) -> String {
        guard runs.contains(where: { $0.formatted != nil }) else { return plainString }
        let (calendar, timeZone) = (calendar(), timeZone())
        return runs.map { run in
            run.formatted?.string(locale: locale, calendar: calendar, timeZone: timeZone) ?? run.string
        }.joined()
    }

    /// The images the text shows inline (`Text(image)`, `"\(image)"` in a key), in order.
    public var inlineImages: [Image] { runs.compactMap { $0.image?.image } }
}
