import Foundation

/// A month as a terminal calendar draws it, 20 cells wide and 8 lines tall: the month's
/// name with arrows to the months before and after, the weekdays' names from the calendar's
/// first weekday, then six lines of weeks, each day right-aligned in two cells:
///
/// ```
/// December 2026    ‹ ›
/// Su Mo Tu We Th Fr Sa
///        1  2  3  4  5
///  6  7  8  9 10 11 12
/// ```
///
/// Names come from `locale`; days and weeks from `calendar` (its time zone included).
public struct MonthGrid: Equatable {
    /// The width in cells.
    public static let width = 20
    /// The height in lines.
    public static let height = 8

    /// The first moment of the month.
    public let start: Date
    /// The month and year as the locale writes them ("December 2026").
    public let title: String
    /// The weekdays' names, at most two cells each, from the calendar's first weekday.
    public let weekdays: [String]
    /// The empty cells before the first day in its week.
    public let leadingDays: Int
    /// The number of days in the month.
    public let dayCount: Int
    private let calendar: Calendar

    /// The month containing `date`.
    public init(containing date: Date, calendar: Calendar, locale: Locale) {
        self.calendar = calendar
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
        self.start = start
        title = DateFormatterCache.shared.string(
            from: start,
            format: DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y",
            calendar: calendar, locale: locale)
        dayCount = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        leadingDays = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        // A week from the first weekday, named by formatting its days.
        let weekStart = calendar.date(byAdding: .day, value: -leadingDays, to: start) ?? start
        weekdays = (0..<7).map { offset in
            let day = calendar.date(byAdding: .day, value: offset, to: weekStart) ?? weekStart
            let name = DateFormatterCache.shared.string(
                from: day, format: "EEEEEE", calendar: calendar, locale: locale)
            return Self.prefix(name, width: 2)
        }
    }

    /// The day of the month (from 1) of `date`, when it is in this month.
    public func day(of date: Date) -> Int? {
        guard calendar.isDate(date, equalTo: start, toGranularity: .month) else { return nil }
        return calendar.component(.day, from: date)
    }

    /// The first moment of `day` (from 1).
    public func date(ofDay day: Int) -> Date {
        calendar.date(byAdding: .day, value: day - 1, to: start) ?? start
    }

    /// Where `day` is drawn, from the grid's top-left cell.
    public func cell(ofDay day: Int) -> CellPoint {
        let index = leadingDays + day - 1
        return CellPoint(x: index % 7 * 3, y: 2 + index / 7)
    }

    /// The day drawn at `point` (from the grid's top-left cell), if any.
    public func day(at point: CellPoint) -> Int? {
        guard point.y >= 2, point.y < Self.height, point.x >= 0, point.x < Self.width, point.x % 3 != 2 else {
            return nil
        }
        let day = (point.y - 2) * 7 + point.x / 3 - leadingDays + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The month an arrow at `point` (from the grid's top-left cell) leads to: -1 for
    /// "‹", 1 for "›", `nil` elsewhere.
    public func arrow(at point: CellPoint) -> Int? {
        guard point.y == 0 else { return nil }
        switch point.x {
        case 16...17: return -1
        case 18...19: return 1
        default: return nil
        }
    }

    /// Draws the grid with its top-left cell at `origin`, each day in the style `dayStyle`
    /// gives it.
    public func draw(
        in buffer: inout CellBuffer, at origin: CellPoint, style: CellStyle = .plain,
        dayStyle: (Int) -> CellStyle
    ) {
        buffer.write(
            TextLayout.truncate(title, toWidth: 15), at: origin,
            style: style.with { $0.bold = true })
        buffer.write("‹ ›", at: CellPoint(x: origin.x + 17, y: origin.y), style: style)
        for (column, name) in weekdays.enumerated() {
            buffer.write(
                name, at: CellPoint(x: origin.x + column * 3, y: origin.y + 1),
                style: style.with { $0.dim = true })
        }
        for day in 1...dayCount {
            let cell = cell(ofDay: day)
            let text = day < 10 ? " \(day)" : "\(day)"
            buffer.write(
                text, at: CellPoint(x: origin.x + cell.x, y: origin.y + cell.y), style: dayStyle(day))
        }
    }

    /// The start of `text` that fits in `width` cells.
    private static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        for character in text {
            guard TextLayout.width(of: result + String(character)) <= width else { break }
            result.append(character)
        }
        return result
    }
}
