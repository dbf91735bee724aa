/// What a gesture modifier adds to the gesture it wraps, as inspection tools read it.
@_spi(Inspection)
public enum GestureWrapperKind: Sendable {
    /// `onChanged(_:)`: the callback is `(Value) -> Void`.
    case changed
    /// `onEnded(_:)`: the callback is `(Value) -> Void`.
    case ended
    /// `updating(_:body:)`: the callback is `(Value, inout State, inout Transaction) -> Void`.
    case updating
    /// `map(_:)`: the callback is `(Value) -> T`.
    case map
}

/// A gesture made by a gesture modifier (`onEnded`, `onChanged`, `updating`, `map`): the
/// gesture it wraps and the callback it adds, for inspection tools.
@_spi(Inspection)
@MainActor
public protocol GestureWrapping {
    /// The gesture this one modifies.
    var wrappedGesture: any Gesture { get }
    /// What the modifier adds.
    var wrapperKind: GestureWrapperKind { get }
    /// The callback the modifier adds (its type depends on ``wrapperKind``).
    var wrapperCallback: Any { get }
}

/// A gesture composed of two (simultaneous, sequenced or exclusive), for inspection tools.
@_spi(Inspection)
@MainActor
public protocol ComposedGesture {
    /// The first gesture.
    var firstGesture: any Gesture { get }
    /// The second gesture.
    var secondGesture: any Gesture { get }
}
