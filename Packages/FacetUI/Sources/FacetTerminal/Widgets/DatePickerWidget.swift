import Foundation

/// The look of a ``DatePickerWidget``.
public enum DatePickerStyleKind: Hashable, Sendable {
    /// ``compact``.
    case automatic
    /// The date as one line of parts at the trailing edge (`Dec 3, 2026  2:05 PM`).
    case compact
    /// As ``compact``.
    case field
    /// As ``compact``, followed by `[-][+]`, which step the focused part.
    case stepperField
    /// Three lines: each part between its previous and next values.
    case wheel
    /// A month grid (``MonthGrid``) below the label, the time on a line under it.
    case graphical
}

/// A date and time chosen part by part, or a day chosen in a month grid (backs `DatePicker`).
///
/// Field styles draw the date as the locale writes it (``DateFields``) at the trailing edge;
/// while focused, one part is highlighted: Left and Right move between the parts, Up and Down
/// (and `+`, `-`) change it, the larger units kept (the minute after 59 is 0). The graphical
/// style draws the month of ``date``: the arrow keys move the day (a week up and down),
/// Page Up and Page Down the month; with a time shown, Enter or Space moves the keyboard to
/// the time line and back. Clicks choose a part, a day or a month arrow. A change is kept
/// between ``minimumDate`` and ``maximumDate`` (days outside them are dimmed), shown at once
/// and reported through ``onChange``.
@MainActor
open class DatePickerWidget: TerminalWidget {
    /// The date shown.
    public var date: Date {
        didSet { if date != oldValue { setNeedsDisplay() } }
    }
    /// The calendar the date is read and changed in (its time zone included).
    public var calendar: Calendar {
        didSet { if calendar != oldValue { setNeedsDisplay() } }
    }
    /// The locale the date is written in.
    public var locale: Locale {
        didSet { if locale != oldValue { setNeedsDisplay() } }
    }
    /// Whether the day, month and year are shown.
    public var showsDate = true {
        didSet { if showsDate != oldValue { setNeedsDisplay() } }
    }
    /// The parts of the time shown.
    public var time = DateFields.Time.minutes {
        didSet { if time != oldValue { setNeedsDisplay() } }
    }
    /// The look.
    public var style = DatePickerStyleKind.automatic {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the chosen day and of the date; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// The earliest date that can be chosen, if any.
    public var minimumDate: Date? {
        didSet { if minimumDate != oldValue { setNeedsDisplay() } }
    }
    /// The latest date that can be chosen, if any.
    public var maximumDate: Date? {
        didSet { if maximumDate != oldValue { setNeedsDisplay() } }
    }
    /// Called with the date the user chose (already shown, and within the range).
    public var onChange: ((Date) -> Void)?
    /// The highlighted part, an index in ``DateFields/segments`` (of the time line in the
    /// graphical style), while focused.
    public private(set) var focusedSegment: Int?
    /// Whether the keys go to the time line rather than the grid (graphical style).
    public private(set) var isEditingTime = false

    /// Creates a date picker.
    public init(date: Date, calendar: Calendar = .current, locale: Locale = .current) {
        (self.date, self.calendar, self.locale) = (date, calendar, locale)
        super.init()
        canFocus = true
    }

    /// The style after resolving ``DatePickerStyleKind/automatic`` (and a graphical style
    /// without a date, which has no grid to show).
    public var resolvedStyle: DatePickerStyleKind { Self.resolve(style, showsDate: showsDate) }

    /// The parts of the field (of the time line in the graphical style).
    public var fields: DateFields {
        Self.fields(
            date: date, calendar: calendar, locale: locale, showsDate: showsDate, time: time, style: style)
    }

    /// The size of what the widget draws beside its label (below it, in the graphical style).
    nonisolated public static func controlSize(
        date: Date, calendar: Calendar, locale: Locale, showsDate: Bool, time: DateFields.Time,
        style: DatePickerStyleKind
    ) -> CellSize {
        let fields = fields(
            date: date, calendar: calendar, locale: locale, showsDate: showsDate, time: time, style: style)
        switch resolve(style, showsDate: showsDate) {
        case .graphical:
            let timeLine = time == .none ? 0 : 1
            return CellSize(
                width: max(MonthGrid.width, fields.width + 5), height: MonthGrid.height + timeLine)
        case .wheel:
            return CellSize(
                width: wheelColumns(
                    of: fields, date: date, calendar: calendar, locale: locale, showsDate: showsDate,
                    time: time
                ).reduce(0) { $0 + $1.width }, height: 3)
        case .stepperField:
            return CellSize(width: fields.width + 1 + stepperWidth, height: 1)
        default:
            return CellSize(width: fields.width, height: 1)
        }
    }

    nonisolated private static let stepperWidth = 6

    nonisolated private static func resolve(_ style: DatePickerStyleKind, showsDate: Bool)
        -> DatePickerStyleKind
    {
        switch style {
        case .automatic: .compact
        case .graphical where !showsDate: .compact
        default: style
        }
    }

    nonisolated private static func fields(
        date: Date, calendar: Calendar, locale: Locale, showsDate: Bool, time: DateFields.Time,
        style: DatePickerStyleKind
    ) -> DateFields {
        let grid = resolve(style, showsDate: showsDate) == .graphical
        return DateFields(
            date: date, calendar: calendar, locale: locale, showsDate: showsDate && !grid, time: time)
    }

    /// A wheel's columns: each segment with the values before and after it.
    nonisolated static func wheelColumns(
        of fields: DateFields, date: Date, calendar: Calendar, locale: Locale, showsDate: Bool,
        time: DateFields.Time
    ) -> [(above: String, text: String, below: String, width: Int)] {
        fields.segments.enumerated().map { index, segment in
            guard segment.isEditable else {
                return ("", segment.text, "", TextLayout.width(of: segment.text))
            }
            func neighbour(_ steps: Int) -> String {
                let other = DateFields.date(date, stepping: segment, by: steps, in: calendar)
                return DateFields(
                    date: other, calendar: calendar, locale: locale, showsDate: showsDate, time: time
                )
                .segments[index].text
            }
            let (above, below) = (neighbour(-1), neighbour(1))
            let width = [above, segment.text, below].map { TextLayout.width(of: $0) }.max() ?? 0
            return (above, segment.text, below, width)
        }
    }

    // MARK: - Geometry

    private var controlSize: CellSize {
        Self.controlSize(
            date: date, calendar: calendar, locale: locale, showsDate: showsDate, time: time, style: style)
    }

    /// The top-left cell of what is drawn beside (or below) the label.
    private var controlOrigin: CellPoint {
        let size = controlSize
        if resolvedStyle == .graphical { return CellPoint(x: 0, y: max(0, frame.height - size.height)) }
        return CellPoint(x: max(0, frame.width - size.width), y: max(0, (frame.height - size.height) / 2))
    }

    /// Where the field's parts start: the control's origin, the middle line of a wheel, the
    /// time line under a grid (right-aligned in the grid's width).
    private var fieldOrigin: CellPoint {
        let origin = controlOrigin
        switch resolvedStyle {
        case .wheel: return CellPoint(x: origin.x, y: origin.y + 1)
        case .graphical:
            return CellPoint(x: origin.x + controlSize.width - fields.width, y: origin.y + MonthGrid.height)
        default: return origin
        }
    }

    private var grid: MonthGrid { MonthGrid(containing: date, calendar: calendar, locale: locale) }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let size = controlSize
        return CellSize(width: max(width ?? 0, size.width), height: max(height ?? 0, size.height))
    }

