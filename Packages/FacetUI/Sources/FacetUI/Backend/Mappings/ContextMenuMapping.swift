import FacetTerminal
import FacetUICore
import Foundation

// `.contextMenu` in the terminal: its FacetTerminal widget and its size in character cells.

extension ContextMenuContent: TerminalMapped {
    /// A container around the content's widgets that pops up the items on a right click or
    /// the Menu key / Shift-F10; choosing one sends its index.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let widget = ContextMenuWidget()
        widget.onSelect = { [weak events] index in events?.handle(.select(index)) }
        return widget
    }

    func configure(_ widget: TerminalWidget) {
        guard let menu = widget as? ContextMenuWidget else { return }
        menu.items = items
        menu.isEnabled = isEnabled
        menu.clipsToBounds = false
    }
}

extension ContextMenuContent: CellMetrics {}
