/// Turns successive ``CellBuffer`` frames into the ANSI bytes that update a terminal.
///
/// The renderer remembers the previous frame and sends only the cells that changed, with the
/// cheapest cursor move and the smallest SGR change between them. The first frame, a frame of a new
/// size, and the frame after ``invalidate()`` clear the screen and draw everything that is not blank.
///
/// The terminal cursor is shown only for frames given a cursor position (a focused text input) and
/// hidden otherwise. Byte counters (``lastFrameByteCount``, ``totalByteCount``) make output cost
/// testable.
public final class ANSIRenderer {
    /// Where the bytes go.
    public let sink: any OutputSink
    /// How colours are encoded.
    public var colorMode: ColorMode
    /// The bytes written by the last call to ``render(_:cursor:)``.
    public private(set) var lastFrameByteCount = 0
    /// All bytes written through this renderer, including ``write(_:)``.
    public private(set) var totalByteCount = 0
    /// The number of frames rendered.
    public private(set) var frameCount = 0
    /// The frame the terminal currently shows, as far as the renderer knows.
    public private(set) var previousFrame: CellBuffer?

    private var pen: CellStyle = .plain
    private var terminalCursor: CellPoint?
    private var cursorVisible: Bool?

    /// Creates a renderer writing to `sink`.
    public init(sink: any OutputSink, colorMode: ColorMode = .trueColor) {
        self.sink = sink
        self.colorMode = colorMode
    }

    /// Forgets the previous frame so that the next one is drawn in full (after a resize, or when
    /// something else wrote to the terminal).
    public func invalidate() {
        previousFrame = nil
        cursorVisible = nil
    }

    /// Writes raw bytes (mode switches, for example), counted in ``totalByteCount``; the pen and
    /// cursor are considered unknown afterwards.
    public func write(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        guard !bytes.isEmpty else { return }
        sink.write(bytes)
        totalByteCount += bytes.count
        terminalCursor = nil
    }

    /// Sends the changes that turn the previous frame into `frame`, and places the cursor.
    ///
    /// - Parameter cursor: where to show the terminal cursor, or `nil` to hide it.
    public func render(_ frame: CellBuffer, cursor: CellPoint? = nil) {
        var output: [UInt8] = []
        var previous: CellBuffer
        if let last = previousFrame, last.size == frame.size {
            previous = last
        } else {
            output.append(contentsOf: ANSI.resetAttributes.utf8)
            output.append(contentsOf: ANSI.clearScreen.utf8)
            pen = .plain
            terminalCursor = nil
            previous = CellBuffer(size: frame.size)
        }
        var cellOutput: [UInt8] = []
        writeChanges(from: previous, to: frame, into: &cellOutput)
        if !cellOutput.isEmpty && cursorVisible != false {
            output.append(contentsOf: ANSI.hideCursor.utf8)
            cursorVisible = false
        }
        output.append(contentsOf: cellOutput)
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < frame.width, cursor.y < frame.height {
            if terminalCursor != cursor {
                output.append(contentsOf: move(to: cursor).utf8)
                terminalCursor = cursor
            }
            if cursorVisible != true {
                output.append(contentsOf: ANSI.showCursor.utf8)
                cursorVisible = true
            }
        } else if cursorVisible != false {
            output.append(contentsOf: ANSI.hideCursor.utf8)
            cursorVisible = false
        }
        previousFrame = frame
        frameCount += 1
        lastFrameByteCount = output.count
        totalByteCount += output.count
        if !output.isEmpty { sink.write(output) }
    }

    private func writeChanges(from previous: CellBuffer, to frame: CellBuffer, into output: inout [UInt8]) {
        let width = frame.width
        for y in 0..<frame.height {
            var x = 0
            while x < width {
                let cell = frame[x, y]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                let isWide = x + 1 < width && frame[x + 1, y].isContinuation
                var changed = cell != previous[x, y]
                if !changed && isWide { changed = frame[x + 1, y] != previous[x + 1, y] }
                if !changed {
                    x += 1
                    continue
                }
                let target = CellPoint(x: x, y: y)
                if terminalCursor != target { output.append(contentsOf: move(to: target).utf8) }
                output.append(contentsOf: ANSI.styleChange(from: pen, to: cell.style, mode: colorMode).utf8)
                pen = cell.style
                output.append(contentsOf: String(cell.character).utf8)
                let advance = isWide ? 2 : 1
                // After the last column the terminal is in a pending-wrap state: position unknown.
                terminalCursor = x + advance < width ? CellPoint(x: x + advance, y: y) : nil
                x += advance
            }
        }
    }

    /// The cheapest sequence moving the cursor from where the terminal has it to `target`.
    private func move(to target: CellPoint) -> String {
        if let current = terminalCursor, current.y == target.y {
            let distance = target.x - current.x
            if target.x == 0 { return "\r" }
            if distance == 1 { return "\u{1B}[C" }
            if distance > 1 { return "\u{1B}[\(distance)C" }
            if distance == -1 { return "\u{1B}[D" }
            if distance < -1 { return "\u{1B}[\(-distance)D" }
        }
        return ANSI.moveCursor(to: target)
    }
}
