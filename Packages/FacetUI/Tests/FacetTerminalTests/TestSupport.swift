import FacetTerminal

/// A screen with a widget tree driven through the same decoder a terminal session uses.
@MainActor
final class Harness {
    let tree: WidgetTree
    let screen: TerminalScreen
    let sink = MemoryOutputSink()
    var decoder = InputDecoder()

    init(width: Int, height: Int, rendering: Bool = false) {
        tree = WidgetTree(size: CellSize(width: width, height: height))
        screen = TerminalScreen(tree: tree, renderer: rendering ? ANSIRenderer(sink: sink) : nil)
    }

    /// Adds a widget to the root at a frame.
    @discardableResult
    func add<W: TerminalWidget>(_ widget: W, _ x: Int, _ y: Int, _ width: Int, _ height: Int = 1) -> W {
        widget.frame = CellRect(x: x, y: y, width: width, height: height)
        tree.root.addChild(widget)
        return widget
    }

    /// Feeds raw terminal bytes (as a string) through the decoder and dispatches the events.
    func type(_ bytes: String) {
        for event in decoder.decode(Array(bytes.utf8)) + decoder.flush() {
            tree.dispatch(event)
        }
    }

    /// Presses and releases the left button at a zero-based cell.
    func click(_ x: Int, _ y: Int) {
        type("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    /// The composed screen as text lines, trailing spaces trimmed.
    var lines: [String] { screen.compose().textLines }

    /// The composed screen, trailing empty lines dropped.
    var text: String { screen.compose().text }
}

/// Draws one widget alone into a buffer of its frame's size and returns the text lines.
@MainActor
func render(_ widget: TerminalWidget, width: Int, height: Int = 1) -> [String] {
    widget.frame = CellRect(x: 0, y: 0, width: width, height: height)
    var buffer = CellBuffer(width: width, height: height)
    WidgetCompositor.draw(widget, in: &buffer)
    return buffer.textLines
}

enum Keys {
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
    static let home = "\u{1B}[H"
    static let end = "\u{1B}[F"
    static let tab = "\t"
    static let shiftTab = "\u{1B}[Z"
    static let enter = "\r"
    static let escape = "\u{1B}"
    static let backspace = "\u{7F}"
    static let delete = "\u{1B}[3~"
    static let pageUp = "\u{1B}[5~"
    static let pageDown = "\u{1B}[6~"
    static let ctrlLeft = "\u{1B}[1;5D"
    static let ctrlRight = "\u{1B}[1;5C"
    static let altLeft = "\u{1B}[1;3D"
    static func paste(_ text: String) -> String { "\u{1B}[200~\(text)\u{1B}[201~" }
    static func wheelDown(_ x: Int, _ y: Int) -> String { "\u{1B}[<65;\(x + 1);\(y + 1)M" }
    static func wheelUp(_ x: Int, _ y: Int) -> String { "\u{1B}[<64;\(x + 1);\(y + 1)M" }
}
