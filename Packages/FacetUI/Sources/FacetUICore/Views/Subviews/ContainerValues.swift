/// A key for a value a view gives its container with ``View/containerValue(_:_:)``, read
/// from ``Subview/containerValues`` (or ``SectionConfiguration/containerValues``) by a view
/// that lays its subviews out itself (``Group/init(subviews:transform:)``).
///
/// ```swift
/// enum IsHighlighted: ContainerValueKey { static var defaultValue: Bool { false } }
/// extension ContainerValues {
///     var isHighlighted: Bool {
///         get { self[IsHighlighted.self] }
///         set { self[IsHighlighted.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that did not set one.
    static var defaultValue: Value { get }
}

/// The values a subview gives its container: written with ``View/containerValue(_:_:)``
/// and `.tag(_:)`, read through ``Subview/containerValues``.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The tag of the subview (`.tag(_:)`, or its `ForEach` id).
    var tag: AnyHashable?
    /// The z-index of the subview (`.zIndex(_:)`, the innermost), 0 where none is set.
    var zIndex = 0.0

    init() {}

    /// The value for `key`, or its default value where the subview did not set one.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The tag of the subview, when it is a `V`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tag?.base as? V }

    /// Whether the subview is tagged with `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag == AnyHashable(tag) }
}

/// The trait under which ``View/containerValue(_:_:)`` stores its writes (for inspection
/// tools, "containerValue", with a ``ContainerValueWrite`` as its value).
@_spi(Inspection)
public enum ContainerValuesTrait: TraitKey {
    /// A view writes no container value unless it says so.
    public static var defaultValue: (any ContainerValueWriting)? { nil }

    /// "containerValue".
    public static func modifierName(for value: (any ContainerValueWriting)?) -> String { "containerValue" }
}

/// One container value written on a view (applied by a reader, on the main actor).
@_spi(Inspection) @MainActor
public protocol ContainerValueWriting {
    /// Writes the value into `values`.
    func apply(to values: inout ContainerValues)
}

/// Writes `value` at `keyPath` (compared by key path and value, so an unchanged write
/// changes nothing in the graph).
@_spi(Inspection)
public struct ContainerValueWrite<Value>: ContainerValueWriting {
    /// The key path written.
    public let keyPath: WritableKeyPath<ContainerValues, Value>
    /// The value written.
    public let value: Value

    /// Writes the value into `values`.
    public func apply(to values: inout ContainerValues) { values[keyPath: keyPath] = value }
}

extension View {
    /// Sets a value for the container of this view: a view that reads its subviews
    /// (``Group/init(subviews:transform:)``, ``ForEach/init(subviews:content:)``) finds it in
    /// ``Subview/containerValues``. On several views (a group, a `ForEach`), each gets it.
    ///
    /// ```swift
    /// Text("Urgent").containerValue(\.isHighlighted, true)
    /// ```
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        trait(ContainerValuesTrait.self, ContainerValueWrite(keyPath: keyPath, value: value))
    }
}
