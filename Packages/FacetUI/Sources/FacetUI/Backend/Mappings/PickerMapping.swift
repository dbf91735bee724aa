import FacetTerminal
import FacetUICore
import Foundation

// `Picker` in the terminal: its FacetTerminal widget and its size in character cells.

extension PickerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let picker = PickerWidget()
        picker.onChange = { [weak events] index in events?.handle(.select(index)) }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? PickerWidget else { return }
        picker.title = title
        picker.options = options
        picker.selectedIndex = selectedIndex
        picker.style = TerminalStyle.pickerStyle(style)
        picker.isEnabled = isEnabled
        picker.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension PickerContent: CellMetrics {
    /// Segmented: the segments and separators. Inline: one line per option, as wide as
    /// the widest with its radio button. Menu: the proposed width, at least the title,
    /// a space, the widest option and " ▾".
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let widest = options.map(\.count).max() ?? 0
        switch style {
        case .segmented:
            let segments = options.map { $0.count + 2 }.reduce(0, +) + max(0, options.count - 1)
            return CGSize(width: segments, height: 1)
        case .inline:
            return CGSize(width: widest + 4, height: options.count)
        case .automatic, .menu:
            let minimum = CGFloat((title.isEmpty ? 0 : title.count + 1) + widest + 2)
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? minimum
            return CGSize(width: max(width, minimum), height: 1)
        }
    }
}
