/// A publisher that provides an explicit means of connecting and canceling publication:
/// subscribers get nothing until ``connect()`` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher:
    /// it connects when the first subscriber subscribes, and disconnects when the last one
    /// cancels.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private struct State {
            var subscribers = 0
            var connection: (any Cancellable)?
        }

        private let state = LockedValue(State())

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Counted before it subscribes: a subscriber may leave while subscribing.
            state.withLock { $0.subscribers += 1 }
            upstream.subscribe(AutoconnectSubscriber(downstream: subscriber, owner: self))
            let connectNow = state.withLock { $0.subscribers > 0 && $0.connection == nil }
            if connectNow {
                let connection = upstream.connect()
                state.withLock { $0.connection = connection }
            }
        }

        /// A subscriber left: the last one disconnects.
        fileprivate func subscriberLeft() {
            let connection = state.withLock { state -> (any Cancellable)? in
                state.subscribers -= 1
                guard state.subscribers == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }
    }
}

/// Tells the autoconnecting publisher when its subscriber cancels or the stream ends.
private final class AutoconnectSubscriber<Downstream: Subscriber, Upstream: ConnectablePublisher>: Subscriber,
    Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let downstream: Downstream
    private let state: LockedValue<(upstream: (any Subscription)?, owner: Publishers.Autoconnect<Upstream>?)>

    init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
        self.downstream = downstream
        state = LockedValue((nil, owner))
    }

    func receive(subscription: any Subscription) {
        state.withLock { $0.upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Downstream.Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        leave()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { state.withLock { $0.upstream }?.request(demand) }

    func cancel() {
        state.withLock { $0.upstream }?.cancel()
        leave()
    }

    private func leave() {
        let owner = state.withLock { state in
            defer { state = (nil, nil) }
            return state.owner
        }
        owner?.subscriberLeft()
    }
}
