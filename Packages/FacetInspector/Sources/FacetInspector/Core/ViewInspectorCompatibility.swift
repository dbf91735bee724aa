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

/// The value a ``Binding/init(wrappedValue:)`` binding keeps.
private final class BindingStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
