/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct ToggleRow: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("Enabled", isOn: $isOn) }
/// }
/// ToggleRow(isOn: $settings.enabled)
/// ToggleRow(isOn: .constant(true))
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: AnyLocation<Value>

    /// The transaction that writes through the binding are made under (empty: the one in
    /// force where the write happens).
    public var transaction = Transaction()

    init(location: AnyLocation<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureLocation(get: get, set: set)
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set {
            if transaction.isEmpty {
                location.value = newValue
            } else {
                withTransaction(transaction) { location.value = newValue }
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            location: ProjectedLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let new = $0 { base.wrappedValue = new } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or `nil`
    /// when the base value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            },
            set: { base.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { if let new = $0.base as? V { base.wrappedValue = new } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// Whether two bindings read and write the same storage.
    func isSame(as other: Binding<Value>) -> Bool { location.isSame(as: other.location) }
}
