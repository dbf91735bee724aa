import FacetTerminal
import FacetUICore
import Foundation

// `NavigationSplitView` in the terminal: its FacetTerminal widgets and their size in character cells.

extension NavigationSplitViewContent: TerminalMapped {
    /// The columns are panes side by side, a `│` line after each leading one.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { SplitViewWidget() }

    func configure(_ widget: TerminalWidget) {
        (widget as? SplitViewWidget)?.overlaysFirstPane = overlaysDetail
    }
}

extension NavigationSplitViewContent: CellMetrics {}

extension NavigationSplitColumnContent: TerminalMapped {
    /// A pane: its widgets take focus before the next pane's.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { SplitPaneWidget() }

    func configure(_ widget: TerminalWidget) {}
}

extension NavigationSplitColumnContent: CellMetrics {}
