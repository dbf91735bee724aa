/// A type that publishes a property marked with an attribute: setting it calls the
/// enclosing object's `objectWillChange.send()` first.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var volume = 0.5
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { value = initialValue }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through the object that holds it: a write
    /// announces the change on the object's `objectWillChange` first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

extension Published: Sendable where Value: Sendable {}
