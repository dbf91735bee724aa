/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// ```swift
/// let cancellable = Just("Hello").sink { print($0) }
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShot(value: output, downstream: subscriber))
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher finishes as soon as it is subscribed to (or never does).
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// Creates an empty publisher with the given completion behavior and output and failure
    /// types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

extension Empty: Sendable {}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) { self.error = error }

    /// Creates a publisher with the given output type, that fails with the specified error.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
extension Fail: Sendable where Failure: Sendable {}

/// The subscription of a publisher of one value (`Just`): the value goes out on the first
/// positive demand, then the completion.
final class OneShot<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let state: LockedValue<(value: Downstream.Input, downstream: Downstream)?>

    init(value: Downstream.Input, downstream: Downstream) { state = LockedValue((value, downstream)) }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let taken = state.withLock { state in
            defer { state = nil }
            return state
        }
        guard let (value, downstream) = taken else { return }
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
    }

    func cancel() { state.withLock { $0 = nil } }
}
