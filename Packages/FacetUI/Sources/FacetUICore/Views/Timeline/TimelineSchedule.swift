import Foundation

/// A type that provides a sequence of dates for use as a schedule: a ``TimelineView``
/// updates its content at each of them.
///
/// ```swift
/// struct EveryFiveSeconds: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
///         PeriodicTimelineSchedule(from: startDate, by: 5).entries(from: startDate, mode: mode)
///     }
/// }
/// ```
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A mode of operation for timeline schedule updates: `normal`, or `lowFrequency` when the
/// display is dimmed (Facet's backends always ask in `normal` mode).
public enum TimelineScheduleMode: Sendable, Hashable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals, aligned to `startDate`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
    /// ```
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    ///
    /// ```swift
    /// TimelineView(.explicit([start, start.addingTimeInterval(10)])) { context in … }
    /// ```
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the
    /// display's (the backend's frame rate).
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A pausable schedule of dates updating no more often than `minimumInterval`
    /// (`nil`: every frame); `paused` stops the updates.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
        -> AnimationTimelineSchedule
    {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A schedule for updating a timeline view at regular intervals.
///
/// Its entries are the dates `startDate + n × interval`, from the last one at or before the
/// date they are asked from. An interval that is not positive gives one entry.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    private let startDate: Date
    private let interval: TimeInterval

    /// The sequence of dates in a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var date: Date?
        fileprivate let interval: TimeInterval

        /// The next date, or `nil` at the end.
        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            date = interval > 0 ? current.addingTimeInterval(interval) : nil
            return current
        }
    }

    /// Creates a periodic update schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        (self.startDate, self.interval) = (startDate, interval)
    }

    /// The schedule's dates from the last entry at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard interval > 0, elapsed > 0 else { return Entries(date: self.startDate, interval: interval) }
        let periods = (elapsed / interval).rounded(.down)
        return Entries(date: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var date: Date

        /// The next minute.
        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(60) }
            return date
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// The start of the minute containing `startDate`, then the start of each minute after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(date: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule for updating a timeline view at explicit points in time: it stops changing
/// after the last one.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule
where Entries: Sequence, Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given, whatever `startDate` is.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

@available(*, unavailable)
extension ExplicitTimelineSchedule: Sendable {}

/// A pausable schedule of dates updating at a frequency no more quickly than the backend's
/// frame rate (or `minimumInterval`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates a schedule updating no more often than `minimumInterval` (`nil`: every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        (self.minimumInterval, self.paused) = (minimumInterval, paused)
    }

    /// The dates from `start`: one, when paused; otherwise every `minimumInterval` seconds
    /// (every 1/60 s without one; a timeline view shows every frame then).
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: start, interval: paused ? nil : max(minimumInterval ?? 1.0 / 60, 1.0 / 1000))
    }

    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var date: Date?
        fileprivate let interval: TimeInterval?

        /// The next date, or `nil` after the only one of a paused schedule.
        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            date = interval.map { current.addingTimeInterval($0) }
            return current
        }
    }
}

/// A schedule a timeline view serves with every frame rather than with its entries.
protocol EveryFrameTimelineSchedule {
    var wantsEveryFrame: Bool { get }
}

extension AnimationTimelineSchedule: EveryFrameTimelineSchedule {
    var wantsEveryFrame: Bool { minimumInterval == nil && !paused }
}
