/// A single-line editable text field (backs `TextField`; ``SecureFieldWidget`` backs `SecureField`).
///
/// Keys: printable characters insert at the cursor; Backspace/Delete delete backward/forward
/// (Alt-Backspace and Ctrl-W a word backward, Alt-D a word forward, Ctrl-U to the start, Ctrl-K to
/// the end); Left/Right move by character, Ctrl- or Alt-Left/Right (and Alt-B/Alt-F) by word;
/// Home/End and Ctrl-A/Ctrl-E to either end; Enter calls ``onSubmit``. Pasted text is inserted with
/// line breaks turned into spaces and control characters removed. A click puts the cursor under the
/// pointer. When the text is wider than the field it scrolls horizontally to keep the cursor visible.
/// The terminal cursor is shown at ``cursorIndex`` while the field is focused.
///
/// Like a GTK entry, the field selects all its text when it gains focus (by Tab, by a click, or
/// programmatically), so the first typed or pasted character replaces it — what a formatted field
/// showing `$0.00` needs. The selection is drawn in inverse video; Shift with an arrow key,
/// Home or End extends it, a drag selects from the press; an arrow key, Home or End without
/// Shift clears it (Left and Right move to its start and end), and Backspace, Delete and the
/// word and line deletions delete it. The click that focuses the field keeps the whole text
/// selected; a later click puts the cursor under the pointer.
@MainActor
open class TextFieldWidget: TerminalWidget {
    /// The text. Setting it does not call ``onChange``; the cursor is clamped to the new text.
    public var text: String {
        didSet {
            if text != oldValue {
                cursorIndex = min(cursorIndex, text.count)
                selectionAnchor = nil
                setNeedsDisplay()
            }
        }
    }
    /// Shown dimmed while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }
    /// The insertion point, in characters from the start (0…`text.count`).
    public var cursorIndex: Int = 0 {
        didSet {
            let clamped = min(max(0, cursorIndex), text.count)
            if clamped != cursorIndex { cursorIndex = clamped }
            if cursorIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// The other end of the selection, which runs between it and ``cursorIndex``; `nil` when
    /// nothing is selected. Changing ``text`` clears it.
    public var selectionAnchor: Int? {
        didSet { if selectionAnchor != oldValue { setNeedsDisplay() } }
    }
    /// The selected characters, or `nil` when the selection is empty.
    public var selectedRange: Range<Int>? {
        guard let anchor = selectionAnchor.map({ min(max(0, $0), text.count) }), anchor != cursorIndex
        else { return nil }
        return min(anchor, cursorIndex)..<max(anchor, cursorIndex)
    }
    /// Whether characters are shown as ``secureCharacter``.
    public var isSecure = false {
        didSet { if isSecure != oldValue { setNeedsDisplay() } }
    }
    /// The mask character of a secure field.
    public var secureCharacter: Character = "•" {
        didSet { if secureCharacter != oldValue { setNeedsDisplay() } }
    }
    /// The most characters the field accepts from typing and pasting, or `nil` for no limit.
    public var maximumLength: Int?
    /// Whether the field grows along the vertical axis as its text wraps (a `TextField`
    /// created with `axis: .vertical`; FacetUI gives it one line per wrapped line).
    public var growsVertically = false
    /// The style of the text and of the empty part of the field.
    public var textStyle = CellStyle(underline: true) {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }
    /// The style of the text and of the empty part of the field while focused.
    public var focusedTextStyle = CellStyle(bold: true, underline: true) {
        didSet { if focusedTextStyle != oldValue { setNeedsDisplay() } }
    }
    /// The style of the selected characters.
    public var selectedTextStyle = CellStyle(bold: true, underline: true, inverse: true) {
        didSet { if selectedTextStyle != oldValue { setNeedsDisplay() } }
    }
    /// The style of the placeholder.
    public var placeholderStyle = CellStyle(dim: true, underline: true) {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }
    /// The first column of the text that is shown (horizontal scrolling).
    public private(set) var scrollOffset = 0
    /// Called with the new text after the user edits it.
    public var onChange: ((String) -> Void)?
    /// Called when the user presses Enter.
    public var onSubmit: (() -> Void)?
    /// Called with `true` when the field gains focus and `false` when it loses it.
    public var onEditingChanged: ((Bool) -> Void)?

    /// Creates a text field.
    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        self.cursorIndex = text.count
        super.init()
        canFocus = true
    }

    /// The characters as drawn (masked for a secure field).
    public var displayCharacters: [Character] {
        isSecure ? Array(repeating: secureCharacter, count: text.count) : Array(text)
    }

    /// The tree's event count when the field last gained focus: a press dispatched as that same
    /// event is the click that focused the field.
    private var focusEventCount: Int?
    /// Whether drags move the cursor and extend the selection from the last press.
    private var dragSelects = false

    open override func focusDidChange() {
        if isFocused {
            selectAll()
            focusEventCount = tree?.dispatchedEventCount
        } else {
            selectionAnchor = nil
        }
        onEditingChanged?(isFocused)
    }

    open override var cursorPosition: CellPoint? {
        guard isFocused else { return nil }
        updateScrollOffset()
        let widths = TextEditing.widths(displayCharacters)
        let column = widths.prefix(cursorIndex).reduce(0, +)
        return CellPoint(x: column - scrollOffset, y: frame.height / 2)
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let natural = max(TextLayout.width(of: text), TextLayout.width(of: placeholder)) + 1
        return CellSize(width: width ?? natural, height: 1)
    }

    func updateScrollOffset() {
        let widths = TextEditing.widths(displayCharacters)
        let total = widths.reduce(0, +)
        let cursorColumn = widths.prefix(cursorIndex).reduce(0, +)
        let width = max(1, frame.width)
        if total < width {
            scrollOffset = 0
            return
        }
        if cursorColumn < scrollOffset { scrollOffset = cursorColumn }
        if cursorColumn >= scrollOffset + width { scrollOffset = cursorColumn - width + 1 }
        scrollOffset = min(scrollOffset, max(0, total - width + 1))
    }

    open override func draw(in buffer: inout CellBuffer) {
        updateScrollOffset()
        let row = frame.height / 2
        let style = enabledStyle(isFocused ? focusedTextStyle : textStyle)
        buffer.fill(CellRect(x: 0, y: row, width: frame.width, height: 1), style: style)
        if text.isEmpty {
            let shown = TextLayout.truncate(placeholder, toWidth: frame.width)
            buffer.write(shown, at: CellPoint(x: 0, y: row), style: enabledStyle(placeholderStyle))
            return
        }
        let characters = displayCharacters
        TextEditing.draw(
            characters, widths: TextEditing.widths(characters), scroll: scrollOffset, width: frame.width,
            row: row, style: style, selection: isFocused ? selectedRange : nil,
            selectedStyle: enabledStyle(selectedTextStyle), in: &buffer)
    }

    // MARK: - Editing

    /// Selects the whole text, with the cursor at its end.
    public func selectAll() {
        cursorIndex = text.count
        selectionAnchor = 0
    }

    /// Moves the cursor to `index`, extending the selection from its anchor (or from the old
    /// cursor) when `extending`, and clearing it otherwise.
    public func moveCursor(to index: Int, extending: Bool = false) {
        if extending {
            if selectionAnchor == nil { selectionAnchor = cursorIndex }
        } else {
            selectionAnchor = nil
        }
        cursorIndex = index
    }

    /// Inserts text at the cursor as if typed, replacing the selection (controls removed, line
    /// breaks as spaces).
    public func insert(_ string: String) {
        var clean = TextSanitizer.strippingControls(string, keepingNewlines: false)
        var characters = Array(text)
        let replaced = selectedRange ?? cursorIndex..<cursorIndex
        if let maximumLength {
            clean = String(clean.prefix(max(0, maximumLength - characters.count + replaced.count)))
        }
        guard !clean.isEmpty else { return }
        characters.replaceSubrange(replaced, with: Array(clean))
        text = String(characters)
        moveCursor(to: replaced.lowerBound + clean.count)
        onChange?(text)
    }

    /// Deletes the selection if there is one, else the characters between the cursor and `index`,
    /// and puts the cursor at the lower end.
    func delete(to index: Int) {
        let range = selectedRange ?? min(index, cursorIndex)..<max(index, cursorIndex)
        selectionAnchor = nil
        guard !range.isEmpty else { return }
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursorIndex = range.lowerBound
        onChange?(text)
    }

    /// Deletes the character before the cursor.
    public func deleteBackward() { delete(to: cursorIndex - 1) }

    /// Deletes the character after the cursor.
    public func deleteForward() { delete(to: min(text.count, cursorIndex + 1)) }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let pasted):
            insert(pasted)
            return true
        case .mouse(let mouse):
            guard mouse.kind == .press || mouse.kind == .drag, mouse.button == .left else { return false }
            let widths = TextEditing.widths(displayCharacters)
            let index = TextEditing.index(atColumn: mouse.position.x + scrollOffset, widths: widths)
            if mouse.kind == .press {
                // The click that focused the field keeps the whole text selected, and so do the
                // drags that follow it.
                dragSelects = focusEventCount != tree?.dispatchedEventCount
                focusEventCount = nil
                if dragSelects {
                    moveCursor(to: index)
                    selectionAnchor = index
                }
            } else if dragSelects {
                cursorIndex = index
            }
            return true
        case .key(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let characters = Array(text)
        let word = key.modifiers.contains(.control) || key.modifiers.contains(.alt)
        let extending = key.modifiers.contains(.shift)
        switch key.key {
        case .character(let character) where key.modifiers.subtracting(.shift).isEmpty:
            insert(String(character))
        case .character("a") where key.modifiers == .control: moveCursor(to: 0)
        case .character("e") where key.modifiers == .control: moveCursor(to: text.count)
        case .character("b") where key.modifiers == .control: step(-1, extending: false)
        case .character("f") where key.modifiers == .control: step(1, extending: false)
        case .character("d") where key.modifiers == .control: deleteForward()
        case .character("w") where key.modifiers == .control:
            delete(to: TextEditing.wordStart(before: cursorIndex, in: characters))
        case .character("u") where key.modifiers == .control: delete(to: 0)
        case .character("k") where key.modifiers == .control: delete(to: text.count)
        case .character("b") where key.modifiers == .alt:
            moveCursor(to: TextEditing.wordStart(before: cursorIndex, in: characters))
        case .character("f") where key.modifiers == .alt:
            moveCursor(to: TextEditing.wordEnd(after: cursorIndex, in: characters))
        case .character("d") where key.modifiers == .alt:
            delete(to: TextEditing.wordEnd(after: cursorIndex, in: characters))
        case .left where word:
            moveCursor(to: TextEditing.wordStart(before: cursorIndex, in: characters), extending: extending)
        case .right where word:
            moveCursor(to: TextEditing.wordEnd(after: cursorIndex, in: characters), extending: extending)
        case .left: step(-1, extending: extending)
        case .right: step(1, extending: extending)
        case .home: moveCursor(to: 0, extending: extending)
        case .end: moveCursor(to: text.count, extending: extending)
        case .backspace:
            if word {
                delete(to: TextEditing.wordStart(before: cursorIndex, in: characters))
            } else {
                deleteBackward()
            }
        case .delete:
            deleteForward()
        case .enter:
            onSubmit?()
        default:
            return false
        }
        return true
    }

    /// Moves the cursor one character; without `extending`, a selection collapses to its start
    /// (backward) or end (forward) instead.
    private func step(_ offset: Int, extending: Bool) {
        if !extending, let range = selectedRange {
            moveCursor(to: offset < 0 ? range.lowerBound : range.upperBound)
        } else {
            moveCursor(to: cursorIndex + offset, extending: extending)
        }
    }
}
