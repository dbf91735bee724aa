/// A gesture that updates the state provided by a gesture's updating callback (made by
/// ``Gesture/updating(_:body:)``).
@frozen
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state
    /// of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The gesture is recognised by its base.
    public typealias Body = Never
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// The state goes back to its initial value when the gesture ends or is cancelled.
    ///
    /// ```swift
    /// LongPressGesture().updating($isPressing) { value, state, _ in state = value }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        GestureStateRecognizer(base.recognizer(), state: state, update: body)
    }
}

@_spi(Inspection)
extension GestureStateGesture: GestureWrapping {
    public var wrappedGesture: any Gesture { base }
    public var wrapperKind: GestureWrapperKind { .updating }
    public var wrapperCallback: Any { body }
}

/// Runs the `updating` callback on each value and resets the state when done.
@MainActor
final class GestureStateRecognizer<Value, State>: WrappingRecognizer<Value, Value> {
    private let state: GestureState<State>
    private let update: (Value, inout State, inout Transaction) -> Void

    init(
        _ base: GestureRecognizer<Value>, state: GestureState<State>,
        update: @escaping (Value, inout State, inout Transaction) -> Void
    ) {
        self.state = state
        self.update = update
        super.init(base)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> { handleBase(event) }

    override func run(_ output: GestureOutput<Value>) {
        guard case .changed(let value) = output else { return }
        var current = state.wrappedValue
        var transaction = Transaction()
        update(value, &current, &transaction)
        withTransaction(transaction) { state.write(current) }
    }

    override func end() {
        super.end()
        state.resetValue()
    }
}
