import FacetTerminal
import FacetUICore
import Foundation

// `Button` in the terminal: its FacetTerminal widget and its size in character cells.

extension ButtonContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let button = ButtonWidget(action: { [weak events] in events?.handle(.activate) })
        button.onPressChange = { [weak events] isPressed in events?.handle(.press(isPressed)) }
        return button
    }

    func configure(_ widget: TerminalWidget) {
        guard let button = widget as? ButtonWidget else { return }
        button.style = TerminalStyle.buttonStyle(style)
        button.role = TerminalStyle.role(role)
        button.isEnabled = isEnabled
        button.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension ButtonContent: CellMetrics {
    /// A bordered button draws "[ " and " ]" around its label, a prominent one a cell of
    /// its tint on each side; plain, borderless and custom-styled ones draw nothing.
    public var cellInsets: EdgeInsets {
        switch style {
        case .automatic, .bordered: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .borderedProminent where role == .cancel: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .borderedProminent: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        case .borderless, .plain, .custom: EdgeInsets()
        }
    }
}
