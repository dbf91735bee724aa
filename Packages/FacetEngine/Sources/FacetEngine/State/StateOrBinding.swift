import FacetUI

/// A value a view owns as `@State`, unless its caller passes a binding: for components
/// that may be controlled from outside or not.
///
/// ```swift
/// struct Disclosure<Content: View>: View {
///     @StateOrBinding var isExpanded: Bool
///     var content: Content
///     init(isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content) {
///         _isExpanded = StateOrBinding(isExpanded, false)
///         self.content = content()
///     }
///     var body: some View {
///         Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///         if isExpanded { content }
///     }
/// }
/// ```
@propertyWrapper
public struct StateOrBinding<Value>: DynamicProperty {
    @State private var state: Value
    private var binding: Binding<Value>?

    /// Owns the value, starting at `value`.
    public init(wrappedValue value: Value) {
        _state = State(initialValue: value)
    }

    /// Owns the value, starting at `value`.
    public init(_ value: Value) { self.init(wrappedValue: value) }

    /// Reads and writes through `binding`.
    public init(_ binding: Binding<Value>) {
        _state = State(initialValue: binding.wrappedValue)
        self.binding = binding
    }

    /// Reads and writes through `binding` when there is one, otherwise owns the value,
    /// starting at `defaultValue`.
    public init(_ binding: Binding<Value>?, _ defaultValue: Value) {
        _state = State(initialValue: binding?.wrappedValue ?? defaultValue)
        self.binding = binding
    }

    /// The value: the binding's, or the owned one.
    public var wrappedValue: Value {
        get { binding?.wrappedValue ?? state }
        nonmutating set {
            if let binding { binding.wrappedValue = newValue } else { state = newValue }
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { binding ?? $state }
}
