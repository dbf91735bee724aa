import Foundation

/// The part of a `Text` that is a value shown through a format: formatted with the
/// environment's locale, calendar and time zone when the text is resolved, as SwiftUI
/// does (`Text(price, format: .currency(code: "EUR"))` follows `.environment(\.locale, …)`).
///
/// Two formatted texts are equal when their formats and inputs are.
struct FormattedText: Hashable, @unchecked Sendable {
    private let value: any FormattedValue

    init(_ value: any FormattedValue) { self.value = value }

    /// The text for `environment`'s locale, calendar and time zone.
    func string(in environment: EnvironmentValues) -> String {
        string(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    }

    /// The text for a locale, calendar and time zone.
    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        value.string(locale: locale, calendar: calendar, timeZone: timeZone)
    }

    /// The text in the user's locale (what a text shows without an environment).
    var defaultString: String { string(locale: .current, calendar: .current, timeZone: .current) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

/// A value and the way it is formatted.
protocol FormattedValue {
    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String
    func isEqual(to other: any FormattedValue) -> Bool
    func hash(into hasher: inout Hasher)
}

/// A value shown with a `FormatStyle`; a date format also takes the calendar and time zone.
struct StyleFormattedValue<Style: FormatStyle>: FormattedValue
where Style.FormatInput: Equatable, Style.FormatOutput == String {
    let input: Style.FormatInput
    let style: Style

    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        if var dateStyle = style as? Date.FormatStyle, let date = input as? Date {
            dateStyle.calendar = calendar
            dateStyle.timeZone = timeZone
            return dateStyle.locale(locale).format(date)
        }
        return style.locale(locale).format(input)
    }

    func isEqual(to other: any FormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        return other.input == input && other.style == style
    }

    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}

/// A value shown with a Foundation `Formatter` (which keeps its own locale).
struct FormatterFormattedValue: FormattedValue {
    /// The subject, hashable (a `ReferenceConvertible` value or an `NSObject`).
    let subject: AnyHashable
    let formatter: Formatter

    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        formatter.string(for: subject.base) ?? ""
    }

    func isEqual(to other: any FormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        return other.formatter === formatter && other.subject == subject
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(formatter)) }
}

/// A date relative to the moment the text is resolved: `Text(date, style: .relative)`,
/// `.offset`, `.timer`, and `Text(timerInterval:…)`.
struct RelativeDateValue: FormattedValue {
    enum Kind: Hashable {
        /// "2 hours, 23 minutes" between now and the date.
        case relative
        /// "+2 hours" from now to the date, "-2 hours" for a date past.
        case offset
        /// "2:32" since or until the date.
        case timer
        /// The time left (or elapsed) in a range, as a timer.
        case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }

    let date: Date
    let kind: Kind
    /// The moment the text stands for; the current time unless a test fixes it.
    var now: () -> Date = Date.init

    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        let now = now()
        switch kind {
        case .relative:
            return Self.units(abs(date.timeIntervalSince(now)), locale: locale)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), locale: locale)
        case .timer:
            return Self.timer(abs(date.timeIntervalSince(now)), showsHours: true)
        case .interval(let range, let pauseTime, let countsDown, let showsHours):
            let moment = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
            let seconds =
                countsDown
                ? range.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(range.lowerBound)
            return Self.timer(seconds, showsHours: showsHours)
        }
    }

    /// At most two units, the largest first ("1 week, 2 days"; "2 hours, 23 minutes").
    private static func units(_ seconds: TimeInterval, locale: Locale) -> String {
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2
        ).locale(locale)
        return Duration.seconds(Int(seconds.rounded(.down))).formatted(style)
    }

    /// "2:32" under an hour, "1:02:32" from an hour on ("62:32" when hours are not shown).
    private static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
        return "\(showsHours ? minutes : total / 60):\(two(rest))"
    }

    func isEqual(to other: any FormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        return other.date == date && other.kind == kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(date)
        hasher.combine(kind)
    }
}
