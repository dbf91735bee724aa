import Foundation

/// A key for a value carried by a ``Transaction``.
///
/// ```swift
/// private struct IsUndoKey: TransactionKey { static let defaultValue = false }
/// ```
public protocol TransactionKey {
    /// The type of value the key reads and writes.
    associatedtype Value
    /// The value a transaction holds for the key until one is written.
    static var defaultValue: Value { get }
}

/// The context of the current state-processing update: values that travel with a state
/// change (such as the one a `@GestureState` reset or an `updating` callback makes), its
/// animation first.
///
/// A state change made inside ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` is
/// applied under that transaction; modifiers such as ``View/transaction(_:)`` and
/// ``View/animation(_:value:)`` change it for the views below them.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
@frozen public struct Transaction {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates a transaction that holds no values.
    public init() {}

    /// The value stored for `key`, or the key's default value.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the transaction is part of a continuous interaction (such as a drag).
    public var isContinuous: Bool {
        get { self[ContinuousKey.self] }
        set { self[ContinuousKey.self] = newValue }
    }

    /// Whether animations of views changed by the transaction are disabled.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the transaction tracks the velocity of the interaction that caused it.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }
}

// Values of any type are stored; a transaction is made and read on the main actor.
extension Transaction: @unchecked Sendable {}

extension Transaction {
    /// The transaction that state changes are made under now: the innermost
    /// `withTransaction`'s, or `nil` outside any.
    @TaskLocal static var current: Transaction?

    /// Whether any value was written (an empty transaction changes nothing when applied).
    var isEmpty: Bool { values.isEmpty }
}

private struct ContinuousKey: TransactionKey { static let defaultValue = false }
private struct DisablesAnimationsKey: TransactionKey { static let defaultValue = false }
private struct TracksVelocityKey: TransactionKey { static let defaultValue = false }
