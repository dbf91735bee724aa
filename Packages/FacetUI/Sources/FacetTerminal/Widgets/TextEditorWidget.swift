/// A multi-line editable text area (backs `TextEditor`).
///
/// Lines do not wrap: the view scrolls vertically and horizontally to keep the cursor visible.
/// Keys: printable characters insert; Enter inserts a line break; Backspace/Delete join lines at
/// their ends; arrows move (Ctrl/Alt-Left/Right by word); Home/End go to the line's ends, Ctrl-Home
/// and Ctrl-End to the text's; Page Up/Down move by a screenful. Pasted text keeps its line breaks.
@MainActor
open class TextEditorWidget: TerminalWidget {
    /// The lines of the text, without line breaks.
    public private(set) var lines: [[Character]] = [[]]
    /// The line of the cursor (0…`lines.count - 1`).
    public private(set) var cursorLine = 0
    /// The cursor's character index in its line (0…line length).
    public private(set) var cursorColumn = 0
    /// The first shown row and column.
    public private(set) var scrollOffset = CellPoint.zero
    /// The style of the text.
    public var textStyle = CellStyle() {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new text after the user edits it.
    public var onChange: ((String) -> Void)?

    /// Creates an editor.
    public init(text: String = "") {
        super.init()
        self.text = text
        canFocus = true
    }

    /// The whole text, lines joined by `\n`. Setting it keeps the cursor where possible and does not
    /// call ``onChange``.
    public var text: String {
        get { lines.map { String($0) }.joined(separator: "\n") }
        set {
            let newLines = newValue.replacingCRLF().split(separator: "\n", omittingEmptySubsequences: false)
                .map {
                    Array($0)
                }
            guard newLines != lines else { return }
            lines = newLines.isEmpty ? [[]] : newLines
            moveCursor(line: cursorLine, column: cursorColumn)
            setNeedsDisplay()
        }
    }

    /// Moves the cursor, clamped to the text.
    public func moveCursor(line: Int, column: Int) {
        cursorLine = min(max(0, line), lines.count - 1)
        cursorColumn = min(max(0, column), lines[cursorLine].count)
        setNeedsDisplay()
    }

    open override var cursorPosition: CellPoint? {
        guard isFocused else { return nil }
        updateScrollOffset()
        let column = TextEditing.widths(lines[cursorLine]).prefix(cursorColumn).reduce(0, +)
        return CellPoint(x: column - scrollOffset.x, y: cursorLine - scrollOffset.y)
    }

    func updateScrollOffset() {
        let height = max(1, frame.height)
        let width = max(1, frame.width)
        if cursorLine < scrollOffset.y { scrollOffset.y = cursorLine }
        if cursorLine >= scrollOffset.y + height { scrollOffset.y = cursorLine - height + 1 }
        let column = TextEditing.widths(lines[cursorLine]).prefix(cursorColumn).reduce(0, +)
        if column < scrollOffset.x { scrollOffset.x = column }
        if column >= scrollOffset.x + width { scrollOffset.x = column - width + 1 }
    }

    open override func draw(in buffer: inout CellBuffer) {
        updateScrollOffset()
        let style = enabledStyle(textStyle)
        buffer.fill(bounds, style: style)
        for row in 0..<frame.height {
            let index = scrollOffset.y + row
            guard index < lines.count else { break }
            TextEditing.draw(
                lines[index], widths: TextEditing.widths(lines[index]), scroll: scrollOffset.x,
                width: frame.width,
                row: row, style: style, in: &buffer)
        }
    }

    /// Inserts text at the cursor; line breaks split the line.
    public func insert(_ string: String) {
        let clean = TextSanitizer.strippingControls(string, keepingNewlines: true)
        guard !clean.isEmpty else { return }
        let line = lines[cursorLine]
        let joined = String(line[..<cursorColumn]) + clean
        let inserted = joined.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let tail = Array(line[cursorColumn...])
        var newLines = inserted
        let lastColumn = newLines[newLines.count - 1].count
        newLines[newLines.count - 1] += tail
        lines.replaceSubrange(cursorLine...cursorLine, with: newLines)
        cursorLine += newLines.count - 1
        cursorColumn = lastColumn
        changed()
    }

    /// Deletes the character before the cursor, joining with the previous line at a line start.
    public func deleteBackward() {
        if cursorColumn > 0 {
            lines[cursorLine].remove(at: cursorColumn - 1)
            cursorColumn -= 1
        } else if cursorLine > 0 {
            let line = lines.remove(at: cursorLine)
            cursorLine -= 1
            cursorColumn = lines[cursorLine].count
            lines[cursorLine] += line
        } else {
            return
        }
        changed()
    }

    /// Deletes the character after the cursor, joining with the next line at a line end.
    public func deleteForward() {
        if cursorColumn < lines[cursorLine].count {
            lines[cursorLine].remove(at: cursorColumn)
        } else if cursorLine + 1 < lines.count {
            lines[cursorLine] += lines.remove(at: cursorLine + 1)
        } else {
            return
        }
        changed()
    }

    private func changed() {
        setNeedsDisplay()
        onChange?(text)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let pasted):
            insert(pasted)
            return true
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
            let line = min(lines.count - 1, mouse.position.y + scrollOffset.y)
            let column = TextEditing.index(
                atColumn: mouse.position.x + scrollOffset.x, widths: TextEditing.widths(lines[line]))
            moveCursor(line: line, column: column)
            return true
        case .key(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let word = key.modifiers.contains(.control) || key.modifiers.contains(.alt)
        let page = max(1, frame.height - 1)
        switch key.key {
        case .character(let character) where key.modifiers.subtracting(.shift).isEmpty:
            insert(String(character))
        case .enter: insert("\n")
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left where word:
            moveCursor(
                line: cursorLine, column: TextEditing.wordStart(before: cursorColumn, in: lines[cursorLine]))
        case .right where word:
            moveCursor(
                line: cursorLine, column: TextEditing.wordEnd(after: cursorColumn, in: lines[cursorLine]))
        case .left:
            if cursorColumn == 0 && cursorLine > 0 {
                moveCursor(line: cursorLine - 1, column: lines[cursorLine - 1].count)
            } else {
                moveCursor(line: cursorLine, column: cursorColumn - 1)
            }
        case .right:
            if cursorColumn == lines[cursorLine].count && cursorLine + 1 < lines.count {
                moveCursor(line: cursorLine + 1, column: 0)
            } else {
                moveCursor(line: cursorLine, column: cursorColumn + 1)
            }
        case .up: moveCursor(line: cursorLine - 1, column: cursorColumn)
        case .down: moveCursor(line: cursorLine + 1, column: cursorColumn)
        case .home where key.modifiers.contains(.control): moveCursor(line: 0, column: 0)
        case .end where key.modifiers.contains(.control): moveCursor(line: lines.count - 1, column: Int.max)
        case .home: moveCursor(line: cursorLine, column: 0)
        case .end: moveCursor(line: cursorLine, column: lines[cursorLine].count)
        case .pageUp: moveCursor(line: cursorLine - page, column: cursorColumn)
        case .pageDown: moveCursor(line: cursorLine + page, column: cursorColumn)
        default:
            return false
        }
        return true
    }
}
