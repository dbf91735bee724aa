import Foundation

/// A month grid in which several days are chosen (backs `MultiDatePicker`).
///
/// It draws the month of its ``cursor`` (``MonthGrid``) at the bottom of its frame, the
/// chosen days in the accent colour. While focused, the cursor's day is underlined: the arrow
/// keys move it by a day (a week up and down), Page Up and Page Down by a month, and Enter or
/// Space report its day through ``onToggle``. A click on a day moves the cursor there and
/// reports it; a click on an arrow changes the month. The widget shows a changed choice once
/// ``selectedDays`` is set.
@MainActor
open class MultiDatePickerWidget: TerminalWidget {
    /// The calendar the days are those of (its time zone included).
    public var calendar: Calendar {
        didSet { if calendar != oldValue { setNeedsDisplay() } }
    }
    /// The locale the month and weekdays are written in.
    public var locale: Locale {
        didSet { if locale != oldValue { setNeedsDisplay() } }
    }
    /// The chosen days, as year, month and day in ``calendar``.
    public var selectedDays: Set<DateComponents> = [] {
        didSet { if selectedDays != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the chosen days; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// Whether a day (given by its first moment) can be chosen; others are dimmed and not
    /// reported.
    public var isDayEnabled: (Date) -> Bool = { _ in true } {
        didSet { setNeedsDisplay() }
    }
    /// Called with the first moment of the day the user chose.
    public var onToggle: ((Date) -> Void)?
    /// The first moment of the day with the keyboard cursor; its month is shown.
    public private(set) var cursor: Date

    /// Creates a multi-date picker showing the month of `cursor`.
    public init(cursor: Date, calendar: Calendar = .current, locale: Locale = .current) {
        (self.calendar, self.locale) = (calendar, locale)
        self.cursor = calendar.startOfDay(for: cursor)
        super.init()
        canFocus = true
    }

    /// The month shown.
    public var grid: MonthGrid { MonthGrid(containing: cursor, calendar: calendar, locale: locale) }

    /// Whether the day containing `date` is chosen.
    public func isSelected(_ date: Date) -> Bool {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return selectedDays.contains(DateComponents(year: parts.year, month: parts.month, day: parts.day))
    }

    /// Moves the cursor to the day containing `date`, showing its month.
    public func moveCursor(to date: Date) {
        let day = calendar.startOfDay(for: date)
        guard day != cursor else { return }
        cursor = day
        setNeedsDisplay()
    }

    /// Moves the cursor by `amount` of `component`.
    public func moveCursor(by amount: Int, _ component: Calendar.Component = .day) {
        moveCursor(to: calendar.date(byAdding: component, value: amount, to: cursor) ?? cursor)
    }

    /// Reports the cursor's day, as Enter does, when it can be chosen.
    public func toggleCursorDay() {
        if isDayEnabled(cursor) { onToggle?(cursor) }
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(width: max(width ?? 0, MonthGrid.width), height: max(height ?? 0, MonthGrid.height))
    }

    /// The grid's top-left cell: at the bottom of the frame, below the label.
    private var gridOrigin: CellPoint { CellPoint(x: 0, y: max(0, frame.height - MonthGrid.height)) }

    open override func draw(in buffer: inout CellBuffer) {
        let grid = grid
        let cursorDay = grid.day(of: cursor)
        let accent = tint ?? Self.defaultTint
        grid.draw(in: &buffer, at: gridOrigin, style: enabledStyle(.plain)) { day in
            let date = grid.date(ofDay: day)
            var style = CellStyle()
            if isSelected(date) {
                style = CellStyle(foreground: .brightWhite, background: accent, bold: true)
            } else if !isDayEnabled(date) {
                style.dim = true
            }
            if isFocused && day == cursorDay { style.underline = true }
            return enabledStyle(style)
        }
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.subtracting(.shift).isEmpty:
            switch key.key {
            case .left: moveCursor(by: -1)
            case .right: moveCursor(by: 1)
            case .up: moveCursor(by: -7)
            case .down: moveCursor(by: 7)
            case .pageUp: moveCursor(by: -1, .month)
            case .pageDown: moveCursor(by: 1, .month)
            case .enter, .character(" "): toggleCursorDay()
            default: return false
            }
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            let origin = gridOrigin
            let local = CellPoint(x: mouse.position.x - origin.x, y: mouse.position.y - origin.y)
            let grid = grid
            if let months = grid.arrow(at: local) {
                moveCursor(by: months, .month)
            } else if let day = grid.day(at: local) {
                moveCursor(to: grid.date(ofDay: day))
                toggleCursorDay()
            }
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release: return true
        default: return false
        }
    }
}
