/// A transparent node that attaches trait values (layout priority, z-index, tag, layout
/// values) to the layout units below it, up to their container.
@MainActor
final class TraitNode<Key: TraitKey, Content: View>: WrapperNode<TraitView<Key, Content>, Content> {
    private var currentValue: Any?

    override func localTrait(_ key: ObjectIdentifier) -> Any? { value.key == key ? value.value as Any : nil }

    override func mount() {
        currentValue = value.value
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if currentValue.map({ !ViewEquality.equalAny(value.value, $0) }) ?? true {
            currentValue = value.value
            graph.invalidateLayout(self)
            // A list reads its rows' decorations when it places them.
            if Key.self is any ListRowTrait.Type, let container = layoutParent {
                graph.invalidateLayout(container)
            }
        }
    }
}

/// A view that sets one trait on its content.
struct TraitView<Key: TraitKey, Content: View>: View, PrimitiveView {
    let content: Content
    let value: Key.Value
    typealias Body = Never

    /// The trait's key.
    var key: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TraitNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// Identifies a trait and its default value. Inspection tools read a trait writer as a
/// ``TraitWritingModifier`` of its key (`TraitWritingModifier<TagTrait>` for `.tag(_:)`).
@_spi(Inspection)
public protocol TraitKey {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of a view that does not set the trait.
    static var defaultValue: Value { get }
    /// The name of the modifier that writes `value` for this key, as a SwiftUI developer
    /// writes it.
    static func modifierName(for value: Value) -> String
}

@_spi(Inspection)
extension TraitKey {
    /// The name derived from the key's type name: `ZIndexTrait` is "zIndex".
    public static func modifierName(for value: Value) -> String {
        derivedModifierName(of: Self.self, droppingSuffix: "Trait")
    }
}

/// What a trait writer (`.tag(_:)`, `.zIndex(_:)`…) applies to its content, as inspection
/// tools read it: the value it sets for `Key`.
@_spi(Inspection)
public struct TraitWritingModifier<Key: TraitKey>: InspectableModifier {
    /// The value set.
    public let value: Key.Value
    /// The name of the modifier, as the key gives it.
    public var modifierName: String { Key.modifierName(for: value) }
}

extension TraitView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { TraitWritingModifier<Key>(value: value) }
}

extension View {
    /// Sets trait `key` to `value` on this view.
    func trait<Key: TraitKey>(_ key: Key.Type, _ value: Key.Value) -> TraitView<Key, Self> {
        TraitView(content: self, value: value)
    }
}

/// The trait of `.layoutPriority(_:)` (for inspection tools).
@_spi(Inspection)
public enum LayoutPriorityTrait: TraitKey {
    /// A view's priority is 0 unless it sets one.
    public static let defaultValue = 0.0
}

/// The trait of `.zIndex(_:)` (for inspection tools).
@_spi(Inspection)
public enum ZIndexTrait: TraitKey {
    /// A view's drawing order is 0 unless it sets one.
    public static let defaultValue = 0.0
}

extension ViewNode {
    /// The value of trait `key` set on this unit or on a transparent ancestor below its
    /// container.
    func trait<K: TraitKey>(_ key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        var node: ViewNode? = self
        while let current = node {
            // Unwrap first: `nil as? Optional<T>` succeeds, which would end the walk early
            // for optional-valued traits (tags).
            if let raw = current.localTrait(id), let value = raw as? K.Value { return value }
            node = current.parent
            if let next = node, next.isLayoutUnit { break }
        }
        return K.defaultValue
    }

    /// The values of trait `key` set on this node and on its ancestors below `container`,
    /// innermost first (a list reads a row's traits up to itself: those written on the
    /// row's `ForEach` or section count for the row).
    func traitValues<K: TraitKey>(_ key: K.Type, below container: ViewNode) -> [K.Value] {
        let id = ObjectIdentifier(key)
        var values: [K.Value] = []
        var node: ViewNode? = self
        while let current = node, current !== container {
            if let raw = current.localTrait(id), let value = raw as? K.Value { values.append(value) }
            node = current.parent
        }
        return values
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// ```swift
    /// HStack { Text("A long title").layoutPriority(1); Text("Detail") }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        trait(LayoutPriorityTrait.self, value)
    }

    /// Controls the display order of overlapping views (higher draws on top).
    public func zIndex(_ value: Double) -> some View {
        trait(ZIndexTrait.self, value)
    }
}

/// The trait under which `.layoutValue(key:value:)` stores a value for key `K` (named
/// "layoutValue" for inspection tools).
@_spi(Inspection)
public enum LayoutValueTrait<K: LayoutValueKey>: TraitKey {
    /// The key's default value.
    public static var defaultValue: K.Value { K.defaultValue }
}

extension ViewNode {
    /// The layout value for `key` set on this unit.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value { trait(LayoutValueTrait<K>.self) }
}

extension View {
    /// Associates a value with a custom layout property, read by a ``Layout`` through
    /// `subviews[i][Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        trait(LayoutValueTrait<K>.self, value)
    }
}
