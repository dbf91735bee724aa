import FacetTerminal
import FacetUICore
import Foundation

// `DatePicker` in the terminal: its FacetTerminal widget and its size in character cells.

extension DatePickerContent: TerminalMapped {
    /// The widget shows the date it reports at once (so that keys typed faster than the
    /// updates add up); the view sets it, within the same range.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let picker = DatePickerWidget(date: selection, calendar: calendar, locale: locale)
        picker.onChange = { [weak events] date in events?.handle(.date(date)) }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? DatePickerWidget else { return }
        (picker.date, picker.calendar, picker.locale) = (selection, calendar, locale)
        (picker.showsDate, picker.time, picker.style) = (showsDate, terminalTime, terminalStyle)
        picker.tint = tint.flatMap(TerminalStyle.color)
        picker.isEnabled = isEnabled
        (picker.minimumDate, picker.maximumDate) = (minimumDate, maximumDate)
    }

    var terminalTime: DateFields.Time { showsSeconds ? .seconds : showsTime ? .minutes : .none }

    var terminalStyle: DatePickerStyleKind {
        switch style {
        case .automatic: .automatic
        case .compact: .compact
        case .graphical: .graphical
        case .wheel: .wheel
        case .field: .field
        case .stepperField: .stepperField
        }
    }

    /// What the widget draws beside (or below) the label.
    private var controlSize: CellSize {
        DatePickerWidget.controlSize(
            date: selection, calendar: calendar, locale: locale, showsDate: showsDate, time: terminalTime,
            style: terminalStyle)
    }
}

extension DatePickerContent: CellMetrics {
    /// The field (and a space) after the label, on the middle one of a wheel's three lines;
    /// the month grid (and the time line) below it.
    public var cellInsets: EdgeInsets {
        let size = controlSize
        switch resolvedStyle {
        case .graphical:
            return EdgeInsets(top: 0, leading: 0, bottom: CGFloat(size.height), trailing: 0)
        case .wheel:
            return EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: CGFloat(size.width + 1))
        default:
            return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: CGFloat(size.width + 1))
        }
    }

    /// The proposed width, at least the control's; the control's height.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let size = controlSize
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? CGFloat(size.width)
        return CGSize(width: max(width, CGFloat(size.width)), height: CGFloat(size.height))
    }
}
