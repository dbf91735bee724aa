import FacetTerminal
import FacetUICore
import Foundation

// `Toggle` in the terminal: its FacetTerminal widget and its size in character cells.

extension ToggleContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let widget = ToggleWidget(isOn: isOn)
        widget.onChange = { [weak events] isOn in events?.handle(.toggle(isOn)) }
        return widget
    }

    func configure(_ widget: TerminalWidget) {
        guard let toggle = widget as? ToggleWidget else { return }
        toggle.isOn = isOn
        toggle.style = TerminalStyle.toggleStyle(style)
        toggle.isEnabled = isEnabled
        toggle.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension ToggleContent: CellMetrics {
    /// A checkbox draws "[x] " before its label, a switch " ━━●" after it, a button-style
    /// toggle brackets around it.
    public var cellInsets: EdgeInsets {
        switch style {
        case .checkbox: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        case .automatic, .switch: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4)
        case .button: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        }
    }
}
