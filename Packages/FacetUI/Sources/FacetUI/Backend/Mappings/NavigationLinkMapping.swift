import FacetTerminal
import FacetUICore
import Foundation

// `NavigationLink` in the terminal: its FacetTerminal widget and its size in character cells.

extension NavigationLinkContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ChevronButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) { widget.isEnabled = isEnabled }
}

extension NavigationLinkContent: CellMetrics {
    /// Two cells after the label for " ›".
    public var cellInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2) }
}

/// A plain button with a "›" at its trailing edge (a navigation link).
final class ChevronButtonWidget: ButtonWidget {
    override func draw(in buffer: inout CellBuffer) {
        super.draw(in: &buffer)
        buffer.write(
            "›", at: CellPoint(x: frame.width - 1, y: frame.height / 2), style: CellStyle(foreground: .gray))
    }
}
