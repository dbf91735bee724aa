/// Measures and breaks text into lines for a terminal grid.
///
/// This is what a layout engine calls to size a `Text`: ``size(of:proposedWidth:lineLimit:wraps:)``
/// answers how many columns and rows a string needs when offered a width. Rules:
///
/// - `\n`, `\r\n` and `\r` always start a new line; tabs become ``tabWidth`` spaces; other control
///   characters are measured as their visible stand-ins (see ``TextSanitizer``).
/// - With wrapping, lines break after spaces (word wrap); a word longer than the width is broken
///   between characters; spaces at a break are dropped. A wide character is never split.
/// - With a line limit, the last allowed line shows as much of the remaining text as fits and ends
///   in the truncation mark `…`.
/// - Without wrapping, each line longer than the width is truncated with `…`.
/// - A ``TruncationMode`` says where a truncated line is cut: at its end (`tail`, the default),
///   its start (`head`: `…` first) or its middle (`…` between the line's start and end).
public enum TextLayout {
    /// Where a line that does not fit is cut, and the mark shown.
    public enum TruncationMode: Hashable, Sendable {
        /// The line's start is cut: `…` and then the end of the line.
        case head
        /// The line's end is cut: the start of the line and then `…`.
        case tail
        /// The line's middle is cut: its start, `…`, its end.
        case middle
    }

    /// The number of spaces a tab expands to.
    public static let tabWidth = 4
    /// The mark appended to truncated lines.
    public static let truncationMark: Character = "…"

    /// One laid-out line: a range of the prepared characters and whether it ends in ``truncationMark``.
    public struct Line: Hashable, Sendable {
        /// The characters shown, as indices into the array given to ``layout(_:maxWidth:lineLimit:wraps:)``.
        public var range: Range<Int>
        /// Whether the line is followed by ``TextLayout/truncationMark``.
        public var isTruncated: Bool
        /// The characters shown after the mark (a head or middle truncation), as indices into
        /// the same array; empty otherwise.
        public var afterMark: Range<Int> = 0..<0

        /// The line's display string for `characters`.
        func string(_ characters: [Character]) -> String {
            String(characters[range]) + (isTruncated ? String(truncationMark) : "")
                + String(characters[afterMark])
        }
    }

    /// The characters of `text` as the layout sees them: line breaks normalised to `\n`, tabs expanded
    /// and every other control character replaced by its visible stand-in.
    public static func prepare(_ text: String) -> [Character] {
        var result: [Character] = []
        for character in text.replacingCRLF() {
            if character == "\n" {
                result.append("\n")
            } else if character == "\t" {
                result.append(contentsOf: repeatElement(" ", count: tabWidth))
            } else {
                result.append(contentsOf: TextSanitizer.sanitize(String(character)))
            }
        }
        return result
    }

    /// The display width of a string on one line (tabs expanded, controls as stand-ins).
    public static func width(of text: String) -> Int {
        CharacterWidth.width(of: String(prepare(text)))
    }

    /// The lines of `text` as strings, broken for `maxWidth` columns (`nil`: only at line breaks).
    public static func lines(
        _ text: String, maxWidth: Int?, lineLimit: Int? = nil, wraps: Bool = true,
        truncationMode: TruncationMode = .tail
    ) -> [String] {
        let characters = prepare(text)
        return layout(
            characters, maxWidth: maxWidth, lineLimit: lineLimit, wraps: wraps, truncationMode: truncationMode
        ).map { $0.string(characters) }
    }

    /// The size `text` needs when offered `proposedWidth` columns (`nil`: its ideal, unwrapped size).
    ///
    /// The width is that of the widest resulting line, never more than `proposedWidth`; the height is
    /// the number of lines (at least one, even for an empty string).
    public static func size(
        of text: String, proposedWidth: Int?, lineLimit: Int? = nil, wraps: Bool = true,
        truncationMode: TruncationMode = .tail
    ) -> CellSize {
        let lines = lines(
            text, maxWidth: proposedWidth, lineLimit: lineLimit, wraps: wraps, truncationMode: truncationMode)
        let width = lines.map { CharacterWidth.width(of: $0) }.max() ?? 0
        return CellSize(width: width, height: lines.count)
    }

