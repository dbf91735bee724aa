extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// Made by ``Publisher/sink(receiveCompletion:receiveValue:)``; cancelling it cancels the
    /// subscription and releases both closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
        @unchecked Sendable
    {
        private struct State {
            var subscription: (any Subscription)?
            var receiveValue: ((Input) -> Void)?
            var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
            var done = false
        }

        private let state: LockedValue<State>

        /// The closure to execute on receipt of a value.
        public var receiveValue: (Input) -> Void { state.withLock { $0.receiveValue } ?? { _ in } }
        /// The closure to execute on completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            state.withLock { $0.receiveCompletion } ?? { _ in }
        }

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = LockedValue(State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard state.subscription == nil, !state.done else { return false }
                state.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            state.withLock { $0.receiveValue }?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let action = state.withLock { state -> ((Subscribers.Completion<Failure>) -> Void)? in
                defer { state = State(done: true) }
                return state.receiveCompletion
            }
            action?(completion)
        }

        /// Cancels the subscription and releases the closures.
        public func cancel() {
            let subscription = state.withLock { state -> (any Subscription)? in
                defer { state = State(done: true) }
                return state.subscription
            }
            subscription?.cancel()
        }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key
    /// path.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
        @unchecked Sendable
    {
        public typealias Failure = Never

        private struct State {
            var object: Root?
            var subscription: (any Subscription)?
        }

        private let state: LockedValue<State>
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        /// The object that contains the property to assign (`nil` once cancelled or completed).
        public var object: Root? { state.withLock { $0.object } }

        /// Creates a subscriber that assigns to `object[keyPath: keyPath]`; it keeps `object`
        /// until it is cancelled or the publisher completes.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.keyPath = keyPath
            state = LockedValue(State(object: object))
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard state.subscription == nil, state.object != nil else { return false }
                state.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = state.withLock({ $0.object }) { object[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) { state.withLock { $0 = State() } }

        public func cancel() {
            let subscription = state.withLock { state -> (any Subscription)? in
                defer { state = State() }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior; it asks for every value.
    ///
    /// ```swift
    /// let cancellable = URLs.publisher.sink(
    ///     receiveCompletion: { print("done: \($0)") }, receiveValue: { print($0) })
    /// ```
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// ```swift
    /// let cancellable = subject.sink { print("received \($0)") }
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
        -> AnyCancellable
    {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

/// Forwards a publisher's events to a subject (`publisher.subscribe(subject)`).
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let state: LockedValue<(subject: Downstream?, subscription: (any Subscription)?)>

    init(_ subject: Downstream) { state = LockedValue((subject, nil)) }

    func receive(subscription: any Subscription) {
        let subject = state.withLock { state -> Downstream? in
            guard state.subscription == nil else { return nil }
            state.subscription = subscription
            return state.subject
        }
        guard let subject else { return subscription.cancel() }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = state.withLock { state -> Downstream? in
            defer { state.subject = nil }
            return state.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let subscription = state.withLock { state -> (any Subscription)? in
            defer { state = (nil, nil) }
            return state.subscription
        }
        subscription?.cancel()
    }
}
