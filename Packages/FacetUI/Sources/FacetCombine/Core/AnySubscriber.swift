/// A type-erasing subscriber: forwards to the subscriber or closures it was made with.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
    public let combineIdentifier: CombineIdentifier
    private let name: String

    /// Creates a type-erasing subscriber to wrap `s`.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        combineIdentifier = s.combineIdentifier
        name = String(describing: s)
    }

    /// Creates a type-erasing subscriber that forwards to the given closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
        combineIdentifier = CombineIdentifier()
        name = "Anonymous AnySubscriber"
    }

    /// Creates a subscriber that republishes what it receives on `s`.
    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        self.init(
            receiveSubscription: { s.send(subscription: $0) },
            receiveValue: {
                s.send($0)
                return .none
            }, receiveCompletion: { s.send(completion: $0) })
    }

    public var description: String { name }

    public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}