    // MARK: - Drawing

    private var accent: TerminalColor { tint ?? Self.defaultTint }

    open override func draw(in buffer: inout CellBuffer) {
        switch resolvedStyle {
        case .graphical: drawGrid(in: &buffer)
        case .wheel: drawWheel(in: &buffer)
        default: drawField(in: &buffer, at: fieldOrigin)
        }
    }

    /// The style of the segment at `index`: the date in the accent colour, the focused part
    /// inverted.
    private func segmentStyle(_ index: Int, keysHere: Bool) -> CellStyle {
        var style = CellStyle(foreground: accent)
        if isFocused && keysHere && index == currentSegment { style.inverse = true }
        return enabledStyle(style)
    }

    private func drawField(in buffer: inout CellBuffer, at origin: CellPoint) {
        let fields = fields
        let keysHere = resolvedStyle != .graphical || isEditingTime
        var x = origin.x
        for (index, segment) in fields.segments.enumerated() {
            x += buffer.write(
                segment.text, at: CellPoint(x: x, y: origin.y), style: segmentStyle(index, keysHere: keysHere)
            )
        }
        if resolvedStyle == .stepperField {
            let focused = isFocused
            buffer.write(
                "[-][+]", at: CellPoint(x: x + 1, y: origin.y),
                style: enabledStyle(CellStyle(inverse: focused)))
        }
    }

    private func drawWheel(in buffer: inout CellBuffer) {
        let origin = controlOrigin
        let columns = Self.wheelColumns(
            of: fields, date: date, calendar: calendar, locale: locale, showsDate: showsDate, time: time)
        var x = origin.x
        for (index, column) in columns.enumerated() {
            let faded = enabledStyle(CellStyle(dim: true))
            for (row, text) in [(0, column.above), (2, column.below)] {
                buffer.write(
                    text, at: CellPoint(x: x + column.width - TextLayout.width(of: text), y: origin.y + row),
                    style: faded)
            }
            buffer.write(
                column.text,
                at: CellPoint(x: x + column.width - TextLayout.width(of: column.text), y: origin.y + 1),
                style: segmentStyle(index, keysHere: true))
            x += column.width
        }
    }

