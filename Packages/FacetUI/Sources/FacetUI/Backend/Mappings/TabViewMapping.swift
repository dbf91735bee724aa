import FacetTerminal
import FacetUICore
import Foundation

// `TabView` in the terminal: its FacetTerminal widget and its size in character cells.

extension TabViewContent: TerminalMapped {
    /// The tab bar is drawn on the widget's first row; the selected tab's widgets below it.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let tabs = TabBarWidget()
        tabs.onSelect = { [weak events] index in events?.handle(.select(index)) }
        return tabs
    }

    func configure(_ widget: TerminalWidget) {
        guard let tabs = widget as? TabBarWidget else { return }
        tabs.titles = titles
        tabs.selectedIndex = selectedIndex
    }
}

extension TabViewContent: CellMetrics {
    /// The tab bar takes the first row, and a line under it the second.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 0) }
}
