/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, when the future is made; every subscriber, whenever it subscribes,
/// gets the one result (as soon as it asks for a value).
///
/// ```swift
/// func load() -> Future<String, Error> {
///     Future { promise in fetch { promise($0) } }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A type that represents a closure to invoke in the future, when an element or error is
    /// available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [FutureSubscription<Output, Failure>] = []
    }

    private let state = LockedValue(State())

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        // The promise keeps the future: a future nobody else holds still reaches the
        // subscribers waiting for it.
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [FutureSubscription<Output, Failure>] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [] }
            return state.waiting
        }
        for subscription in waiting { subscription.resolve(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(downstream: AnySubscriber(subscriber))
        let result = state.withLock { state -> Result<Output, Failure>? in
            if state.result == nil { state.waiting.append(subscription) }
            return state.result
        }
        subscriber.receive(subscription: subscription)
        if let result { subscription.resolve(result) }
    }
}

/// One subscriber's wait for a future's result: the value goes out once both the result and
/// a demand are there; a failure goes out at once.
private final class FutureSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var result: Result<Output, Failure>?
        var demanded = false
    }

    private let state: LockedValue<State>

    init(downstream: AnySubscriber<Output, Failure>) { state = LockedValue(State(downstream: downstream)) }

    func resolve(_ result: Result<Output, Failure>) {
        state.withLock { $0.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        state.withLock { $0.demanded = true }
        deliverIfReady()
    }

    private func deliverIfReady() {
        let ready = state.withLock { state -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
            guard let downstream = state.downstream, let result = state.result else { return nil }
            if case .success = result, !state.demanded { return nil }
            state.downstream = nil
            return (downstream, result)
        }
        guard let (downstream, result) = ready else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    func cancel() { state.withLock { $0 = State() } }
}
