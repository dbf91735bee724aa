import Foundation

extension Text.Run {
    /// A run showing `value` through its format, formatted in the environment's locale.
    init(formatted value: any FormattedValue) {
        let formatted = FormattedText(value)
        self.init(formatted.defaultString)
        self.formatted = formatted
    }
}

extension Text {
    /// A text showing `value` through its format, formatted in the environment's locale.
    init(formatted value: any FormattedValue) { self.init(runs: [Run(formatted: value)]) }

    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style, in the environment's locale.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "USD"))
    /// Text(0.25, format: .percent)
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: StyleFormattedValue(input: input, style: format))
    }

    /// Creates a text view that displays the formatted representation of a reference-
    /// convertible value (`Date`, `URL`, …) with a Foundation formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: FormatterFormattedValue(subject: AnyHashable(subject), formatter: formatter))
    }

    /// Creates a text view that displays the formatted representation of an object with a
    /// Foundation formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: FormatterFormattedValue(subject: AnyHashable(subject), formatter: formatter))
    }

    /// Creates a text view that displays a date with a Foundation formatter
    /// (`Text(date, formatter: dateFormatter)`). SwiftUI's generic form takes any
    /// `ReferenceConvertible`; Linux's Foundation does not make `Date` one, so Facet declares
    /// the date form too.
    public init(_ date: Date, formatter: Formatter) {
        self.init(formatted: FormatterFormattedValue(subject: AnyHashable(date), formatter: formatter))
    }

    /// A predefined style used to display a date.
    public struct DateStyle: Sendable {
        enum Kind: Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of the date, without the date ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// The date, without the time ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The time between now and the date ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now to the date ("+2 hours", "-3 days").
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date ("2:32", "1:02:32").
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays a localized date using a predefined style.
    ///
    /// The relative styles (`.relative`, `.offset`, `.timer`) show the time as of when the
    /// text is drawn; a view that should tick re-draws it (SwiftUI updates them live).
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .time: self.init(date, format: Date.FormatStyle(date: .omitted, time: .shortened))
        case .date: self.init(date, format: Date.FormatStyle(date: .long, time: .omitted))
        case .relative: self.init(formatted: RelativeDateValue(date: date, kind: .relative))
        case .offset: self.init(formatted: RelativeDateValue(date: date, kind: .offset))
        case .timer: self.init(formatted: RelativeDateValue(date: date, kind: .timer))
        }
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {
        self.init(dates.lowerBound..<dates.upperBound, format: Date.IntervalFormatStyle())
    }

    /// Creates an instance that displays a localized time interval.
    public init(_ interval: DateInterval) {
        self.init(interval.start..<interval.end, format: Date.IntervalFormatStyle())
    }

    /// Creates an instance that displays a timer counting within the provided interval:
    /// down to its end (`countsDown`, the default) or up from its start, stopped at
    /// `pauseTime` when one is given.
    ///
    /// ```swift
    /// Text(timerInterval: Date.now...Date.now.addingTimeInterval(300))   // "5:00"
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        self.init(
            formatted: RelativeDateValue(
                date: timerInterval.lowerBound,
                kind: .interval(
                    timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }
}
