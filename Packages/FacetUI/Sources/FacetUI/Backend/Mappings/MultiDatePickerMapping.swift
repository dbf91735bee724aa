import FacetTerminal
import FacetUICore
import Foundation

// `MultiDatePicker` in the terminal: its FacetTerminal widget and its size in character cells.

extension MultiDatePickerContent: TerminalMapped {
    /// The cursor starts on the earliest chosen day, or today; the widget reports a day, the
    /// view adds or removes it, and the widget shows the choice once the content comes back.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let first = selectedDays.compactMap { calendar.date(from: $0) }.min()
        let picker = MultiDatePickerWidget(cursor: first ?? Date(), calendar: calendar, locale: locale)
        picker.onToggle = { [weak events] day in events?.handle(.day(day)) }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? MultiDatePickerWidget else { return }
        (picker.calendar, picker.locale, picker.selectedDays) = (calendar, locale, selectedDays)
        picker.tint = tint.flatMap(TerminalStyle.color)
        picker.isEnabled = isEnabled
        picker.isDayEnabled = { [self] day in allowsDay(containing: day) }
    }
}

extension MultiDatePickerContent: CellMetrics {
    /// The month grid below the label.
    public var cellInsets: EdgeInsets {
        EdgeInsets(top: 0, leading: 0, bottom: CGFloat(MonthGrid.height), trailing: 0)
    }

    /// The proposed width, at least the grid's; the grid's height.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? CGFloat(MonthGrid.width)
        return CGSize(width: max(width, CGFloat(MonthGrid.width)), height: CGFloat(MonthGrid.height))
    }
}
