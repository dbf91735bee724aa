import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.isEnabled) private var isEnabled
///     @Environment(Library.self) private var library
///     var body: some View { Text("\(library.books.count) books").opacity(isEnabled ? 1 : 0.5) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let proxy: EnvironmentProxy<Value>

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        proxy = EnvironmentProxy { $0[keyPath: keyPath] }
    }

    /// Creates an environment property to read an observable object from the environment;
    /// the object must have been supplied with `.environment(_:)` by an ancestor.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        proxy = EnvironmentProxy { environment in
            guard let object = environment.value(for: ObjectIdentifier(objectType)) as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found in the environment. "
                        + "Supply one with .environment(object) on an ancestor of this view.")
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object from the environment,
    /// or `nil` when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        proxy = EnvironmentProxy { $0.value(for: ObjectIdentifier(objectType)) as? T }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { proxy.read() }
}

extension Environment: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        proxy.environment = storage.trackedEnvironment
    }
}

/// Connects an `Environment` value to the environment of its node once installed.
final class EnvironmentProxy<Value> {
    let resolve: (EnvironmentValues) -> Value
    var environment: EnvironmentValues?

    init(resolve: @escaping (EnvironmentValues) -> Value) { self.resolve = resolve }

    func read() -> Value { resolve(environment ?? EnvironmentValues()) }
}
