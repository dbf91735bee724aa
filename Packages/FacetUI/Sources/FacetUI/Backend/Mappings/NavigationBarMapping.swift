import FacetTerminal
import FacetUICore
import Foundation

// `NavigationStack`'s bar in the terminal: its FacetTerminal widget and its size in character cells.

extension NavigationBarContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let bar = NavigationBarWidget()
        bar.onBack = { [weak events] in events?.handle(.activate) }
        return bar
    }

    func configure(_ widget: TerminalWidget) {
        guard let bar = widget as? NavigationBarWidget else { return }
        bar.title = title
        bar.showsBackButton = showsBackButton
    }
}

extension NavigationBarContent: CellMetrics {
    /// Toolbar items go inside one cell of margin, after the back button ("‹ Back" and a
    /// space).
    public var cellInsets: EdgeInsets {
        EdgeInsets(top: 0, leading: showsBackButton ? 7 : 1, bottom: 0, trailing: 1)
    }

    /// One row, as wide as offered (ideally the back button and the title).
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let ideal = CGFloat(title.count + (showsBackButton ? 14 : 0))
        return CGSize(width: proposal.width ?? ideal, height: 1)
    }
}
