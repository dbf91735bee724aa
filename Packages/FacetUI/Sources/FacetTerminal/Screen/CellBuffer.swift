/// A grid of styled cells: what one frame of the terminal shows.
///
/// Drawing calls take positions relative to ``origin`` and only touch cells inside ``clip``, so a
/// widget can draw in its own coordinates while its parent decides where it goes and how much of it
/// is visible (see ``withRegion(_:clipping:_:)``).
///
/// Text is drawn with its display width: wide characters take two cells (the second one a
/// continuation cell), combining marks and joiners take none, and a wide character that would
/// straddle the clip edge is replaced by a space rather than drawn in half. Every string is passed
/// through ``TextSanitizer`` first, so control characters in application data show as `␛`, `␇`, …
/// and can never reach the terminal as escape sequences.
public struct CellBuffer: Hashable, Sendable {
    public static func == (a: CellBuffer, b: CellBuffer) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells && a.origin == b.origin
            && a.clip == b.clip
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
        hasher.combine(origin)
        hasher.combine(clip)
    }

    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// The cells, row by row (`cells[y * width + x]`).
    public private(set) var cells: [Cell]
    /// Where local position (0, 0) of drawing calls lies, in buffer coordinates.
    public var origin: CellPoint = .zero
    /// The only cells, in buffer coordinates, that drawing calls may change.
    public var clip: CellRect
    /// The cells (indices into ``cells``) written while each recording of
    /// ``beginRecordingWrites()`` is open, innermost last. Not part of the buffer's value.
    private var writeRecords: [Set<Int>] = []

    /// Creates a buffer of `width` × `height` cells, all set to `fill`.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
        self.clip = CellRect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// Creates a buffer of the given size, all cells blank.
    public init(size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The buffer's size.
    public var size: CellSize { CellSize(width: width, height: height) }

    /// The whole buffer as a rectangle in buffer coordinates.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y` in buffer coordinates (ignoring ``origin`` and ``clip``).
    ///
    /// Reading outside the buffer returns a blank cell; writing outside is ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            cells[y * width + x] = newValue
            recordWrite(y * width + x)
        }
    }

    /// Starts recording which cells drawing writes (what a composing widget's subtree draws,
    /// even where it draws what was there already).
    public mutating func beginRecordingWrites() {
        writeRecords.append([])
    }

    /// Ends the innermost recording; returns the cells written while it was open (also
    /// counted as written by the enclosing recording).
    public mutating func endRecordingWrites() -> Set<CellPoint> {
        guard let written = writeRecords.popLast() else { return [] }
        if !writeRecords.isEmpty { writeRecords[writeRecords.count - 1].formUnion(written) }
        return Set(written.map { CellPoint(x: $0 % width, y: $0 / width) })
    }

    /// Puts back the cell that was at `x`, `y` before a recording's drawing: not a write of
    /// anything the recordings should count.
    public mutating func restore(_ cell: Cell, atX x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        cells[y * width + x] = cell
        for level in writeRecords.indices { writeRecords[level].remove(y * width + x) }
    }

    private mutating func recordWrite(_ index: Int) {
        if !writeRecords.isEmpty { writeRecords[writeRecords.count - 1].insert(index) }
    }

    /// Resizes the buffer, blanking every cell and resetting ``origin`` and ``clip``.
    public mutating func resize(to size: CellSize) {
        self = CellBuffer(size: size)
    }

    /// Sets every cell (ignoring the clip) to a blank cell with the given style.
    public mutating func clear(style: CellStyle = .plain) {
        let blank = Cell(" ", style: style)
        for index in cells.indices { cells[index] = blank }
    }

    /// Runs `body` with drawing confined to `rect` (in local coordinates): inside it, ``origin`` is the
    /// rectangle's top-left corner and, when `clipping` is set, ``clip`` is narrowed to the rectangle.
    /// Origin and clip are restored afterwards.
    @discardableResult
    public mutating func withRegion<T>(
        _ rect: CellRect, clipping: Bool = true, _ body: (inout CellBuffer) throws -> T
    ) rethrows -> T {
        let savedOrigin = origin
        let savedClip = clip
        defer {
            origin = savedOrigin
            clip = savedClip
        }
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        origin = absolute.origin
        if clipping { clip = clip.intersection(absolute) }
        return try body(&self)
    }

    func isInClip(_ x: Int, _ y: Int) -> Bool {
        x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY && x >= 0 && y >= 0 && x < width
            && y < height
    }

    /// Writes one cell at buffer coordinates, keeping wide characters whole: a wide character that
    /// loses one half is replaced by a space.
    mutating func put(_ cell: Cell, atX x: Int, y: Int) {
        let index = y * width + x
        if cells[index].isContinuation && x > 0 && !cell.isContinuation {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if x + 1 < width && cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
        recordWrite(index)
    }

    /// Draws one grapheme cluster at a local position; returns the number of columns it occupies.
    @discardableResult
    public mutating func write(_ character: Character, at point: CellPoint, style: CellStyle = .plain) -> Int
    {
        var advance = 0
        for safe in TextSanitizer.sanitize(String(character)) {
            advance += place(safe, atX: origin.x + point.x + advance, y: origin.y + point.y, style: style)
        }
        return advance
    }

    /// Draws a string on one row starting at a local position; returns the number of columns used.
    ///
    /// Control characters are drawn as visible stand-ins (see ``TextSanitizer``); nothing wraps.
    @discardableResult
    public mutating func write(_ text: String, at point: CellPoint, style: CellStyle = .plain) -> Int {
        var column = origin.x + point.x
        let row = origin.y + point.y
        for character in TextSanitizer.sanitize(text) {
            column += place(character, atX: column, y: row, style: style)
        }
        return column - origin.x - point.x
    }

    /// Places an already sanitised character at buffer coordinates and returns its width.
    @discardableResult
    mutating func place(_ character: Character, atX x: Int, y: Int, style: CellStyle) -> Int {
        let characterWidth = CharacterWidth.width(of: character)
        switch characterWidth {
        case 0:
            return 0
        case 1:
            if isInClip(x, y) { put(Cell(character, style: style), atX: x, y: y) }
            return 1
        default:
            let leftVisible = isInClip(x, y)
            let rightVisible = isInClip(x + 1, y)
            if leftVisible && rightVisible {
                put(Cell(character, style: style), atX: x, y: y)
                put(Cell(" ", style: style, isContinuation: true), atX: x + 1, y: y)
            } else if leftVisible {
                put(Cell(" ", style: style), atX: x, y: y)
            } else if rightVisible {
                put(Cell(" ", style: style), atX: x + 1, y: y)
            }
            return 2
        }
    }

    /// Fills a local rectangle (clipped) with a character in a style.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle = .plain) {
        let safe = TextSanitizer.sanitize(String(character)).first ?? " "
        let step = max(1, CharacterWidth.width(of: safe))
        for row in 0..<max(0, rect.height) {
            var column = 0
            while column < rect.width {
                place(safe, atX: origin.x + rect.x + column, y: origin.y + rect.y + row, style: style)
                column += step
            }
        }
    }

    /// Changes the style of every cell of a local rectangle (clipped), keeping the characters.
    public mutating func modifyStyle(in rect: CellRect, _ transform: (inout CellStyle) -> Void) {
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip).intersection(bounds)
        for y in absolute.y..<absolute.maxY {
            for x in absolute.x..<absolute.maxX {
                transform(&cells[y * width + x].style)
                recordWrite(y * width + x)
            }
        }
    }

    /// Draws a horizontal line of `length` columns from a local position.
    public mutating func drawHorizontalLine(
        at point: CellPoint, length: Int, character: Character = "─", style: CellStyle = .plain
    ) {
        fill(CellRect(x: point.x, y: point.y, width: length, height: 1), with: character, style: style)
    }

    /// Draws a vertical line of `length` rows from a local position.
    public mutating func drawVerticalLine(
        at point: CellPoint, length: Int, character: Character = "│", style: CellStyle = .plain
    ) {
        fill(CellRect(x: point.x, y: point.y, width: 1, height: length), with: character, style: style)
    }

    /// Draws the border of a local rectangle with box-drawing characters (clipped).
    ///
    /// A rectangle one row high becomes a horizontal line and one column wide a vertical line.
    public mutating func drawBorder(
        _ rect: CellRect, border: BorderStyle = .single, style: CellStyle = .plain
    ) {
        guard !rect.isEmpty else { return }
        if rect.height == 1 {
            drawHorizontalLine(
                at: rect.origin, length: rect.width, character: border.horizontal, style: style)
            return
        }
        if rect.width == 1 {
            drawVerticalLine(at: rect.origin, length: rect.height, character: border.vertical, style: style)
            return
        }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        drawHorizontalLine(
            at: CellPoint(x: rect.x + 1, y: rect.y), length: rect.width - 2, character: border.horizontal,
            style: style)
        drawHorizontalLine(
            at: CellPoint(x: rect.x + 1, y: bottom), length: rect.width - 2, character: border.horizontal,
            style: style)
        drawVerticalLine(
            at: CellPoint(x: rect.x, y: rect.y + 1), length: rect.height - 2, character: border.vertical,
            style: style)
        drawVerticalLine(
            at: CellPoint(x: right, y: rect.y + 1), length: rect.height - 2, character: border.vertical,
            style: style)
        write(border.topLeft, at: rect.origin, style: style)
        write(border.topRight, at: CellPoint(x: right, y: rect.y), style: style)
        write(border.bottomLeft, at: CellPoint(x: rect.x, y: bottom), style: style)
        write(border.bottomRight, at: CellPoint(x: right, y: bottom), style: style)
    }
}

extension CellBuffer {
    /// The text of one row: wide characters once, continuation cells skipped, trailing spaces kept.
    public func rowText(_ y: Int) -> String {
        var text = ""
        for x in 0..<width where !self[x, y].isContinuation { text.append(self[x, y].character) }
        return text
    }

    /// The buffer as lines of text with trailing spaces removed: a readable snapshot for tests.
    public var textLines: [String] {
        (0..<height).map { y in
            var line = rowText(y)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// ``textLines`` with trailing empty lines removed, joined by newlines.
    public var text: String {
        var lines = textLines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
