import FacetTerminal
import FacetUICore
import Foundation

// `Menu` in the terminal: its FacetTerminal widget and its size in character cells.

extension MenuContent: TerminalMapped {
    /// A menu-style picker whose pop-up lists the items; choosing one runs it.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let picker = PickerWidget(style: .menu)
        picker.onChange = { [weak events, weak picker] index in
            picker?.selectedIndex = nil
            events?.handle(.select(index))
        }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? PickerWidget else { return }
        picker.options = items
        picker.isEnabled = isEnabled
    }
}

extension MenuContent: CellMetrics {
    /// " ▾" after the label.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2) }
}
