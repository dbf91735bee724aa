import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop: a `Date`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// The interval by which run loop times advance, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, _MagnitudeStride,
            ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The value of this time interval in seconds.
            public var magnitude: TimeInterval
            /// The value of this time interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// Creates a run loop time interval from a time interval in seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(_magnitude: TimeInterval) { magnitude = _magnitude }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude * rhs.magnitude)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// The queue that stands for this run loop: the main run loop does not run in a Facet
    /// app (the main queue does, under `dispatchMain()`), so its work goes to the main queue.
    var standInQueue: DispatchQueue? { self === RunLoop.main ? .main : nil }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let queue = standInQueue { return queue.schedule(options: nil, action) }
        let action = UncheckedSendable(action)
        perform { action.value() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if let queue = standInQueue {
            return queue.schedule(
                after: queue.time(at: date.date), tolerance: .seconds(tolerance.magnitude), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if let queue = standInQueue {
            return queue.schedule(
                after: queue.time(at: date.date), interval: .seconds(interval.magnitude),
                tolerance: .seconds(tolerance.magnitude), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action.value()
        }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        let handle = UncheckedSendable(timer)
        return AnyCancellable { handle.value.invalidate() }
    }
}

extension DispatchQueue {
    /// The dispatch time of `date` (a date in the past is now).
    func time(at date: Date) -> SchedulerTimeType {
        SchedulerTimeType(.now() + .nanoseconds(Int(Swift.max(0, date.timeIntervalSinceNow) * 1_000_000_000)))
    }
}
