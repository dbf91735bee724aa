import Foundation

/// A frame driver for tests: time stands still until ``advance(by:)`` moves it, and frames
/// arrive at exact times. The headless backend has one (`HeadlessBackend.clock`).
///
/// Advancing delivers a frame at each time a request waits for within the interval (a
/// `TimelineView`'s entries, exactly), and one frame at the end of the interval when a
/// request wants the next frame or every frame (an animation sees the exact time advanced to).
///
/// ```swift
/// let host = HeadlessHost(TimelineView(.periodic(from: start, by: 1)) { context in
///     Text(context.date.formatted())
/// })
/// host.backend.clock.advance(by: 2.5)   // frames at start + 1 and start + 2
/// ```
@_spi(Testing)
@MainActor
public final class ManualFrameClock: FrameDriver {
    /// The current time.
    public private(set) var now: Date
    /// The time the graph last asked for frames from (`nil`: it asks for none).
    public private(set) var scheduledTime: Date?
    /// How many times the graph changed what it asks for (starting or stopping frames).
    public private(set) var scheduleCalls = 0
    /// The times of the frames delivered, in order.
    public private(set) var frameTimes: [Date] = []
    private weak var clock: FrameClock?

    /// A clock at `now` (by default the reference date, so that times add exactly).
    public init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.now = now
    }

    public func scheduleFrames(from date: Date?, for clock: FrameClock) {
        scheduleCalls += 1
        scheduledTime = date
        if date != nil { self.clock = clock }
    }

    /// Whether the graph asks for frames now.
    public var isRequestingFrames: Bool { scheduledTime != nil }

    /// Moves time on by `interval` seconds, delivering the frames requested on the way.
    public func advance(by interval: TimeInterval) {
        precondition(interval >= 0, "a manual frame clock cannot go back in time (advance(by: \(interval)))")
        let target = now.addingTimeInterval(interval)
        while let next = scheduledTime, let clock {
            var time = next > now ? next : target
            if let timed = clock.earliestRequest(after: now), timed < time { time = timed }
            guard time <= target, frameTimes.last.map({ time > $0 }) ?? true else { break }
            now = time
            frameTimes.append(time)
            clock.deliverFrame(at: time)
        }
        now = target
    }
}
