/// A type-erased gesture.
///
/// ```swift
/// let gesture: AnyGesture<Void> = useDoubleTap ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// ```
public struct AnyGesture<Value>: Gesture {
    let makeRecognizerBody: @MainActor () -> GestureRecognizer<Value>
    let base: any Gesture

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        makeRecognizerBody = { gesture.recognizer() }
        base = gesture
    }

    /// The gesture is recognised by the gesture it wraps.
    public typealias Body = Never
}

extension AnyGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> { makeRecognizerBody() }
}
