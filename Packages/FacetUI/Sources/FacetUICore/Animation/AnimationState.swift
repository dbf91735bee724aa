/// A key for a value an animation keeps between evaluations in its ``AnimationState``.
///
/// ```swift
/// private struct LastVelocityKey: AnimationStateKey { static var defaultValue: Double { 0 } }
/// ```
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read before one is written.
    static var defaultValue: Value { get }
}

/// The values a custom animation keeps between evaluations, by ``AnimationStateKey``.
///
/// ```swift
/// context.state[LastVelocityKey.self] = velocity
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state.
    public init() {}

    /// The value stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

// The stored values are written and read by one animation on the main actor.
extension AnimationState: @unchecked Sendable {}
