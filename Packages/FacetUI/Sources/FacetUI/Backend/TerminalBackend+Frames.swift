import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

extension TerminalBackend {
    /// The terminal's frames: a timer on the main queue at `frameTimer`'s rate (30 a second,
    /// or `FACET_FPS`), running only while the graph requests frames, so that an idle app
    /// makes no wake-ups.
    @_spi(Backend) public var frameDriver: (any FrameDriver)? { frameSource }
}

/// Drives a graph's frames with a ``FrameTimer``: a request for a later time (a
/// timeline's next minute) waits for it with one timer deadline, then frames come at the
/// timer's rate until the clock asks for none.
@_spi(Backend)
@MainActor
public final class TimerFrameDriver: FrameDriver {
    /// The timer frames come from.
    public let timer: FrameTimer

    /// A driver using `timer`.
    public init(timer: FrameTimer) { self.timer = timer }

    public var now: Date { Date() }

    public func scheduleFrames(from date: Date?, for clock: FrameClock) {
        guard let date else { return timer.stop() }
        timer.start(at: date) { [weak clock] time in clock?.deliverFrame(at: time) }
    }
}
