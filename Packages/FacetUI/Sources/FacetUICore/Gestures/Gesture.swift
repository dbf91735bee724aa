import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// Attach a gesture to a view with ``View/gesture(_:including:)``; compose gestures with
/// ``Gesture/simultaneously(with:)``, ``Gesture/sequenced(before:)`` and
/// ``Gesture/exclusively(before:)``; react with ``Gesture/onChanged(_:)``,
/// ``Gesture/onEnded(_:)`` and ``Gesture/updating(_:body:)``.
///
/// ```swift
/// struct DoubleTap: Gesture {
///     var body: some Gesture { TapGesture(count: 2) }
/// }
/// ```
@preconcurrency @MainActor
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// A value that never exists.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A gesture recognised by the system has no body: reading it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Optional: Gesture where Wrapped: Gesture {
    /// The value of the wrapped gesture.
    public typealias Value = Wrapped.Value
    /// An optional gesture is recognised by the system.
    public typealias Body = Never
}

extension Optional: RecognizableGesture where Wrapped: Gesture {
    func makeRecognizer() -> GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): return gesture.recognizer()
        case .none: return FailingRecognizer()
        }
    }
}
