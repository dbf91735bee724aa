import FacetUI

/// ViewInspector's marker for inspectable custom views. Facet inspects every view without
/// it; it exists so that a ViewInspector test suite's `extension ContentView: Inspectable {}`
/// compiles unchanged.
public protocol Inspectable {}

extension Binding {
    /// A binding that keeps its own value, for a view under test that needs a binding
    /// (ViewInspector's helper).
    ///
    /// ```swift
    /// let sut = try Toggle("Wi-Fi", isOn: Binding(wrappedValue: false)).inspect()
    /// ```
    public init(wrappedValue: Value) {
        let storage = BindingStorage(wrappedValue)
        self.init(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// The value a ``Binding/init(wrappedValue:)`` binding keeps, observed: a view whose body
/// read it is updated when it is set (through the binding, by the view or the test).
private final class BindingStorage<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
    }
}
