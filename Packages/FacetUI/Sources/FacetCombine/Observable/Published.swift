/// A type that publishes a property marked with an attribute: setting it calls the
/// enclosing object's `objectWillChange.send()` first, then publishes the new value on the
/// property's publisher, `$property`.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var volume = 0.5
/// }
/// let cancellable = settings.$volume.sink { print("volume will be \($0)") }
/// ```
///
/// `$volume` gives the current value to a new subscriber, then each new value as it is set,
/// before the property changes (as `willSet` would).
@propertyWrapper
public struct Published<Value> {
    private var box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher: `$property`.
    public var projectedValue: Publisher {
        mutating get { Publisher(box: box) }
        set { box = newValue.box }
    }

    /// The property's value, read and written through the object that holds it: a write
    /// announces the change on the object's `objectWillChange` first (when the object is an
    /// `ObservableObject`), then on `$property`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.attach(to: object)
            box.set(newValue)
        }
    }

    /// The property's publisher, `$property`, read through the object that holds it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.attach(to: object)
            return Publisher(box: box)
        }
        set { object[keyPath: storageKeyPath].box = newValue.box }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: FacetCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subscribers.attach(subscriber, current: box.value)
        }
    }
}

extension Published: Sendable where Value: Sendable {}

/// The storage of one `@Published` property: its value, its subscribers, the
/// `objectWillChange` of the object holding it (found on first use), and the subscriptions
/// `assign(to: &$property)` made, which end with the property.
final class PublishedBox<Value>: @unchecked Sendable {
    private struct State {
        var value: Value
        var attached = false
        weak var willChange: ObservableObjectPublisher?
        var assignments: [AnyCancellable] = []
    }

    private let state: LockedValue<State>
    let subscribers = SubjectCore<Value, Never>(keepsLatest: true)

    init(_ value: Value) { state = LockedValue(State(value: value)) }

    var value: Value { state.withLock { $0.value } }

    /// Finds the `objectWillChange` of `object`, once.
    func attach(to object: AnyObject) {
        guard !state.withLock({ $0.attached }) else { return }
        let willChange = (object as? any ObservableObject)?.objectWillChange as? ObservableObjectPublisher
        state.withLock { state in
            state.attached = true
            state.willChange = willChange
        }
    }

    /// Announces the change, publishes the new value, then stores it.
    func set(_ newValue: Value) {
        state.withLock { $0.willChange }?.send()
        subscribers.send(newValue)
        state.withLock { $0.value = newValue }
    }

    func keep(_ assignment: AnyCancellable) { state.withLock { $0.assignments.append(assignment) } }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher: the subscription lasts as long as the property.
    ///
    /// ```swift
    /// final class Clock: ObservableObject {
    ///     @Published var now = Date()
    ///     init() { Timer.publish(every: 1, on: .main, in: .common).autoconnect().assign(to: &$now) }
    /// }
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }) { [weak box] in box?.set($0) }
        subscribe(sink)
        box.keep(AnyCancellable(sink))
    }
}
