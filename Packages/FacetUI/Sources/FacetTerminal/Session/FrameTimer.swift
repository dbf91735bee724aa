import Dispatch
import Foundation

/// Calls a handler on the main queue at a fixed rate, from a given time, only while it is
/// started: the terminal's frames. Stopped, it makes no wake-ups at all.
///
/// The rate is 30 frames a second unless the `FACET_FPS` environment variable sets another
/// (1 to 240; see ``framesPerSecond(environment:)``).
///
/// ```swift
/// let timer = FrameTimer(framesPerSecond: 30)
/// timer.start(at: Date()) { time in print(time) }
/// timer.stop()
/// ```
@MainActor
public final class FrameTimer {
    /// How many times a second the handler runs while started.
    public let framesPerSecond: Double
    /// How many times the timer woke the main queue.
    public private(set) var wakeUps = 0
    private var source: DispatchSourceTimer?

    /// The default rate.
    public nonisolated static let defaultFramesPerSecond: Double = 30

    /// A timer running its handler `framesPerSecond` times a second while started (rates
    /// outside 1…240 are clamped).
    public init(framesPerSecond: Double = FrameTimer.defaultFramesPerSecond) {
        self.framesPerSecond = min(
            max(framesPerSecond.isFinite ? framesPerSecond : Self.defaultFramesPerSecond, 1), 240)
    }

    /// The rate `FACET_FPS` asks for, or 30 when it is unset; a value that is not a
    /// number from 1 to 240 is reported on standard error and 30 is used.
    public nonisolated static func framesPerSecond(environment: [String: String]) -> Double {
        guard let text = environment["FACET_FPS"] else { return defaultFramesPerSecond }
        guard let rate = Double(text), rate >= 1, rate <= 240 else {
            FileHandle.standardError.write(
                Data("facet: FACET_FPS=\(text) is not a frame rate from 1 to 240; using 30\n".utf8))
            return defaultFramesPerSecond
        }
        return rate
    }

    /// Whether the timer is started.
    public var isRunning: Bool { source != nil }

    /// Runs `handler` once `date` is reached (at once when it has passed), then at the
    /// timer's rate until ``stop()``; the handler gets the frame's time (never before
    /// `date`). Starting again replaces the previous schedule.
    public func start(at date: Date, _ handler: @escaping @MainActor (Date) -> Void) {
        stop()
        let interval = 1 / framesPerSecond
        let delay = max(0, date.timeIntervalSinceNow)
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(
            deadline: .now() + delay, repeating: interval,
            leeway: .microseconds(Int(interval * 100_000)))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.wakeUps += 1
                handler(max(Date(), date))
            }
        }
        self.source = source
        source.resume()
    }

    /// Stops the timer: no more wake-ups until it is started again.
    public func stop() {
        source?.cancel()
        source = nil
    }

    isolated deinit { source?.cancel() }
}
