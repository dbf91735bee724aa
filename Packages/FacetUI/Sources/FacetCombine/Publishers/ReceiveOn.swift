extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific
    /// scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReceiveOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Passes each event on through the scheduler, in order; the downstream's further demand
/// (what it returns for a value) is requested from the upstream when it is known.
private final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let upstream = LockedValue<(any Subscription)?>(nil)

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        // The subscription goes down at once, as in Combine: only values and the completion
        // move to the scheduler.
        upstream.withLock { $0 = subscription }
        downstream.receive(subscription: CancellingSubscription(upstream: subscription))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) {
            let more = self.downstream.receive(input)
            if more > 0 { self.upstream.withLock { $0 }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { self.downstream.receive(completion: completion) }
    }
}

/// A subscription handed downstream by an operator that keeps the upstream one: requests go
/// up; after a cancel, nothing does.
final class CancellingSubscription: Subscription, @unchecked Sendable {
    private let upstream: LockedValue<(any Subscription)?>

    init(upstream: any Subscription) { self.upstream = LockedValue(upstream) }

    func request(_ demand: Subscribers.Demand) { upstream.withLock { $0 }?.request(demand) }

    func cancel() {
        let subscription = upstream.withLock { upstream in
            defer { upstream = nil }
            return upstream
        }
        subscription?.cancel()
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// ```swift
    /// results.receive(on: DispatchQueue.main).sink { self.items = $0 }
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
