import FacetTerminal

/// What the terminal backend draws for a view at a size, as text: one row of characters
/// per cell row, and optionally the same rows with their styles as markup.
///
/// ```swift
/// let snapshot = try sut.snapshot(width: 20, height: 3)
/// #expect(snapshot.lines[1] == " Count: 1")
/// #expect(snapshot.styledLines[0] == "[b]Title[/b]")
/// ```
///
/// Rows keep their place (an empty row is an empty string) and lose their trailing spaces.
/// In the markup, a run of cells in one style is written `[tags]text[/tags]`, the tags
/// being `b` (bold), `dim`, `i` (italic), `u` (underline), `s` (strikethrough), `inv`
/// (inverse: a focused control, a selected row), `fg=…` and `bg=…` (a colour's name, its
/// palette index, or `#rrggbb`); a `[` or `\` the view draws is written `\[` or `\\`.
public struct TextSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The rows as plain characters.
    public let lines: [String]
    /// The rows with their styles as markup.
    public let styledLines: [String]

    /// The snapshot of the cells of `buffer` inside `rect` (all of it by default).
    init(_ buffer: CellBuffer, in rect: CellRect? = nil) {
        let area = (rect ?? buffer.bounds).intersection(buffer.bounds)
        width = area.width
        height = area.height
        var plain: [String] = []
        var styled: [String] = []
        for y in area.y..<area.maxY {
            let cells = (area.x..<area.maxX).map { buffer[$0, y] }.filter { !$0.isContinuation }
            plain.append(StyleMarkup.plain(cells))
            styled.append(StyleMarkup.styled(cells))
        }
        lines = plain
        styledLines = styled
    }

    /// The rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The styled rows joined by newlines.
    public var styledText: String { styledLines.joined(separator: "\n") }

    /// The plain text.
    public var description: String { text }
}
