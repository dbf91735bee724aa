import Foundation

/// Modifiers that lay out the text inside a view, through the environment (they reach every
/// `Text` below). What a character cell cannot show (line spacing, tightening, scaling, a
/// font's width) is kept on the resolved text for the backends that can and for inspection.
extension View {
    /// Sets the truncation mode for lines of text that are too long to fit in the available
    /// space: the terminal cuts the head, middle or tail of the line and shows `…` there.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)   // "/usr/lo…/bin"
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode, writtenBy: "truncationMode")
    }

    /// Sets the amount of space between lines of text in this view (in points; a terminal
    /// has whole rows, so it draws lines without extra space).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing, writtenBy: "lineSpacing")
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line (a terminal's cells cannot compress).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag, writtenBy: "allowsTightening")
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available
    /// space (a terminal's font has one size).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor, writtenBy: "minimumScaleFactor")
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    ///
    /// ```swift
    /// Text("Section").textCase(.uppercase)   // "SECTION"
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase, writtenBy: "textCase")
    }

    /// Sets the font design of the text in this view (a monospaced design makes the text
    /// monospaced; a terminal's font is anyway).
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design, writtenBy: "fontDesign")
    }

    /// Sets the font width of the text in this view (kept on the resolved text; a character
    /// cell has one width).
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width, writtenBy: "fontWidth")
    }

    /// Sets a limit for the number of lines text can occupy in this view; with
    /// `reservesSpace`, text takes the height of `limit` lines even when it needs fewer.
    ///
    /// ```swift
    /// Text(summary).lineLimit(3, reservesSpace: true)
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit, reserving: reservesSpace ? limit : nil)
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at
    /// least `limit.lowerBound` lines (reserved when the text needs fewer), with no maximum.
    ///
    /// ```swift
    /// Text(note).lineLimit(2...)
    /// ```
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil, reserving: limit.lowerBound)
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at
    /// most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: nil)
    }

    /// Sets to a closed range the number of lines that text can occupy in this view: at
    /// least `limit.lowerBound` lines (reserved when the text needs fewer), at most
    /// `limit.upperBound`.
    ///
    /// ```swift
    /// Text(summary).lineLimit(2...4)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: limit.lowerBound)
    }

    /// Writes the line limit (the outer writer, applied first: it clears any reservation),
    /// then the lines reserved under it.
    private func lineLimit(_ limit: Int?, reserving minimum: Int?) -> some View {
        environment(\.reservedLines, minimum.map { max(0, $0) }, writtenBy: "lineLimit")
            .environment(\.lineLimit, limit, writtenBy: "lineLimit")
    }
}

extension Font {
    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        /// The width, from -1 (most compressed) to 1 (most expanded); 0 is standard.
        public var value: CGFloat

        /// Creates a width with the given value.
        public init(_ value: CGFloat) { self.value = value }

        /// A width to use for fonts that have multiple widths.
        public static let compressed = Width(-0.3)
        /// A width to use for fonts that have multiple widths.
        public static let condensed = Width(-0.2)
        /// A width to use for fonts that have multiple widths.
        public static let standard = Width(0)
        /// A width to use for fonts that have multiple widths.
        public static let expanded = Width(0.2)
    }
}

extension Text {
    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { mapRuns { $0.design = $0.design ?? design } }

    /// Sets the font width of the text.
    public func fontWidth(_ width: Font.Width?) -> Text { mapRuns { $0.width = $0.width ?? width } }
}
