import FacetTerminal
import FacetUICore

/// The terminal widget of a `List`: a scroll view whose rows are the widgets FacetUI places
/// in it, with keyboard and mouse selection. Up/Down move the highlight over the selectable
/// rows (scrolling to keep it visible), Enter or Space selects the highlighted row, a click
/// selects the row under the pointer. Selected rows are drawn in bold; the highlight in
/// inverse video while the list has focus.
final class ListScrollWidget: ScrollViewWidget {
    /// The rows (headers and footers included), in content coordinates.
    var rows: [ListContent.Row] = [] { didSet { setNeedsDisplay() } }
    /// Whether rows can be selected (the list has a selection binding).
    var isSelectable = false { didSet { canFocus = isSelectable } }
    /// Called with the index of a selected row, counting rows only.
    var onSelect: ((Int) -> Void)?
    /// The highlighted row, counting rows only.
    private(set) var highlightedRow = 0

    private var selectableFrames: [CellRect] {
        rows.filter { $0.kind == .row }.map {
            CellRect(
                x: Int($0.frame.minX), y: Int($0.frame.minY), width: Int($0.frame.width),
                height: Int($0.frame.height))
        }
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isSelectable, isEnabledInTree else { return super.handle(event) }
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .down: return moveHighlight(by: 1)
            case .up: return moveHighlight(by: -1)
            case .enter, .character(" "): return select(highlightedRow)
            default: return super.handle(event)
            }
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release:
            let point = CellPoint(x: mouse.position.x + scrollOffset.x, y: mouse.position.y + scrollOffset.y)
            guard let index = selectableFrames.firstIndex(where: { $0.contains(point) }) else {
                return super.handle(event)
            }
            highlightedRow = index
            return select(index)
        default:
            return super.handle(event)
        }
    }

    private func moveHighlight(by step: Int) -> Bool {
        let frames = selectableFrames
        guard !frames.isEmpty else { return false }
        let next = min(max(0, highlightedRow + step), frames.count - 1)
        guard next != highlightedRow else { return false }  // let focus move on at the ends
        highlightedRow = next
        scrollRectToVisible(frames[next])
        setNeedsDisplay()
        return true
    }

    @discardableResult
    private func select(_ index: Int) -> Bool {
        guard selectableFrames.indices.contains(index) else { return false }
        onSelect?(index)
        return true
    }

    override func drawForeground(in buffer: inout CellBuffer) {
        super.drawForeground(in: &buffer)
        let frames = selectableFrames
        for (index, row) in rows.filter({ $0.kind == .row }).enumerated() {
            let frame = frames[index].offsetBy(dx: -scrollOffset.x, dy: -scrollOffset.y)
            if row.isSelected { buffer.modifyStyle(in: frame) { $0.bold = true } }
            if isFocused && index == highlightedRow { buffer.modifyStyle(in: frame) { $0.inverse = true } }
        }
    }
}
