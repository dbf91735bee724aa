import FacetUI

/// A value read from the environment, unless the view was given one: for components with
/// a parameter that defaults to an environment value.
///
/// ```swift
/// struct Caption: View {
///     @EnvironmentOrValue var lineLimit: Int?
///     init(lineLimit: Int?? = nil) {
///         _lineLimit = lineLimit.map(EnvironmentOrValue.init) ?? EnvironmentOrValue(\.lineLimit)
///     }
///     var body: some View { Text("limit \(lineLimit ?? 0)") }
/// }
/// ```
@propertyWrapper
public struct EnvironmentOrValue<Value>: DynamicProperty {
    // Reading `\.self` tracks nothing: only the key read below is tracked.
    @Environment(\.self) private var environment
    private let keyPath: KeyPath<EnvironmentValues, Value>?
    private let value: Value?

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.value = nil
    }

    /// Uses `value`, whatever the environment holds.
    public init(_ value: Value) {
        self.keyPath = nil
        self.value = value
    }

    /// The given value, or the environment's.
    public var wrappedValue: Value {
        if let keyPath { return environment[keyPath: keyPath] }
        return value!
    }
}
