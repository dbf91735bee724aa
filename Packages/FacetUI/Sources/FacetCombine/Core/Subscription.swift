/// A protocol representing the connection of a subscriber to a publisher.
///
/// Cancelling a subscription stops the values; the publisher may still deliver values that
/// were already on their way.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells the publisher that it may send `demand` more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation: what a publisher that never
    /// sends a value (`Empty`, `Fail`) gives its subscriber.
    public static var empty: any Subscription { EmptySubscription.shared }
}

private final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
