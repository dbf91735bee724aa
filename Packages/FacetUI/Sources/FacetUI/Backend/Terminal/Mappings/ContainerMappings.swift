import FacetTerminal
import Foundation

// Scrolling, lists, navigation, tabs and modals: widgets that hold other widgets.

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
        scrollView.contentSize = CellSize(width: Int(contentSize.width), height: Int(contentSize.height))
        let target = CellPoint(x: Int(offset.x), y: Int(offset.y))
        if scrollView.scrollOffset != target { scrollView.scroll(to: target) }
    }
}

extension ListContent: TerminalMapped {
    /// A list scrolls like a scroll view and selects rows with the keyboard and mouse; its
    /// rows are the widgets FacetUI places in it.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let list = ListScrollWidget()
        list.onScroll = { [weak events] offset in
            events?.handle(.scroll(CGPoint(x: offset.x, y: offset.y)))
        }
        list.onSelect = { [weak events] index in events?.handle(.select(index)) }
        return list
    }

    func configure(_ widget: TerminalWidget) {
        guard let list = widget as? ListScrollWidget else { return }
        list.contentSize = CellSize(width: 0, height: Int(contentHeight))
        list.rows = rows
        list.isSelectable = isSelectable
    }
}

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

extension ModalContent: TerminalMapped {
    /// A modal is presented above the screen (Esc dismisses it); FacetUI lays out its content.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let modal = ModalWidget(kind: modalKind)
        modal.automaticallyPositions = false
        modal.onDismiss = { [weak events] in events?.handle(.dismiss) }
        return modal
    }

    func configure(_ widget: TerminalWidget) {}

    private var modalKind: ModalKind {
        switch presentation {
        case .sheet: .sheet
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        }
    }
}

extension GroupBoxContent: TerminalMapped {
    /// A rounded border with the title in its top edge; FacetUI lays out the content inside.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let box = ContainerWidget()
        box.border = .rounded
        return box
    }

    func configure(_ widget: TerminalWidget) {
        (widget as? ContainerWidget)?.title = title
    }
}
