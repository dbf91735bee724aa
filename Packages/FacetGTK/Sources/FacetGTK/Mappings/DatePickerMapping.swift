import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension DatePickerContent: GTKMapped {
    /// The label's frame, then the date control: beside the label, a `GtkMenuButton` showing
    /// the date that opens a `GtkCalendar` (compact) or a `GtkSpinButton` per part of the
    /// date in the locale's order (field, stepper field; vertical ones for wheels); below it,
    /// a `GtkCalendar` (graphical). The time is a spin button per part (hour, minute,
    /// second) in a 24-hour clock. A part changed sends the date with that part set (FacetUI
    /// keeps it in the range); a day chosen in a calendar sends `.day`.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
        let frame = facet_frame_new()!
        gtk_widget_set_hexpand(frame, 1)
        gtk_box_append(gtkCast(box), frame)
        let widget = GTKWidget(widget: box, childFrame: frame, content: self, events: nil)
        DatePickerMapping.build(DatePickerMapping.parts(of: self), key: structureKey, in: widget)
        return widget
    }

    /// The parts built, and whether the calendar is below the label.
    var structureKey: String {
        let parts = DatePickerMapping.parts(of: self).map(\.name).joined(separator: ",")
        return (resolvedStyle == .graphical ? "below:" : "beside:") + parts
    }

    func configure(_ widget: GTKWidget) {
        let parts = DatePickerMapping.parts(of: self)
        if DatePickerMapping.builtKey(of: widget) != structureKey {
            DatePickerMapping.build(parts, key: structureKey, in: widget)
        }
        gtk_orientable_set_orientation(
            gtkCast(widget.widget),
            resolvedStyle == .graphical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        for (part, gtkPart) in zip(parts, widget.parts) {
            DatePickerMapping.show(self, part: part, in: gtkPart)
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }

    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            if resolvedStyle == .graphical {
                return EdgeInsets(top: 0, leading: 0, bottom: chrome.height, trailing: 0)
            }
            let vertical = ControlMapping.centringInset(controlHeight: chrome.height, measure)
            return EdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: chrome.width)
        }
    }

    /// The label's frame starts at the widget's top-leading corner.
    func childOffset(_ measure: GTKMeasurer) -> CGPoint { .zero }

    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let chrome = measure.chromeSize(of: self)
        return CGSize(width: max(proposal.finiteWidth ?? chrome.width, chrome.width), height: chrome.height)
    }
}

/// Its spin buttons and calendar take keyboard focus: `@FocusState` follows them.
extension DatePickerContent: GTKFocusReporting {}

/// The parts of date pickers' GTK widgets.
@MainActor
enum DatePickerMapping {
    /// One widget of a date picker.
    enum Part: Equatable {
        /// A `GtkMenuButton` showing the date, opening a `GtkCalendar`.
        case dateButton
        /// A `GtkCalendar`.
        case calendar
        /// A `GtkSpinButton` for one unit of the date.
        case spin(Calendar.Component, vertical: Bool)

        var name: String {
            switch self {
            case .dateButton: "button"
            case .calendar: "calendar"
            case .spin(let unit, let vertical): "\(unit)\(vertical ? "|" : "-")"
            }
        }
    }

    /// The parts `content` is drawn with, in order.
    static func parts(of content: DatePickerContent) -> [Part] {
        let vertical = content.resolvedStyle == .wheel
        var parts: [Part] = []
        if content.showsDate {
            switch content.resolvedStyle {
            case .graphical: parts.append(.calendar)
            case .field, .stepperField, .wheel:
                parts += dateOrder(content.locale).map { .spin($0, vertical: vertical) }
            case .automatic, .compact: parts.append(.dateButton)
            }
        }
        if content.showsTime {
            parts += [.spin(.hour, vertical: vertical), .spin(.minute, vertical: vertical)]
            if content.showsSeconds { parts.append(.spin(.second, vertical: vertical)) }
        }
        return parts
    }

