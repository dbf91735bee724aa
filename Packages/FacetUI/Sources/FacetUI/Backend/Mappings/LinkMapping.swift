import FacetTerminal
import FacetUICore
import Foundation

// `Link` in the terminal: its FacetTerminal widget and its size in character cells.

extension LinkContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ButtonWidget(style: .link, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {
        widget.isEnabled = isEnabled
        (widget as? ButtonWidget)?.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension LinkContent: CellMetrics {}
