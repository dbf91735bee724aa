/// A property wrapper type for an observable object that a parent or ancestor view
/// supplies with `.environmentObject(_:)`.
///
/// ```swift
/// struct BookCount: View {
///     @EnvironmentObject var library: Library
///     var body: some View { Text("\(library.count) books") }
/// }
///
/// BookCount().environmentObject(Library())
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
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

    let proxy = EnvironmentProxy<ObjectType?> {
        $0.value(for: ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)) as? ObjectType
    }

    /// Creates an environment object.
    public init() {}

    /// The object an ancestor supplied; reading it subscribes the view to its changes.
    ///
    /// A view whose ancestors supply none shows nothing (its body is not evaluated) and
    /// the graph warns once with SwiftUI's message; reading the object elsewhere without
    /// one stops the program with that message, as SwiftUI does.
    public var wrappedValue: ObjectType {
        guard let object = proxy.read() else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        object.registerObservation()
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty, EnvironmentObjectProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        proxy.environment = storage.trackedEnvironment
    }

    var isSupplied: Bool { proxy.read() != nil }
    var objectTypeName: String { String(describing: ObjectType.self) }
}

/// An `@EnvironmentObject` property, as the graph checks it before evaluating a body.
@MainActor
protocol EnvironmentObjectProperty {
    /// Whether an ancestor supplies the object (the read is tracked, so the body is
    /// evaluated again when one starts to).
    var isSupplied: Bool { get }
    /// The name of the object's type, as a missing object is reported.
    var objectTypeName: String { get }
}

/// The environment key of the object `.environmentObject(_:)` supplies for `T` (apart from
/// the `@Environment(T.self)` objects of Observation).
enum EnvironmentObjectKey<T> {}

extension View {
    /// Supplies an observable object to a view's hierarchy, where descendants read it with
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(
            ObjectEnvironmentModifier(
                object: object, key: ObjectIdentifier(EnvironmentObjectKey<T>.self),
                modifierName: "environmentObject"))
    }
}
