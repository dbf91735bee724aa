import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// ```swift
    /// Text(status).onReceive(NotificationCenter.default.publisher(for: .didSave)) { _ in reload() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil)
        -> NotificationCenter.Publisher
    {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: FacetCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
            subscription.observe(center: center, name: name, object: object)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// Observes the center from subscription to cancellation; a notification posted while the
/// subscriber has no demand is dropped.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: AnySubscriber<Notification, Never>?
        var demand = Subscribers.Demand.none
        var observer: (any NSObjectProtocol)?
        var center: NotificationCenter?
    }

    private let state: LockedValue<State>
    private let downstreamLock = NSRecursiveLock()

    init(downstream: AnySubscriber<Notification, Never>) {
        state = LockedValue(State(downstream: downstream))
    }

    func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] in
            self?.deliver($0)
        }
        state.withLock { state in
            state.observer = observer
            state.center = center
        }
    }

    private func deliver(_ notification: Notification) {
        let downstream = state.withLock { state -> AnySubscriber<Notification, Never>? in
            guard state.demand > 0, let downstream = state.downstream else { return nil }
            state.demand -= 1
            return downstream
        }
        guard let downstream else { return }
        downstreamLock.lock()
        let more = downstream.receive(notification)
        downstreamLock.unlock()
        state.withLock { $0.demand += more }
    }

    func request(_ demand: Subscribers.Demand) { state.withLock { $0.demand += demand } }

    func cancel() {
        let (center, observer) = state.withLock { state in
            defer { state = State() }
            return (state.center, state.observer)
        }
        if let center, let observer { center.removeObserver(observer) }
    }
}
