/// A key for a graph input: a typed value fixed when a node is built and inherited by
/// every node built below it.
///
/// Unlike an environment value, an input never changes for the life of a node, so reading
/// it costs nothing per update and a choice made from it (which branch to build, which
/// style to use) never has to be revisited. Containers record where their content is
/// (``ContainerStyleContextKey``, ``StackAxisInputKey``); write your own with
/// ``View/input(_:_:)`` and read them in an ``InputReadingView``.
///
/// ```swift
/// enum IsCompact: ViewInputKey { static var defaultValue: Bool { false } }
/// Sidebar().input(IsCompact.self, true)
/// ```
public protocol ViewInputKey {
    /// The type of the input's value.
    associatedtype Value
    /// The value of the input where no ancestor set it.
    static var defaultValue: Value { get }
}

/// The graph inputs of a node: the values its ancestors set for ``ViewInputKey``s.
///
/// A node's inputs are fixed when it is built (``ViewNode/inputs``). Copies are cheap: a
/// node shares its parent's storage unless it sets an input itself.
public struct ViewInputs: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates inputs with every key at its default value.
    public init() {}

    /// The value for `key`, or its default value when no ancestor set it.
    public subscript<Key: ViewInputKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether some ancestor set a value for `key`.
    public func contains<Key: ViewInputKey>(_ key: Key.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    public var description: String { "ViewInputs(\(values.count) values)" }
}
