/// A publisher that exposes a method for outside callers to publish elements.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// let cancellable = events.sink { print($0) }
/// events.send("tapped")
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Sends a completion signal to the subscribers; later values are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject an upstream subscription (when it subscribes to a publisher): it
    /// asks for every value.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscribers.
    public func send() { send(()) }
}
