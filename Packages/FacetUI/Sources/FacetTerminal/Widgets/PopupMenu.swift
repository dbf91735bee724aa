/// A pop-up list of items, drawn as a widget's overlay: a rounded box with one item a line,
/// the highlighted item in inverse video and a checked one marked `✓`. Up/Down, Home/End move
/// the highlight, Enter or Space chooses it, Escape dismisses the list; a click chooses the
/// item under it. A menu picker's list and a context menu are one.
public struct PopupMenu: Equatable, Sendable {
    /// The items' titles, in order.
    public var items: [String]
    /// The highlighted item.
    public var highlightedIndex: Int
    /// The item marked as chosen (a picker's selection), if any.
    public var checkedIndex: Int?

    /// Creates a list.
    public init(items: [String], highlightedIndex: Int = 0, checkedIndex: Int? = nil) {
        (self.items, self.highlightedIndex, self.checkedIndex) = (items, highlightedIndex, checkedIndex)
    }

    /// The box's size: the widest item with the check column and the border, one line an
    /// item between the top and bottom borders.
    public var size: CellSize {
        CellSize(width: (items.map { TextLayout.width(of: $0) }.max() ?? 0) + 4, height: items.count + 2)
    }

    /// The box's frame in an owner's local coordinates: at column `x`, starting at line
    /// `below` when the box fits on the screen there, else ending at line `above`.
    /// `originY` is the owner's line on the screen, `screenHeight` the screen's.
    public func frame(x: Int, below: Int, above: Int, originY: Int, screenHeight: Int) -> CellRect {
        let size = size
        let fits = originY + below + size.height <= screenHeight
        return CellRect(x: x, y: fits ? below : above - size.height, width: size.width, height: size.height)
    }

    /// Draws the box in `frame`; the checked item is drawn in `checkedStyle`.
    public func draw(in buffer: inout CellBuffer, at frame: CellRect, checkedStyle: CellStyle) {
        buffer.fill(frame)
        buffer.drawBorder(frame, border: .rounded)
        for (index, item) in items.enumerated() {
            let checked = index == checkedIndex
            let style =
                index == highlightedIndex ? CellStyle(inverse: true) : (checked ? checkedStyle : CellStyle())
            let row = CellRect(x: frame.x + 1, y: frame.y + 1 + index, width: frame.width - 2, height: 1)
            buffer.fill(row, style: style)
            buffer.write((checked ? "✓" : " ") + item, at: row.origin, style: style)
        }
    }

    /// What a key did to an open list.
    public enum KeyOutcome: Equatable, Sendable {
        /// The highlight moved, or the key did nothing (an open list takes every key).
        case handled
        /// The item at the index was chosen: the list closes.
        case chose(Int)
        /// The list was dismissed.
        case dismissed
    }

    /// Applies `key` to the open list.
    public mutating func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .up: highlightedIndex = max(0, highlightedIndex - 1)
        case .down: highlightedIndex = max(0, min(items.count - 1, highlightedIndex + 1))
        case .home: highlightedIndex = 0
        case .end: highlightedIndex = max(0, items.count - 1)
        case .enter, .character(" "):
            return items.indices.contains(highlightedIndex) ? .chose(highlightedIndex) : .dismissed
        case .escape: return .dismissed
        default: break
        }
        return .handled
    }

    /// The item at `point` of a box drawn in `frame`, or `nil` (the border, outside).
    public func item(at point: CellPoint, in frame: CellRect) -> Int? {
        guard frame.contains(point) else { return nil }
        let index = point.y - frame.y - 1
        return items.indices.contains(index) ? index : nil
    }
}
