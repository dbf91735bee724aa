import FacetTerminal
import FacetUICore

/// The terminal widget of a `List`: a scroll view whose rows are the widgets FacetUI places
/// in it, with keyboard and mouse selection. Up/Down, Page Up/Down and Home/End move the
/// highlight over the selectable rows (scrolling to keep it visible), Enter or Space selects
/// the highlighted row, a click selects the row under the pointer. Selected rows are drawn
/// in bold (in the row's `listItemTint` when it has one); the highlight in inverse video
/// while the list has focus. Rows draw no separators (a line each would double the list's
/// height).
///
/// Editing works as a macOS list's does, whatever the edit mode: when the list's rows can be
/// deleted (`onDelete`), Delete or Backspace deletes the highlighted row; when they can be
/// moved (`onMove`), Alt+Up and Alt+Down move it one place among the rows of its `ForEach`
/// (the highlight moves with it; a `moveDisabled` row, or one at its `ForEach`'s end, stays,
/// and so does the highlight). In edit mode (`\.editMode` active) a red "⊖" is drawn at the
/// leading edge of each row that can be deleted (a click on it deletes the row) and a "≡"
/// at the trailing edge of each row that can be moved, in the room the rows leave for them.
///
/// Only the rows in view are built: moving the highlight to a row not built scrolls to
/// where the row is estimated to be, and the list builds it there; once it is built the
/// widget scrolls it fully into view.
final class ListScrollWidget: ScrollViewWidget {
    /// The rows built (headers and footers included), in content coordinates.
    var rows: [ListContent.Row] = [] {
        didSet {
            setNeedsDisplay()
            revealHighlightIfBuilt()
        }
    }
    /// How many selectable rows the list has, built or not.
    var rowCount = 0 {
        didSet { if highlightedRow >= rowCount { highlightedRow = max(0, rowCount - 1) } }
    }
    /// The height of a row not built.
    var estimatedRowHeight = 1
    /// Whether rows can be selected (the list has a selection binding).
    var isSelectable = false { didSet { canFocus = isInteractive } }
    /// Whether the highlighted row can be deleted with Delete or Backspace.
    var canDelete = false { didSet { canFocus = isInteractive } }
    /// Whether the highlighted row can be moved with Alt+Up and Alt+Down.
    var canMove = false { didSet { canFocus = isInteractive } }
    /// Whether the list is in edit mode: the rows' delete and move markers are drawn.
    var isEditing = false { didSet { if isEditing != oldValue { setNeedsDisplay() } } }
    /// Called with the index of a row the user deletes, counting rows only.
    var onDelete: ((Int) -> Void)?
    /// Called with the index of a row the user moves and the row index it moves to (counted
    /// before the move).
    var onMove: ((Int, Int) -> Void)?
    /// Whether the list takes focus and keys.
    private var isInteractive: Bool { isSelectable || canDelete || canMove }
    /// Called with the index of a selected row, counting rows only.
    var onSelect: ((Int) -> Void)?
    /// The highlighted row, counting rows only.
    private(set) var highlightedRow = 0
    /// Whether the highlighted row is to be scrolled into view once it is built.
    private var revealsHighlight = false

    private func cellRect(_ frame: CGRect) -> CellRect {
        CellRect(x: Int(frame.minX), y: Int(frame.minY), width: Int(frame.width), height: Int(frame.height))
    }

