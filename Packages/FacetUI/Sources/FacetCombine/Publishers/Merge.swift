import Foundation

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers: their
    /// values in the order they come; it finishes when both have finished, and fails as soon
    /// as either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = Merger(downstream: subscriber, sources: 2)
            subscriber.receive(subscription: merger)
            a.subscribe(MergeSide(merger: merger, index: 0))
            b.subscribe(MergeSide(merger: merger, index: 1))
        }

        /// Combines elements from this publisher with those from another publisher of the
        /// same type.
        public func merge(with other: B) -> Merge<Self, B> { Merge<Self, B>(self, other) }
    }
}

/// The merged stream: every source is asked for all its values; the ones the downstream has
/// not asked for yet wait in order, and go out as it asks.
private final class Merger<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private struct State {
        var sources: [(any Subscription)?]
        var finished = 0
        var demand = Subscribers.Demand.none
        var buffer: [Downstream.Input] = []
        var completion: Subscribers.Completion<Downstream.Failure>?
        var cancelled = false
        var draining = false
    }

    private let downstream: Downstream
    private let state: LockedValue<State>
    private let sourceCount: Int

    init(downstream: Downstream, sources: Int) {
        self.downstream = downstream
        sourceCount = sources
        state = LockedValue(State(sources: Array(repeating: nil, count: sources)))
    }

    func attach(_ subscription: any Subscription, at index: Int) {
        let cancelled = state.withLock { state -> Bool in
            if !state.cancelled { state.sources[index] = subscription }
            return state.cancelled
        }
        if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
    }

    func receive(_ value: Downstream.Input) {
        state.withLock { state in if !state.cancelled, state.completion == nil { state.buffer.append(value) }
        }
        drain()
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let others = state.withLock { state -> [any Subscription] in
            guard state.completion == nil, !state.cancelled else { return [] }
            if case .failure = completion {
                state.completion = completion
                state.buffer = []
                defer { state.sources = [] }
                return state.sources.compactMap { $0 }
            }
            state.finished += 1
            if state.finished == sourceCount { state.completion = .finished }
            return []
        }
        for other in others { other.cancel() }
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
        drain()
    }

    /// Sends what the downstream may get, one value at a time, then the completion once the
    /// values before it are out. One caller drains at a time; the others leave their values.
    private func drain() {
        while true {
            let step = state.withLock { state -> MergeStep<Downstream.Input, Downstream.Failure> in
                guard !state.cancelled, !state.draining else { return .stop }
                if !state.buffer.isEmpty, state.demand > 0 {
                    state.demand -= 1
                    state.draining = true
                    return .value(state.buffer.removeFirst())
                }
                if state.buffer.isEmpty, let completion = state.completion {
                    state.cancelled = true
                    return .completion(completion)
                }
                return .stop
            }
            switch step {
            case .value(let value):
                let more = downstream.receive(value)
                state.withLock { state in
                    state.demand += more
                    state.draining = false
                }
            case .completion(let completion):
                downstream.receive(completion: completion)
                return
            case .stop:
                return
            }
        }
    }

    func cancel() {
        let sources = state.withLock { state -> [any Subscription] in
            defer {
                state.cancelled = true
                state.sources = []
                state.buffer = []
            }
            return state.sources.compactMap { $0 }
        }
        for source in sources { source.cancel() }
    }
}

/// What a drain does next.
private enum MergeStep<Value, Failure: Error> {
    case value(Value)
    case completion(Subscribers.Completion<Failure>)
    case stop
}

private struct MergeSide<Downstream: Subscriber, Input, Failure: Error>: Subscriber
where Downstream.Input == Input, Downstream.Failure == Failure {
    let merger: Merger<Downstream>
    let index: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) { merger.attach(subscription, at: index) }
    func receive(_ input: Input) -> Subscribers.Demand {
        merger.receive(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { merger.finish(completion) }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering an
    /// interleaved sequence of elements.
    ///
    /// ```swift
    /// taps.merge(with: keyPresses).sink { handle($0) }
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
