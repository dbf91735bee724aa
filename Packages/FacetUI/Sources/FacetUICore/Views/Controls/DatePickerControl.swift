import Foundation

/// The control a built-in date picker style draws: the backend's date widget with the
/// configuration's label inside it.
struct DatePickerControl: View, ControlView {
    let configuration: DatePickerStyleConfiguration
    let appearance: DatePickerContent.Style

    typealias Body = Never

    static var sizesWidget: Bool { true }

    static var hidesLabelWhenLabelsHidden: Bool { true }

    func label(in environment: EnvironmentValues) -> DatePickerStyleConfiguration.Label {
        configuration.label
    }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        content(in: environment)
    }

    private func content(in environment: EnvironmentValues) -> DatePickerContent {
        var content = DatePickerContent(
            selection: configuration.selection, minimumDate: configuration.minimumDate,
            maximumDate: configuration.maximumDate, components: configuration.displayedComponents,
            style: appearance, calendar: CalendarDays.calendar(in: environment), locale: environment.locale,
            isEnabled: environment.isEnabled)
        content.selection = content.clamped(content.selection)
        content.tint = environment.tint
        return content
    }

    /// `.date` sets the date and time, `.day` the day at the same time of day; either is kept
    /// within the range.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        let content = content(in: environment)
        let chosen: Date
        switch event {
        case .date(let date): chosen = content.clamped(date)
        case .day(let day): chosen = content.clamped(content.date(onDayOf: day))
        default: return
        }
        if configuration.selection != chosen { configuration.selection = chosen }
    }
}

/// A date picker (`DatePicker` with a built-in style); its label is drawn by the child
/// widgets at the leading edge (above the grid of the graphical style).
///
/// It sends `.date(_:)` when a part of the date or time is changed, `.day(_:)` when a day is
/// chosen in a calendar, and `.focus(_:)`. Dates are in ``calendar`` (whose time zone is
/// the environment's) and written as ``locale`` writes them.
public struct DatePickerContent: WidgetContent, Equatable {
    /// The look, one per built-in style.
    public enum Style: String, Equatable, Sendable {
        case automatic, compact, graphical, wheel, field, stepperField
    }
    /// The selected date, within the range.
    public var selection: Date
    /// The earliest date that can be chosen, if any.
    public var minimumDate: Date?
    /// The latest date that can be chosen, if any.
    public var maximumDate: Date?
    /// What is shown.
    public var components: DatePickerComponents
    /// The look.
    public var style: Style
    /// The calendar dates are read and written in, with the environment's time zone.
    public var calendar: Calendar
    /// The locale the date is written in.
    public var locale: Locale
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color?

    /// Creates the content.
    public init(
        selection: Date, minimumDate: Date? = nil, maximumDate: Date? = nil,
        components: DatePickerComponents = [.hourAndMinute, .date], style: Style = .automatic,
        calendar: Calendar, locale: Locale, isEnabled: Bool = true
    ) {
        (self.selection, self.minimumDate, self.maximumDate) = (selection, minimumDate, maximumDate)
        (self.components, self.style, self.calendar, self.locale) = (components, style, calendar, locale)
        self.isEnabled = isEnabled
    }

    /// The kind of widget.
    public var kind: String { "DatePicker" }

    /// The look drawn: `automatic` is compact, and a graphical picker without a date has no
    /// calendar to show, so it is compact too.
    public var resolvedStyle: Style {
        switch style {
        case .automatic: .compact
        case .graphical where !showsDate: .compact
        default: style
        }
    }

    /// Whether the day, month and year are shown.
    public var showsDate: Bool { components.contains(.date) }
    /// Whether the hour and minute are shown.
    public var showsTime: Bool { components.contains(.hourAndMinute) || showsSeconds }
    /// Whether the seconds are shown too.
    public var showsSeconds: Bool { components.showsSeconds }

    /// `date` moved into the range: the nearest end when it is outside.
    public func clamped(_ date: Date) -> Date {
        CalendarDays.clamp(date, minimum: minimumDate, maximum: maximumDate)
    }

    /// The selected time of day on the day containing `day`.
    public func date(onDayOf day: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: selection)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            time.hour, time.minute, time.second, time.nanosecond
        )
        return calendar.date(from: parts) ?? day
    }

    /// The selection with one component set to `value` (a backend's spin button for the
    /// hour, say), the day kept within its month, then moved into the range.
    public func date(setting component: Calendar.Component, to value: Int) -> Date {
        var parts = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: selection)
        parts.setValue(value, for: component)
        if component != .day, let day = parts.day {
            var first = parts
            first.day = 1
            if let start = calendar.date(from: first),
                let days = calendar.range(of: .day, in: .month, for: start)
            {
                parts.day = min(day, days.upperBound - 1)
            }
        }
        return clamped(calendar.date(from: parts) ?? selection)
    }
}

/// The calendar arithmetic that date pickers share.
enum CalendarDays {
    /// The environment's calendar in the environment's time zone.
    static func calendar(in environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        return calendar
    }

    /// `date` moved to `minimum` or `maximum` when it is outside them.
    static func clamp(_ date: Date, minimum: Date?, maximum: Date?) -> Date {
        if let minimum, date < minimum { return minimum }
        if let maximum, date > maximum { return maximum }
        return date
    }

    /// The year, month and day `components` name in `calendar` (converted from the
    /// components' own calendar when they have another), or `nil` when they do not name a
    /// whole day.
    static func day(of components: DateComponents, in calendar: Calendar) -> DateComponents? {
        if let own = components.calendar, own.identifier != calendar.identifier {
            guard let date = own.date(from: components) else { return nil }
            return day(containing: date, in: calendar)
        }
        guard let year = components.year, let month = components.month, let day = components.day else {
            return nil
        }
        return DateComponents(year: year, month: month, day: day)
    }

    /// The year, month and day of the day containing `date`.
    static func day(containing date: Date, in calendar: Calendar) -> DateComponents {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return DateComponents(year: parts.year, month: parts.month, day: parts.day)
    }
}
