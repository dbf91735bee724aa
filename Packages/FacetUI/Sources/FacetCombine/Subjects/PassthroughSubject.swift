/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, it has no initial value or buffer of the most recently
/// published element: a value sent while a subscriber has no demand does not reach it.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// let cancellable = taps.sink { print("tap") }
/// taps.send()
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>(keepsLatest: false)

    /// Creates a subject.
    public init() {}

    public func send(_ input: Output) { core.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, current: nil)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes; a new subscriber first gets the current value.
///
/// ```swift
/// let volume = CurrentValueSubject<Double, Never>(0.5)
/// let cancellable = volume.sink { print($0) }  // 0.5
/// volume.value = 0.8  // 0.8
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>(keepsLatest: true)
    private let current: LockedValue<Output>

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    /// Creates a subject with the given initial value.
    public init(_ value: Output) { current = LockedValue(value) }

    public func send(_ input: Output) {
        guard !core.isCompleted else { return }
        current.withLock { $0 = input }
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, current: value)
    }
}
