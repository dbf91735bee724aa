import FacetTerminal
import FacetUICore
import Foundation

// `ScrollView` in the terminal: its FacetTerminal widget and its size in character cells.

extension ScrollViewContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let scrollView = ScrollViewWidget()
        scrollView.onScroll = { [weak events] offset in
            events?.handle(.scroll(CGPoint(x: offset.x, y: offset.y)))
        }
        return scrollView
    }

    func configure(_ widget: TerminalWidget) {
        guard let scrollView = widget as? ScrollViewWidget else { return }
        scrollView.axes = TerminalStyle.scrollAxes(axes)
        scrollView.showsIndicators = showsIndicators
        scrollView.isUserScrollEnabled = isScrollEnabled
        scrollView.contentSize = CellSize(width: Int(contentSize.width), height: Int(contentSize.height))
        let target = CellPoint(x: Int(offset.x), y: Int(offset.y))
        if scrollView.scrollOffset != target { scrollView.scroll(to: target) }
    }
}

extension ScrollViewContent: CellMetrics {
    /// Indicators are drawn over the last column or row: no insets.
    public var cellInsets: EdgeInsets { EdgeInsets() }
}
