/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The object is owned elsewhere (passed in by a parent); `$model.name` is a binding to
/// one of its properties.
///
/// ```swift
/// struct VolumeSlider: View {
///     @ObservedObject var settings: Settings
///     var body: some View { Slider(value: $settings.volume) }
/// }
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            Binding(location: ObservableObjectLocation(object: root, keyPath: keyPath))
        }
    }

    private let object: ObjectType

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { object = wrappedValue }

    /// The underlying value that the observed object references; reading it in a body
    /// subscribes the view to the object's changes.
    public var wrappedValue: ObjectType {
        get {
            object.registerObservation()
            return object
        }
        // SwiftUI lets a view replace the object it observes (`self.model = other` in init).
        set { self = ObservedObject(wrappedValue: newValue) }
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: object) }
}

/// A property of an observable object reached through a key path: reading it subscribes
/// the reader to the object's `objectWillChange`, so that a control holding the binding is
/// updated when the object changes.
final class ObservableObjectLocation<Root: ObservableObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        (self.object, self.keyPath) = (object, keyPath)
    }

    override var value: Value {
        get {
            object.registerObservation()
            return object[keyPath: keyPath]
        }
        set { object[keyPath: keyPath] = newValue }
    }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObservableObjectLocation else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}
