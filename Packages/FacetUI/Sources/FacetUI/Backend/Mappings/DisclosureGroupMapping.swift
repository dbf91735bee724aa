import FacetTerminal
import FacetUICore
import Foundation

// `DisclosureGroup` in the terminal: its FacetTerminal widget and its size in character cells.

extension DisclosureContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        DisclosureButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {
        (widget as? DisclosureButtonWidget)?.isExpanded = isExpanded
        widget.isEnabled = isEnabled
    }
}

extension DisclosureContent: CellMetrics {
    /// The chevron and a space take two cells before the label.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0) }
}

/// A plain button with a "▸ " (collapsed) or "▾ " (expanded) before its label (the
/// disclosure control of a disclosure group).
final class DisclosureButtonWidget: ButtonWidget {
    /// Whether the chevron points down.
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsDisplay() } }
    }

    override func draw(in buffer: inout CellBuffer) {
        super.draw(in: &buffer)
        buffer.write(
            isExpanded ? "▾" : "▸", at: CellPoint(x: 0, y: frame.height / 2),
            style: CellStyle(dim: !isEnabledInTree))
    }
}
