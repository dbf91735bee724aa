import FacetTerminal
import FacetUICore
import Foundation

// `.onTapGesture` in the terminal: its FacetTerminal widget and its size in character cells.

extension TapGestureContent: TerminalMapped {
    /// A borderless button around the tapped view: a click (or Enter when focused) taps.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {}
}

extension TapGestureContent: CellMetrics {}
