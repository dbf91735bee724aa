import Foundation

/// What a subject shares with every publisher that fans values out to several subscribers
/// (the timer, `@Published`, `objectWillChange`): one conduit per subscriber, each with the
/// subscriber's demand. A value finds a conduit without demand dropped, or, when the core
/// keeps the latest value (`CurrentValueSubject`), held for the next request.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private struct State {
        var conduits: [ObjectIdentifier: Conduit<Output, Failure>] = [:]
        /// In subscription order, so values reach subscribers in the order they subscribed.
        var order: [ObjectIdentifier] = []
        var completion: Subscribers.Completion<Failure>?
        var upstream: [any Subscription] = []
    }

    private let state = LockedValue(State())
    let keepsLatest: Bool

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    /// Whether a completion was sent.
    var isCompleted: Bool { state.withLock { $0.completion != nil } }

    /// Whether any subscriber is attached.
    var hasSubscribers: Bool { state.withLock { !$0.order.isEmpty } }

    /// Attaches `subscriber`; with `current`, it is the first value the subscriber gets
    /// (when it first asks for one).
    func attach<S: Subscriber>(_ subscriber: S, current: Output?)
    where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(core: self, downstream: AnySubscriber(subscriber), pending: current)
        let completion = state.withLock { state -> Subscribers.Completion<Failure>? in
            if let completion = state.completion { return completion }
            let id = ObjectIdentifier(conduit)
            state.conduits[id] = conduit
            state.order.append(id)
            return nil
        }
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        let conduits = state.withLock { state -> [Conduit<Output, Failure>] in
            state.completion == nil ? state.order.compactMap { state.conduits[$0] } : []
        }
        for conduit in conduits { conduit.deliver(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { state -> [Conduit<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer {
                state.conduits = [:]
                state.order = []
                state.upstream = []
            }
            return state.order.compactMap { state.conduits[$0] }
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    func send(subscription: any Subscription) {
        state.withLock { $0.upstream.append(subscription) }
        subscription.request(.unlimited)
    }

    func remove(_ conduit: Conduit<Output, Failure>) {
        state.withLock { state in
            let id = ObjectIdentifier(conduit)
            guard state.conduits.removeValue(forKey: id) != nil else { return }
            state.order.removeAll { $0 == id }
        }
    }
}

/// One subscriber's connection to a ``SubjectCore``: its demand, and the value held for it.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var demand = Subscribers.Demand.none
        var pending: Output?
    }

    private weak var core: SubjectCore<Output, Failure>?
    private let state: LockedValue<State>
    /// Serialises the calls to the subscriber (a value sent from two threads at once still
    /// reaches it one after the other); recursive, since a subscriber may send again.
    private let downstreamLock = NSRecursiveLock()

    init(core: SubjectCore<Output, Failure>, downstream: AnySubscriber<Output, Failure>, pending: Output?) {
        self.core = core
        state = LockedValue(State(downstream: downstream, pending: pending))
    }

    func deliver(_ value: Output) {
        let keepsLatest = core?.keepsLatest == true
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            guard let downstream = state.downstream else { return nil }
            guard state.demand > 0 else {
                if keepsLatest { state.pending = value }
                return nil
            }
            state.demand -= 1
            state.pending = nil
            return downstream
        }
        guard let downstream else { return }
        send(value, to: downstream)
    }

    private func send(_ value: Output, to downstream: AnySubscriber<Output, Failure>) {
        downstreamLock.lock()
        let more = downstream.receive(value)
        downstreamLock.unlock()
        if more > 0 { request(more) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            defer { state = State() }
            return state.downstream
        }
        guard let downstream else { return }
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        let held = state.withLock { state -> (AnySubscriber<Output, Failure>, Output)? in
            guard let downstream = state.downstream else { return nil }
            state.demand += demand
            guard state.demand > 0, let pending = state.pending else { return nil }
            state.pending = nil
            state.demand -= 1
            return (downstream, pending)
        }
        if let (downstream, value) = held { send(value, to: downstream) }
    }

    func cancel() {
        state.withLock { $0 = State() }
        core?.remove(self)
    }
}