    /// A single line cut to `maxWidth` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, toWidth maxWidth: Int) -> String {
        lines(text, maxWidth: maxWidth, lineLimit: 1, wraps: false).first ?? ""
    }

    /// Lays out prepared characters (see ``prepare(_:)``) into lines.
    public static func layout(
        _ characters: [Character], maxWidth: Int?, lineLimit: Int?, wraps: Bool = true,
        truncationMode: TruncationMode = .tail
    ) -> [Line] {
        let widths = characters.map { $0 == "\n" ? 0 : CharacterWidth.width(of: $0) }
        var paragraphs: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character == "\n" {
            paragraphs.append(start..<index)
            start = index + 1
        }
        paragraphs.append(start..<characters.count)

        var lines: [(range: Range<Int>, paragraph: Range<Int>)] = []
        for paragraph in paragraphs {
            if let maxWidth, wraps {
                for range in wrap(paragraph, widths: widths, characters: characters, maxWidth: maxWidth) {
                    lines.append((range, paragraph))
                }
            } else {
                lines.append((paragraph, paragraph))
            }
        }
        var result: [Line] = lines.map { line in
            guard let maxWidth, !wraps else { return Line(range: line.range, isTruncated: false) }
            return truncated(
                line.range, widths: widths, characters: characters, maxWidth: maxWidth, force: false,
                mode: truncationMode)
        }
        if let lineLimit, lines.count > max(lineLimit, 1) {
            let limit = max(lineLimit, 1)
            let last = lines[limit - 1]
            let rest = last.range.lowerBound..<last.paragraph.upperBound
            result.removeSubrange((limit - 1)...)
            result.append(
                truncated(
                    rest, widths: widths, characters: characters, maxWidth: maxWidth ?? Int.max, force: true,
                    mode: truncationMode))
        }
        return result
    }

    static func wrap(
        _ paragraph: Range<Int>, widths: [Int], characters: [Character], maxWidth: Int
    ) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = paragraph.lowerBound
        var lineWidth = 0
        var lastSpace: Int? = nil
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let width = widths[index]
            let isSpace = characters[index] == " "
            if lineWidth + width <= maxWidth || index == lineStart || width == 0 {
                if isSpace { lastSpace = index }
                lineWidth += width
                index += 1
                continue
            }
            // The character at `index` does not fit.
            var breakAt = index
            var next = index
            if isSpace {
                breakAt = index
            } else if let space = lastSpace, space > lineStart {
                breakAt = space
                next = space
            }
            lines.append(lineStart..<trimTrailingSpaces(lineStart..<breakAt, characters))
            while next < paragraph.upperBound && characters[next] == " " { next += 1 }
            lineStart = next
            lineWidth = 0
            lastSpace = nil
            index = next
        }
        if lineStart < paragraph.upperBound || lines.isEmpty {
            lines.append(lineStart..<paragraph.upperBound)
        }
        return lines
    }

    static func trimTrailingSpaces(_ range: Range<Int>, _ characters: [Character]) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && characters[end - 1] == " " { end -= 1 }
        return end
    }

    static func truncated(
        _ range: Range<Int>, widths: [Int], characters: [Character], maxWidth: Int, force: Bool,
        mode: TruncationMode = .tail
    ) -> Line {
        let total = widths[range].reduce(0, +)
        if !force && total <= maxWidth { return Line(range: range, isTruncated: false) }
        let markWidth = CharacterWidth.width(of: truncationMark)
        if maxWidth < markWidth {
            return Line(range: range.lowerBound..<range.lowerBound, isTruncated: false)
        }
        // A line cut only because the line limit ended it (it fits) keeps its tail mark: the
        // text that follows is what is missing.
        if mode != .tail && total + markWidth > maxWidth {
            return cut(range, widths: widths, characters: characters, width: maxWidth - markWidth, mode: mode)
        }
        var end = range.lowerBound
        var width = 0
        while end < range.upperBound && width + widths[end] + markWidth <= maxWidth {
            width += widths[end]
            end += 1
        }
        while end < range.upperBound && widths[end] == 0 { end += 1 }
        let trimmed = trimTrailingSpaces(range.lowerBound..<end, characters)
        return Line(range: range.lowerBound..<trimmed, isTruncated: true)
    }

    /// A head or middle truncation of `range` into `width` columns and the mark: the end of
    /// the line after the mark (all of what fits for `head`; for `middle`, the start gets the
    /// larger half), spaces next to the mark trimmed, wide characters never split.
    static func cut(
        _ range: Range<Int>, widths: [Int], characters: [Character], width: Int, mode: TruncationMode
    ) -> Line {
        let startWidth = mode == .middle ? (width + 1) / 2 : 0
        var end = range.lowerBound
        var used = 0
        while end < range.upperBound && used + widths[end] <= startWidth {
            used += widths[end]
            end += 1
        }
        var start = range.upperBound
        var tailUsed = 0
        while start > end && tailUsed + widths[start - 1] <= width - used {
            tailUsed += widths[start - 1]
            start -= 1
        }
        while start < range.upperBound && (characters[start] == " " || widths[start] == 0) { start += 1 }
        let head = range.lowerBound..<trimTrailingSpaces(range.lowerBound..<end, characters)
        return Line(range: head, isTruncated: true, afterMark: start..<range.upperBound)
    }
}
