import FacetTerminal
import FacetUICore
import Foundation

// `List` and `Form` in the terminal: its FacetTerminal widget and its size in character cells.

extension ListContent: TerminalMapped {
    /// A list scrolls like a scroll view and selects rows with the keyboard and mouse; its
    /// rows are the widgets FacetUI places in it.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let list = ListScrollWidget()
        list.onScroll = { [weak events] offset in
            events?.handle(.scroll(CGPoint(x: offset.x, y: offset.y)))
        }
        list.onSelect = { [weak events] index in events?.handle(.select(index)) }
        list.onDelete = { [weak events] index in events?.handle(.delete(index)) }
        list.onMove = { [weak events] index, destination in
            events?.handle(.move(index, toOffset: destination))
        }
        return list
    }

    func configure(_ widget: TerminalWidget) {
        guard let list = widget as? ListScrollWidget else { return }
        list.contentSize = CellSize(width: 0, height: Int(contentHeight))
        list.rowCount = rowCount
        list.estimatedRowHeight = max(1, Int(estimatedRowHeight.rounded()))
        list.isSelectable = isSelectable
        list.canDelete = canDelete
        list.canMove = canMove
        list.isEditing = isEditing
        // The list moves its offset to keep the top row in place when rows are measured.
        let target = CellPoint(x: 0, y: Int(offset.y))
        if list.scrollOffset != target { list.scroll(to: target) }
        list.rows = rows
    }
}

extension ListContent: CellMetrics {
    /// Inset styles keep one cell free on each side.
    public var cellInsets: EdgeInsets {
        style.isInset ? EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) : EdgeInsets()
    }
}
