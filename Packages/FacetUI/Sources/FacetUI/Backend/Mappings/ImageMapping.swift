import FacetTerminal
import FacetUICore
import Foundation

// `Image(systemName:)` in the terminal: its FacetTerminal widget and its size in character cells.

extension ImageContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { LabelWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let label = widget as? LabelWidget else { return }
        var style = CellStyle()
        if let terminal = color.flatMap(TerminalStyle.color) { style.foreground = terminal }
        let character = isResource ? "▣" : TerminalSymbols.character(for: systemName)
        label.runs = [TextRun(String(character), style: style)]
    }
}

extension ImageContent: CellMetrics {
    public func cellSize(for proposal: ProposedViewSize) -> CGSize { CGSize(width: 1, height: 1) }
}
