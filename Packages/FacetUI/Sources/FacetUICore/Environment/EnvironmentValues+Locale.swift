import Foundation

/// The locale, calendar and time zone views format values with.
extension EnvironmentValues {
    private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
    private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
    private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }

    /// The current locale that views should use (the user's, unless a view sets another).
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
