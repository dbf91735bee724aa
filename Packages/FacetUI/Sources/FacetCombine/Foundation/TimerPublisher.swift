import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var now = Date()
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text(now, style: .time).onReceive(timer) { now = $0 }
    ///     }
    /// }
    /// ```
    ///
    /// On the main run loop the timer fires on the main queue (in a Facet app the main queue
    /// runs, not the main run loop); on another run loop it is a `Timer` in the given mode.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(
            interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval, once
    /// connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The interval between dates, in seconds.
        public let interval: TimeInterval
        /// The tolerance of the timer, if any.
        public let tolerance: TimeInterval?
        /// The run loop the timer fires on.
        public let runLoop: RunLoop
        /// The run loop mode the timer is scheduled in.
        public let mode: RunLoop.Mode
        /// The scheduler options.
        public let options: RunLoop.SchedulerOptions?

        private let core = SubjectCore<Date, Never>(keepsLatest: false)
        private let connection = LockedValue<(any Cancellable)?>(nil)

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            core.attach(subscriber, current: nil)
        }

        /// Starts the timer (a second call while connected returns the same connection).
        public func connect() -> any Cancellable {
            connection.withLock { connection in
                if let connection { return connection }
                let timer = start()
                let made = AnyCancellable { [weak self] in
                    timer.cancel()
                    self?.connection.withLock { $0 = nil }
                }
                connection = made
                return made
            }
        }

        private func start() -> any Cancellable {
            let interval = Swift.max(interval, 0.000_001)
            let core = core
            if let queue = runLoop.standInQueue {
                return queue.schedule(
                    after: queue.now.advanced(by: .seconds(interval)), interval: .seconds(interval),
                    tolerance: .seconds(tolerance ?? 0)
                ) { core.send(Date()) }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in core.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let handle = UncheckedSendable(timer)
            return AnyCancellable { handle.value.invalidate() }
        }
    }
}
