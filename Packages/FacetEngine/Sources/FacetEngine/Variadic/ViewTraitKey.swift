import FacetUI

/// A key for a value a view gives the ``VariadicViewAdapter`` it is a subview of, set with
/// ``FacetUI/View/trait(_:_:)`` and read with the subview's subscript. Built on FacetUI's
/// container values.
///
/// ```swift
/// struct IsDestructive: ViewTraitKey { typealias Value = Bool }
///
/// Button("Delete") {}.trait(IsDestructive.self, true)
/// // in the adapter's content:
/// subview[IsDestructive.self, default: false]
/// ```
public protocol ViewTraitKey {
    /// The type of the value.
    associatedtype Value
}

/// The container value holding trait `Key` (`nil` where it is not set).
enum ViewTraitContainerKey<Key: ViewTraitKey>: ContainerValueKey {
    static var defaultValue: Key.Value? { nil }
}

/// Names trait `Key` among the container values.
struct ViewTraitSlot<Key: ViewTraitKey>: Hashable, Sendable {}

extension ContainerValues {
    /// The value of trait `Key`, or `nil`.
    subscript<Key: ViewTraitKey>(viewTrait _: ViewTraitSlot<Key>) -> Key.Value? {
        get { self[ViewTraitContainerKey<Key>.self] }
        set { self[ViewTraitContainerKey<Key>.self] = newValue }
    }
}

extension View {
    /// Gives this view's container the value `value` for trait `key`; on several views (a
    /// group, a `ForEach`), each gets it. It writes what ``ViewTraitWritingModifier`` does,
    /// without a modifier node.
    ///
    /// ```swift
    /// Text("Urgent").trait(IsHighlighted.self, true)
    /// ```
    public func trait<K: ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        containerValue(\.[viewTrait: ViewTraitSlot<K>()], value)
    }
}
