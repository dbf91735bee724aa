import Foundation

/// Date formatters, one per pattern, locale, calendar and time zone, each made once
/// (making an ICU formatter costs far more than formatting with it).
final class DateFormatterCache: @unchecked Sendable {
    static let shared = DateFormatterCache()
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    /// `date` written with the pattern `format`.
    func string(from date: Date, format: String, calendar: Calendar, locale: Locale) -> String {
        let key = "\(format)|\(locale.identifier)|\(calendar.identifier)|\(calendar.timeZone.identifier)"
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[key] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = format
        if formatters.count > 256 { formatters.removeAll() }
        formatters[key] = formatter
        return formatter.string(from: date)
    }
}
