/// A property wrapper type that can read and write a value that Facet updates as the
/// placement of focus within the scene changes.
///
/// Pair it with `focused(_:)` or `focused(_:equals:)`: a control gaining keyboard focus
/// inside the marked view sets the value, losing it resets the value (`false`, `nil`);
/// setting the value moves keyboard focus to that view's control.
///
/// ```swift
/// enum Field: Hashable { case user, password }
/// @FocusState private var focus: Field?
/// var body: some View {
///     VStack {
///         TextField("User", text: $user).focused($focus, equals: .user)
///         SecureField("Password", text: $password).focused($focus, equals: .password)
///     }
///     .onSubmit { focus = focus == .user ? .password : nil }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a focus state value.
    @propertyWrapper
    public struct Binding {
        let location: AnyLocation<Value>
        let resetValue: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let proxy: StateProxy<Value>
    let resetValue: Value

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        (proxy, resetValue) = (StateProxy(false), false)
    }

    /// Creates a focus state that binds to an optional type (`nil`: nothing focused).
    public init<T: Hashable>() where Value == T? {
        (proxy, resetValue) = (StateProxy(nil), nil)
    }

    /// The current state value, taking into account whatever bindings might be in effect
    /// due to the current location of focus.
    public var wrappedValue: Value {
        get { proxy.value }
        nonmutating set { proxy.value = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: proxy.location, resetValue: resetValue)
    }
}

extension FocusState: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        proxy.box = storage.stateBox(at: slot, initial: proxy.value)
        slot += 1
    }
}

extension FocusState: GraphComparable {
    // The storage is the node's, like `State`'s.
    nonisolated func isGraphEqual(to other: Any) -> Bool { other is FocusState }
}

extension FocusState.Binding: GraphComparable {
    func isGraphEqual(to other: Any) -> Bool {
        guard let other = other as? FocusState<Value>.Binding else { return false }
        return location.isSame(as: other.location) && resetValue == other.resetValue
    }
}
