import Foundation

/// The default current value label of a progress view over a date interval
/// (`ProgressView(timerInterval:countsDown:)`): the time left until the interval's end, or,
/// counting up, the time since its start, as a timer ("2:59"), shown anew each second and
/// stopped at the interval's bounds.
///
/// ```swift
/// ProgressView(timerInterval: start...start.addingTimeInterval(180)) { Text("Tea") }
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    init(interval: ClosedRange<Date>, countsDown: Bool) {
        (self.interval, self.countsDown) = (interval, countsDown)
    }

    /// The timer, shown anew at each second it changes.
    public var body: some View {
        TimelineView(TimerIntervalSchedule(interval: interval, countsDown: countsDown)) { context in
            Text(timerInterval: interval, pauseTime: context.date, countsDown: countsDown)
        }
    }
}

/// The moments a timer over `interval` shows a new second: each whole second after its start
/// (counting up) or before its end (counting down), up to the end.
struct TimerIntervalSchedule: TimelineSchedule {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// From the last change at or before `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> ArraySlice<Date> {
        let (start, end) = (interval.lowerBound, interval.upperBound)
        let duration = end.timeIntervalSince(start)
        let seconds = Int(duration.rounded(.down))
        // Counting down, the changes are whole seconds before the end.
        let offset = countsDown ? duration - Double(seconds) : 0
        let changes = (0...seconds).map { start.addingTimeInterval(offset + Double($0)) }
        return changes[(changes.lastIndex { $0 <= startDate } ?? 0)...]
    }
}
