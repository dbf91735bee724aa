/// A protocol that declares a type that can receive input from a publisher.
///
/// A publisher calls ``receive(subscription:)`` once; the subscriber asks for values with
/// the subscription's `request(_:)`, and may ask for more by what it returns from
/// ``receive(_:)``. Calls to one subscriber never overlap.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has subscribed to the publisher and may request items.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element; returns how many
    /// more elements it wants (added to what it asked for before).
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of `Void` has produced an element.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64

    private static let counter = LockedValue<UInt64>(0)

    /// Creates a new, unique identifier.
    public init() {
        value = Self.counter.withLock { next in
            next &+= 1
            return next
        }
    }

    /// The identifier of `obj`, the same for as long as it lives.
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }

    public var description: String { "0x\(String(value, radix: 16))" }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// An identifier for the stream.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}