    /// The frame of the selectable row `index`, if it is built.
    private func frame(ofRow index: Int) -> CellRect? {
        rows.first { $0.index == index }.map { cellRect($0.frame) }
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isInteractive, isEnabledInTree else { return super.handle(event) }
        let page = max(1, viewport.height - 1)
        switch event {
        case .key(let key) where key.modifiers == .alt && canMove && (key.key == .up || key.key == .down):
            return moveRow(by: key.key == .up ? -1 : 1)
        case .key(let key)
        where key.modifiers.isEmpty && canDelete && (key.key == .delete || key.key == .backspace):
            guard highlightedRow >= 0, highlightedRow < rowCount else { return false }
            onDelete?(highlightedRow)
            return true
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .down: return moveHighlight(to: highlightedRow + 1)
            case .up: return moveHighlight(to: highlightedRow - 1)
            case .pageDown: return moveHighlight(to: highlightedRow + page) || true
            case .pageUp: return moveHighlight(to: highlightedRow - page) || true
            case .home: return moveHighlight(to: 0) || true
            case .end: return moveHighlight(to: rowCount - 1) || true
            case .enter, .character(" "): return isSelectable && select(highlightedRow)
            default: return super.handle(event)
            }
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release:
            let point = CellPoint(x: mouse.position.x + scrollOffset.x, y: mouse.position.y + scrollOffset.y)
            guard let row = rows.first(where: { $0.index != nil && cellRect($0.frame).contains(point) }),
                let index = row.index
            else { return super.handle(event) }
            highlightedRow = index
            if isEditing, row.canDelete, point.x < Int(row.frame.minX) + 2 {  // the "⊖"
                onDelete?(index)
                return true
            }
            return isSelectable
                ? select(index)
                : {
                    setNeedsDisplay(); return true
                }()
        default:
            return super.handle(event)
        }
    }

    /// Moves the highlighted row `step` places (−1 up, 1 down); the highlight follows it. A
    /// `moveDisabled` row stays, and so does the highlight; so does a row at an end of its
    /// `ForEach` moving out of it.
    private func moveRow(by step: Int) -> Bool {
        let target = highlightedRow + step
        guard rowCount > 0, target >= 0, target < rowCount else { return false }
        if let row = rows.first(where: { $0.index == highlightedRow }),
            row.isMoveDisabled || row.movableRange.map({ !$0.contains(target) }) ?? false
        {
            return true
        }
        onMove?(highlightedRow, step < 0 ? target : target + 1)
        highlightedRow = target
        setNeedsDisplay()
        return true
    }

    private func moveHighlight(to target: Int) -> Bool {
        guard rowCount > 0 else { return false }
        let next = min(max(0, target), rowCount - 1)
        guard next != highlightedRow else { return false }  // let focus move on at the ends
        let down = next > highlightedRow
        highlightedRow = next
        if let frame = frame(ofRow: next) {
            scrollRectToVisible(frame)
        } else {
            // Not built: scroll to where it is estimated to be; the list builds it there.
            revealsHighlight = true
            scroll(to: CellPoint(x: 0, y: estimatedTop(ofRow: next) - (down ? viewport.height - 1 : 0)))
            revealHighlightIfBuilt()
        }
        setNeedsDisplay()
        return true
    }

    /// Where row `index` is estimated to start, from the nearest built row.
    private func estimatedTop(ofRow index: Int) -> Int {
        let built = rows.filter { $0.index != nil }
        if let last = built.last, let lastIndex = last.index, index > lastIndex {
            return Int(last.frame.maxY) + (index - lastIndex - 1) * estimatedRowHeight
        }
        if let first = built.first, let firstIndex = first.index {
            return Int(first.frame.minY) - (firstIndex - index) * estimatedRowHeight
        }
        return index * estimatedRowHeight
    }

    private func revealHighlightIfBuilt() {
        guard revealsHighlight, let frame = frame(ofRow: highlightedRow) else { return }
        revealsHighlight = false
        scrollRectToVisible(frame)
    }

    @discardableResult
    private func select(_ index: Int) -> Bool {
        guard index >= 0, index < rowCount else { return false }
        onSelect?(index)
        return true
    }

    override func drawForeground(in buffer: inout CellBuffer) {
        super.drawForeground(in: &buffer)
        for row in rows {
            guard let index = row.index else { continue }
            let frame = cellRect(row.frame).offsetBy(dx: -scrollOffset.x, dy: -scrollOffset.y)
            if row.isSelected {
                let tint = row.tint.flatMap(TerminalStyle.color)
                buffer.modifyStyle(in: frame) {
                    $0.bold = true
                    if let tint { $0.foreground = tint }
                }
            }
            let isHighlighted = isFocused && index == highlightedRow
            if isHighlighted { buffer.modifyStyle(in: frame) { $0.inverse = true } }
            guard isEditing, frame.width > 0, frame.height > 0 else { continue }
            let middle = frame.y + frame.height / 2
            if row.canDelete {
                buffer.write(
                    "⊖", at: CellPoint(x: frame.x, y: middle),
                    style: CellStyle(foreground: .red, inverse: isHighlighted))
            }
            if row.canMove {
                buffer.write(
                    "≡", at: CellPoint(x: frame.maxX - 1, y: middle), style: CellStyle(inverse: isHighlighted)
                )
            }
        }
    }
}
