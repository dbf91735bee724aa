import FacetTerminal
import FacetUICore
import Foundation

// `.onTapGesture` in the terminal: its FacetTerminal widget and its size in character cells.

extension TapGestureContent: TerminalMapped {
    /// A borderless button around the tapped view for the keyboard (Enter or Space when
    /// focused taps); clicks go to the graph's tap recogniser.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        TapAreaWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {}
}

/// A plain button that leaves the mouse to the graph's gestures (``TerminalPointer``).
final class TapAreaWidget: ButtonWidget {
    override func handle(_ event: InputEvent) -> Bool {
        if case .mouse = event { return false }
        return super.handle(event)
    }
}

extension TapGestureContent: CellMetrics {}
