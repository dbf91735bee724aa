/// A property wrapper type that instantiates an observable object once per view and keeps
/// it for the view's whole life, like `@State` for a reference.
///
/// The initial value is an autoclosure, called once, when the view first appears in the
/// graph; later evaluations of the parent that make a new view value reuse the object.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.count) books") }
/// }
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let proxy: StateObjectProxy<ObjectType>

    /// Creates a new state object with an initial wrapped value (made once per view).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        proxy = StateObjectProxy(make: thunk)
    }

    /// The underlying object; reading it in a body subscribes the view to its changes.
    public var wrappedValue: ObjectType {
        let object = proxy.object
        object.registerObservation()
        return object
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: proxy.object)
    }
}

extension StateObject: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        proxy.box = storage.stateBox(at: slot, initial: proxy.detached ?? proxy.make())
        slot += 1
    }
}

/// Connects a `StateObject` to its node's storage once installed.
final class StateObjectProxy<ObjectType> {
    let make: () -> ObjectType
    var box: StateBox<ObjectType>?
    /// The object made for a read before installation (outside a body), kept so that the
    /// node adopts it rather than making a second one.
    private(set) var detached: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let box { return box.value }
        if let detached { return detached }
        let object = make()
        detached = object
        return object
    }
}
