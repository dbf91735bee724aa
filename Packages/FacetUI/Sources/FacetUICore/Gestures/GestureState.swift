/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends (or is cancelled).
///
/// Write it only from a gesture's ``Gesture/updating(_:body:)`` callback.
///
/// ```swift
/// struct Card: View {
///     @GestureState private var dragOffset = CGSize.zero
///     var body: some View {
///         Rectangle()
///             .offset(dragOffset)
///             .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///                 state = value.translation
///             })
///     }
/// }
/// ```
@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
    var state: State<Value>
    let reset: (Binding<Value>) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture, with the transaction to reset
    /// it in.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        let initial = wrappedValue
        state = State(wrappedValue: wrappedValue)
        reset = { binding in withTransaction(resetTransaction) { binding.wrappedValue = initial } }
    }

    /// Creates a view state that's derived from a gesture, with the transaction to reset
    /// it in.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture, with a callback run (with the
    /// last value and the reset's transaction) before the state is reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        let initial = wrappedValue
        state = State(wrappedValue: wrappedValue)
        self.reset = { binding in
            var transaction = Transaction()
            reset(binding.wrappedValue, &transaction)
            withTransaction(transaction) { binding.wrappedValue = initial }
        }
    }

    /// Creates a view state that's derived from a gesture, with a callback run (with the
    /// last value and the reset's transaction) before the state is reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { state.wrappedValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Writes the value an `updating` callback produced.
    func write(_ value: Value) { state.wrappedValue = value }

    /// Puts the initial value back (the gesture ended or was cancelled).
    func resetValue() { reset(state.projectedValue) }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with an initial value of `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with an initial value of `nil`,
    /// with a callback run before the state is reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
