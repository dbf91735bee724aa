import FacetTerminal
import FacetUICore
import Foundation

// `Divider` in the terminal: its FacetTerminal widget and its size in character cells.

extension DividerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { DividerWidget() }

    func configure(_ widget: TerminalWidget) {
        (widget as? DividerWidget)?.axis = axis == .horizontal ? .horizontal : .vertical
    }
}

extension DividerContent: CellMetrics {
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        axis == .horizontal
            ? CGSize(width: proposal.width ?? 1, height: 1) : CGSize(width: 1, height: proposal.height ?? 1)
    }
}
