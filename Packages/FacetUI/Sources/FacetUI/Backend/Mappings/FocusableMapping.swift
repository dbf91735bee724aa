import FacetTerminal
import FacetUICore
import Foundation

// `.focusable(_:)` in the terminal: its FacetTerminal widget and its size in character cells.

extension FocusableContent: TerminalMapped {
    /// An area around the focusable view that takes part in the focus traversal and
    /// reports its focus.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let area = FocusAreaWidget()
        area.onFocusChange = { [weak events] isFocused in events?.handle(.focus(isFocused)) }
        return area
    }

    func configure(_ widget: TerminalWidget) {
        widget.canFocus = isFocusable
        widget.isEnabled = isEnabled
    }
}

/// A widget that draws nothing but its focus: its children in inverse video while it has
/// keyboard focus. Clicks focus it (the widget tree focuses the nearest focusable widget
/// under a press) and go on to the graph's gestures.
final class FocusAreaWidget: TerminalWidget {
    /// Runs with the new focus when the widget gains or loses it.
    var onFocusChange: ((Bool) -> Void)?

    override init() {
        super.init()
        canFocus = true
    }

    override func focusDidChange() { onFocusChange?(isFocused) }

    override func drawForeground(in buffer: inout CellBuffer) {
        guard isFocused else { return }
        buffer.modifyStyle(in: bounds) { $0.inverse.toggle() }
    }
}

extension FocusableContent: CellMetrics {}
