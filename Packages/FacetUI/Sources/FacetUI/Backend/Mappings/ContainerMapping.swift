import FacetTerminal
import FacetUICore
import Foundation

// `.opacity` and `.hidden` in the terminal: its FacetTerminal widget and its size in character cells.

extension ContainerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ContainerWidget() }

    /// A terminal cannot blend: a view at opacity 0 is hidden, any other opacity shows.
    func configure(_ widget: TerminalWidget) {
        widget.isHidden = isHidden || opacity <= 0
        widget.clipsToBounds = false
    }
}

extension ContainerContent: CellMetrics {}