    private func drawGrid(in buffer: inout CellBuffer) {
        let origin = controlOrigin
        let grid = grid
        let selected = grid.day(of: date)
        grid.draw(in: &buffer, at: origin, style: enabledStyle(.plain)) { day in
            var style = CellStyle()
            if day == selected {
                style = CellStyle(foreground: .brightWhite, background: accent, bold: true)
                if isFocused && !isEditingTime { style.underline = true }
            } else if !allowsDay(grid.date(ofDay: day)) {
                style.dim = true
            }
            return enabledStyle(style)
        }
        guard time != .none else { return }
        buffer.write(
            "Time", at: CellPoint(x: origin.x, y: origin.y + MonthGrid.height), style: enabledStyle(.plain))
        drawField(in: &buffer, at: fieldOrigin)
    }

    // MARK: - Input

    /// The focused part, the first editable one until the user moves.
    private var currentSegment: Int? {
        let editable = fields.editableIndices
        if let focusedSegment, editable.contains(focusedSegment) { return focusedSegment }
        return editable.first
    }

    open override func focusDidChange() {
        if !isFocused { isEditingTime = false }
    }

    /// Moves the highlight to the next (`1`) or previous (`-1`) part.
    public func moveFocus(by offset: Int) {
        let editable = fields.editableIndices
        guard let current = currentSegment, let position = editable.firstIndex(of: current) else { return }
        let next = min(max(position + offset, 0), editable.count - 1)
        focusedSegment = editable[next]
        setNeedsDisplay()
    }

    /// Changes the highlighted part by `steps` steps, as Up (1) and Down (-1) do.
    public func step(by steps: Int) {
        guard let index = currentSegment else { return }
        change(to: DateFields.date(date, stepping: fields.segments[index], by: steps, in: calendar))
    }

    /// Moves the chosen day by `amount` of `component` (graphical style), at the same time.
    public func moveDay(by amount: Int, _ component: Calendar.Component = .day) {
        change(to: calendar.date(byAdding: component, value: amount, to: date) ?? date)
    }

    private func change(to newDate: Date) {
        var newDate = newDate
        if let minimumDate, newDate < minimumDate { newDate = minimumDate }
        if let maximumDate, newDate > maximumDate { newDate = maximumDate }
        guard newDate != date else { return }
        date = newDate
        onChange?(newDate)
    }

    /// Whether some moment of the day starting at `day` is within the range.
    private func allowsDay(_ day: Date) -> Bool {
        guard let interval = calendar.dateInterval(of: .day, for: day) else { return false }
        if let minimumDate, interval.end <= minimumDate { return false }
        if let maximumDate, interval.start > maximumDate { return false }
        return true
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.subtracting(.shift).isEmpty:
            return resolvedStyle == .graphical && !isEditingTime
                ? handleGridKey(key.key) : handleFieldKey(key.key)
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            handlePress(at: mouse.position)
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release: return true
        default: return false
        }
    }

    private func handleFieldKey(_ key: Key) -> Bool {
        switch key {
        case .left: moveFocus(by: -1)
        case .right: moveFocus(by: 1)
        case .up, .character("+"), .character("="): step(by: 1)
        case .down, .character("-"): step(by: -1)
        case .enter, .character(" "), .escape:
            guard isEditingTime else { return false }
            isEditingTime = false
            setNeedsDisplay()
        default: return false
        }
        return true
    }

    private func handleGridKey(_ key: Key) -> Bool {
        switch key {
        case .left: moveDay(by: -1)
        case .right: moveDay(by: 1)
        case .up: moveDay(by: -7)
        case .down: moveDay(by: 7)
        case .pageUp: moveDay(by: -1, .month)
        case .pageDown: moveDay(by: 1, .month)
        case .enter, .character(" "):
            guard time != .none else { return false }
            isEditingTime = true
            setNeedsDisplay()
        default: return false
        }
        return true
    }

    private func handlePress(at point: CellPoint) {
        let fieldOrigin = fieldOrigin
        if point.y == fieldOrigin.y, let index = fields.segment(atColumn: point.x - fieldOrigin.x) {
            if fields.segments[index].isEditable { focusedSegment = index }
            isEditingTime = resolvedStyle == .graphical
            setNeedsDisplay()
            return
        }
        if resolvedStyle == .stepperField, point.y == fieldOrigin.y {
            let buttons = fieldOrigin.x + fields.width + 1
            if (buttons..<buttons + 3).contains(point.x) { step(by: -1) }
            if (buttons + 3..<buttons + 6).contains(point.x) { step(by: 1) }
            return
        }
        guard resolvedStyle == .graphical else { return }
        let origin = controlOrigin
        let local = CellPoint(x: point.x - origin.x, y: point.y - origin.y)
        let grid = grid
        isEditingTime = false
        setNeedsDisplay()
        if let months = grid.arrow(at: local) {
            moveDay(by: months, .month)
        } else if let day = grid.day(at: local), let current = grid.day(of: date) {
            moveDay(by: day - current)
        }
    }
}