    /// The day, the month and the year in the order `locale` writes them.
    static func dateOrder(_ locale: Locale) -> [Calendar.Component] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? "Mdy"
        let units: [(Character, Calendar.Component)] = [("y", .year), ("M", .month), ("d", .day)]
        return units.sorted {
            (pattern.firstIndex(of: $0.0) ?? pattern.endIndex)
                < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex)
        }
        .map(\.1)
    }

    private static let structureData = "facet-date-picker-structure"

    /// The structure key the widget's parts were built for.
    static func builtKey(of widget: GTKWidget) -> String? {
        guard let controls = controlsBox(of: widget),
            let data = g_object_get_data(gtkCast(controls), structureData)
        else { return nil }
        return String(cString: data.assumingMemoryBound(to: CChar.self))
    }

    private static func controlsBox(of widget: GTKWidget) -> UnsafeMutablePointer<GtkWidget>? {
        guard let last = gtk_widget_get_last_child(widget.widget), last != widget.childFrame else {
            return nil
        }
        return last
    }

    /// Replaces the widget's parts with new ones for `parts`, in a box after the label's frame
    /// (a vertical one holding the calendar, then the time, when the calendar is below).
    static func build(_ parts: [Part], key: String, in widget: GTKWidget) {
        if let old = controlsBox(of: widget) { gtk_box_remove(gtkCast(widget.widget), old) }
        let below = parts.first == .calendar
        let controls = gtk_box_new(below ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 4)!
        g_object_set_data_full(gtkCast(controls), structureData, strdup(key)) { free($0) }
        gtk_widget_set_valign(controls, GTK_ALIGN_CENTER)
        let row = below ? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)! : controls
        widget.parts = parts.map { part in
            let made = make(part, for: widget)
            gtk_box_append(gtkCast(part == .calendar ? controls : row), made)
            return made
        }
        if below && parts.count > 1 { gtk_box_append(gtkCast(controls), row) }
        gtk_box_append(gtkCast(widget.widget), controls)
    }

    private static func make(_ part: Part, for widget: GTKWidget) -> UnsafeMutablePointer<GtkWidget> {
        switch part {
        case .calendar:
            let calendar = gtk_calendar_new()!
            connectDays(of: calendar, to: widget)
            return calendar
        case .dateButton:
            let button = gtk_menu_button_new()!
            let calendar = gtk_calendar_new()!
            let popover = gtk_popover_new()!
            gtk_popover_set_child(gtkCast(popover), calendar)
            gtk_menu_button_set_popover(gtkCast(button), popover)
            connectDays(of: calendar, to: widget) { gtk_popover_popdown(gtkCast(popover)) }
            return button
        case .spin(let unit, let vertical):
            let spin = gtk_spin_button_new(nil, 1, 0)!
            gtk_spin_button_set_increments(gtkCast(spin), 1, unit == .year ? 10 : 5)
            gtk_spin_button_set_numeric(gtkCast(spin), 1)
            gtk_spin_button_set_wrap(gtkCast(spin), unit == .year ? 0 : 1)
            gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
            if vertical { gtk_orientable_set_orientation(gtkCast(spin), GTK_ORIENTATION_VERTICAL) }
            Signals.connect(UnsafeMutableRawPointer(spin), "value-changed") { [weak widget] in
                guard let widget, let content = widget.content as? DatePickerContent else { return }
                let value = Int(gtk_spin_button_get_value_as_int(gtkCast(spin)))
                widget.send(.date(content.date(setting: unit, to: value)))
            }
            return spin
        }
    }

    /// Sends the day the user chose in `calendar` (in the content's time zone) as `.day`.
    static func connectDays(
        of calendar: UnsafeMutablePointer<GtkWidget>, to widget: GTKWidget,
        then: @escaping @MainActor () -> Void = {}
    ) {
        Signals.connect(UnsafeMutableRawPointer(calendar), "day-selected") { [weak widget] in
            guard let widget, let timeZone = timeZone(of: widget.content) else { return }
            widget.send(.day(chosenDay(in: calendar, timeZone: timeZone)))
            then()
        }
    }

    private static func timeZone(of content: any WidgetContent) -> TimeZone? {
        (content as? DatePickerContent)?.calendar.timeZone
            ?? (content as? MultiDatePickerContent)?.calendar.timeZone
    }

    /// Shows `content` in one part.
    static func show(_ content: DatePickerContent, part: Part, in gtkPart: UnsafeMutablePointer<GtkWidget>) {
        switch part {
        case .calendar:
            select(content.selection, in: gtkPart, timeZone: content.calendar.timeZone)
        case .dateButton:
            let style = Date.FormatStyle(
                date: .abbreviated, time: .omitted, locale: content.locale, calendar: content.calendar,
                timeZone: content.calendar.timeZone)
            gtk_menu_button_set_label(gtkCast(gtkPart), content.selection.formatted(style))
            if let popover = gtk_menu_button_get_popover(gtkCast(gtkPart)),
                let calendar = gtk_popover_get_child(popover)
            {
                select(content.selection, in: calendar, timeZone: content.calendar.timeZone)
            }
        case .spin(let unit, _):
            let calendar = content.calendar
            let range: Range<Int> =
                switch unit {
                case .year: 1..<10_000
                case .month: calendar.range(of: .month, in: .year, for: content.selection) ?? 1..<13
                case .day: calendar.range(of: .day, in: .month, for: content.selection) ?? 1..<32
                case .hour: 0..<24
                default: 0..<60
                }
            gtk_spin_button_set_range(
                gtkCast(gtkPart), Double(range.lowerBound), Double(range.upperBound - 1))
            let value = Double(calendar.component(unit, from: content.selection))
            if gtk_spin_button_get_value(gtkCast(gtkPart)) != value {
                gtk_spin_button_set_value(gtkCast(gtkPart), value)
            }
        }
    }

    /// The Gregorian calendar (a `GtkCalendar`'s) in `timeZone`.
    private static func gregorian(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// Selects the day of `date` in `calendar`, when another is selected.
    static func select(_ date: Date, in calendar: UnsafeMutablePointer<GtkWidget>, timeZone: TimeZone) {
        let day = gregorian(timeZone).dateComponents([.year, .month, .day], from: date)
        guard day != shownDay(of: calendar), let year = day.year, let month = day.month,
            let dayOfMonth = day.day
        else { return }
        let dateTime = g_date_time_new_utc(Int32(year), Int32(month), Int32(dayOfMonth), 12, 0, 0)
        gtk_calendar_select_day(gtkCast(calendar), dateTime)
        g_date_time_unref(dateTime)
    }

    /// The year, month and day `calendar` has selected.
    static func shownDay(of calendar: UnsafeMutablePointer<GtkWidget>) -> DateComponents {
        let dateTime = gtk_calendar_get_date(gtkCast(calendar))
        defer { g_date_time_unref(dateTime) }
        return DateComponents(
            year: Int(g_date_time_get_year(dateTime)), month: Int(g_date_time_get_month(dateTime)),
            day: Int(g_date_time_get_day_of_month(dateTime)))
    }

    /// Noon of the day `calendar` has selected, in `timeZone`.
    static func chosenDay(in calendar: UnsafeMutablePointer<GtkWidget>, timeZone: TimeZone) -> Date {
        var day = shownDay(of: calendar)
        day.hour = 12
        return gregorian(timeZone).date(from: day) ?? Date()
    }
}
