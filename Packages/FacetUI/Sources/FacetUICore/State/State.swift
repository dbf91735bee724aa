/// A property wrapper type that can read and write a value managed by Facet.
///
/// The storage belongs to the view's node in the graph: it survives re-evaluations of
/// the parent and dies when the view goes away. Writing it schedules one update that
/// re-evaluates only the views that read it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let proxy: StateProxy<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { proxy = StateProxy(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { proxy = StateProxy(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { proxy.value }
        nonmutating set { proxy.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(location: proxy.location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (`nil`).
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        proxy.box = storage.stateBox(at: slot, initial: proxy.value)
        slot += 1
    }
}

/// Connects a `State` value to its node's storage once installed.
final class StateProxy<Value> {
    let initial: Value
    var box: StateBox<Value>?
    /// Writes made before installation (for example in `init`) land here.
    private var pending: Value?

    init(_ value: Value) { initial = value }

    var value: Value {
        get { box?.value ?? pending ?? initial }
        set {
            if let box { box.value = newValue } else { pending = newValue }
        }
    }

    var location: AnyLocation<Value> {
        if let box { return StateLocation(box) }
        return DetachedLocation(proxy: self)
    }
}

/// A binding to a state that was never installed (used outside a body): reads and
/// writes go to the proxy.
private final class DetachedLocation<Value>: AnyLocation<Value> {
    let proxy: StateProxy<Value>
    init(proxy: StateProxy<Value>) { self.proxy = proxy }
    override var value: Value {
        get { proxy.value }
        set { proxy.value = newValue }
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        (other as? DetachedLocation)?.proxy === proxy
    }
}
