extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscriber(downstream: subscriber, debounce: self))
        }
    }
}

/// Asks for every upstream value and keeps the last; when `dueTime` passes without a newer
/// one, it goes downstream if the downstream has demand left. A completion first delivers
/// the value still waiting.
private final class DebounceSubscriber<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    Subscriber,
    Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private struct State {
        var upstream: (any Subscription)?
        var demand = Subscribers.Demand.none
        var latest: Input?
        var generation = 0
        var done = false
    }

    private let downstream: Downstream
    private let debounce: Publishers.Debounce<Upstream, Context>
    private let state = LockedValue(State())

    init(downstream: Downstream, debounce: Publishers.Debounce<Upstream, Context>) {
        self.downstream = downstream
        self.debounce = debounce
    }

    func receive(subscription: any Subscription) {
        state.withLock { $0.upstream = subscription }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let generation = state.withLock { state -> Int in
            state.latest = input
            state.generation += 1
            return state.generation
        }
        let due = debounce.scheduler.now.advanced(by: debounce.dueTime)
        debounce.scheduler.schedule(
            after: due, tolerance: debounce.scheduler.minimumTolerance, options: debounce.options
        ) { self.fire(generation) }
        return .none
    }

    private func fire(_ generation: Int) {
        let value = state.withLock { state -> Input? in
            guard !state.done, state.generation == generation, state.demand > 0, let latest = state.latest
            else {
                return nil
            }
            state.latest = nil
            state.demand -= 1
            return latest
        }
        guard let value else { return }
        let more = downstream.receive(value)
        state.withLock { $0.demand += more }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        debounce.scheduler.schedule(options: debounce.options) {
            let waiting = self.state.withLock { state -> Input? in
                defer {
                    state.done = true
                    state.latest = nil
                }
                guard case .finished = completion, state.demand > 0 else { return nil }
                return state.latest
            }
            if let waiting { _ = self.downstream.receive(waiting) }
            self.downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { state.withLock { $0.demand += demand } }

    func cancel() {
        let upstream = state.withLock { state -> (any Subscription)? in
            defer { state = State(done: true) }
            return state.upstream
        }
        upstream?.cancel()
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { search($0) }
    /// ```
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
