/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances: it calls
/// ``Subscriber/receive(subscription:)`` once, then ``Subscriber/receive(_:)`` for each
/// value the subscriber asked for, then at most one ``Subscriber/receive(completion:)``.
///
/// ```swift
/// let cancellable = Just(5).map { $0 * 2 }.sink { print($0) }  // prints 10
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber` to this publisher. Call ``subscribe(_:)-4u8kn`` instead: it is
    /// the entry point, this is what a publisher implements.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches `subject` to this publisher: the subject republishes its values and completion.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        receive(subscriber: subscriber)
        return AnyCancellable(subscriber)
    }
}
