import Foundation

extension Text {
    /// The line, spacing and design attributes that `Text`'s own modifiers give its runs and
    /// the view modifiers of the same names (`underline`, `strikethrough`, `monospaced`,
    /// `monospacedDigit`, `kerning`, `tracking`, `baselineOffset`) give every `Text` below
    /// through the environment. One place fills a run with them: a run that set an attribute
    /// itself keeps it.
    struct RunStyle: Equatable, Sendable {
        /// The underline to draw, or `nil` for none.
        var underline: LineStyle?
        /// The strikethrough to draw, or `nil` for none.
        var strikethrough: LineStyle?
        /// Whether the text is drawn in a monospaced font.
        var isMonospaced = false
        /// Whether digits take one width each.
        var hasMonospacedDigits = false
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?

        /// Gives `run` the attributes it has not set itself.
        func fill(_ run: inout Run) {
            if let underline, !run.isUnderlined {
                (run.isUnderlined, run.underlineColor) = (true, underline.color)
                run.underlinePattern = underline.pattern.kind
            }
            if let strikethrough, !run.isStruckThrough {
                (run.isStruckThrough, run.strikethroughColor) = (true, strikethrough.color)
                run.strikethroughPattern = strikethrough.pattern.kind
            }
            run.isMonospaced = run.isMonospaced || isMonospaced
            run.hasMonospacedDigits = run.hasMonospacedDigits || hasMonospacedDigits
            run.kerning = run.kerning ?? kerning
            run.tracking = run.tracking ?? tracking
            run.baselineOffset = run.baselineOffset ?? baselineOffset
        }
    }

    /// The text with `style` filled into every run.
    func filled(with style: RunStyle) -> Text { mapRuns { style.fill(&$0) } }
}

extension EnvironmentValues {
    private struct TextRunStyleKey: EnvironmentKey { static let defaultValue = Text.RunStyle() }

    /// The text attributes the view modifiers set for every `Text` below.
    var textRunStyle: Text.RunStyle {
        get { self[TextRunStyleKey.self] }
        set { self[TextRunStyleKey.self] = newValue }
    }
}

/// The view modifiers that give every `Text` inside a line, spacing or design attribute
/// (a `Text` that sets the attribute itself keeps its own). They are drawn as the `Text`
/// methods of the same names are.
extension View {
    /// Applies an underline to the text inside this view, with `pattern`, in `color` (the
    /// text's colour when `nil`). `underline(false)` removes an underline set further out.
    ///
    /// ```swift
    /// VStack { Text("Terms"); Text("Privacy") }.underline(pattern: .dot)
    /// ```
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "underline") {
            $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }

    /// Applies a strikethrough to the text inside this view, with `pattern`, in `color` (the
    /// text's colour when `nil`). `strikethrough(false)` removes one set further out.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "strikethrough") {
            $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }

    /// Draws the text inside this view in a monospaced font (character cells are monospaced
    /// already; GTK uses Pango's monospace family).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "monospaced") { $0.isMonospaced = isActive }
    }

    /// Gives the digits of the text inside this view one width each, so that changing
    /// numbers do not move (character cells are so already; GTK asks the font for tabular
    /// figures).
    public func monospacedDigit() -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "monospacedDigit") { $0.hasMonospacedDigits = true }
    }

    /// Sets the kerning of the text inside this view, in points (GTK draws it as Pango's
    /// letter spacing; character cells keep one character per cell).
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "kerning") { $0.kerning = kerning }
    }

    /// Sets the tracking of the text inside this view, in points; it wins over kerning
    /// (drawn as ``kerning(_:)`` is).
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "tracking") { $0.tracking = tracking }
    }

    /// Raises the text inside this view above its baseline by `baselineOffset` points (GTK
    /// draws it as Pango's rise; character cells keep the text on its line).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment(\.textRunStyle, writtenBy: "baselineOffset") {
            $0.baselineOffset = baselineOffset
        }
    }
}
