import Foundation

/// The locale, calendar and time zone views format values with.
extension EnvironmentValues {
    private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { UserLocale.current } }
    private struct CalendarKey: EnvironmentKey {
        // Worked out once: setting a calendar's locale compares and copies locales, and every
        // text a formatted view or an inspector search reads asks for the default.
        static let userCalendar: Calendar = {
            var calendar = Calendar.current
            calendar.locale = UserLocale.current
            return calendar
        }()
        static var defaultValue: Calendar { userCalendar }
    }
    private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }

    /// The current locale that views should use (the user's, unless a view sets another).
    ///
    /// The user's locale is the one the POSIX locale variables name (`LC_ALL`, then
    /// `LC_NUMERIC`, then `LANG`: `LANG=en_US.UTF-8` formats amounts as `$12.50`), since
    /// Foundation's `Locale.current` on Linux ignores them; without them (or with `C`) it is
    /// `Locale.current`. Formatted `Text`, `TextField(value:format:)` and `LabeledContent`
    /// format and parse with this locale.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: `Calendar.current`
    /// with the user's ``locale`` (which decides, for example, the first day of the week).
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
