/// A transparent node that attaches trait values (layout priority, z-index, tag, layout
/// values) to the layout units below it, up to their container.
@MainActor
final class TraitNode<Content: View>: WrapperNode<TraitView<Content>, Content> {
    private var currentValue: Any?

    override func localTrait(_ key: ObjectIdentifier) -> Any? { value.key == key ? value.value : nil }

    override func mount() {
        currentValue = value.value
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if currentValue.map({ !ViewEquality.equalAny(value.value, $0) }) ?? true {
            currentValue = value.value
            graph.invalidateLayout(self)
        }
    }
}

/// A view that sets one trait on its content.
struct TraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let key: ObjectIdentifier
    let value: Any
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TraitNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// Identifies a trait and its default value.
protocol TraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

enum LayoutPriorityTrait: TraitKey { static let defaultValue = 0.0 }
enum ZIndexTrait: TraitKey { static let defaultValue = 0.0 }
enum TagTrait: TraitKey { static var defaultValue: AnyHashable? { nil } }

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
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// ```swift
    /// HStack { Text("A long title").layoutPriority(1); Text("Detail") }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        TraitView(content: self, key: ObjectIdentifier(LayoutPriorityTrait.self), value: value)
    }

    /// Controls the display order of overlapping views (higher draws on top).
    public func zIndex(_ value: Double) -> some View {
        TraitView(content: self, key: ObjectIdentifier(ZIndexTrait.self), value: value)
    }
}

/// The trait under which `.layoutValue(key:value:)` stores a value for key `K`.
enum LayoutValueTrait<K: LayoutValueKey>: TraitKey {
    static var defaultValue: K.Value { K.defaultValue }
}

extension LayoutValueKey {
    /// The trait `.layoutValue(key:value:)` stores this key's value under, as
    /// `_InspectedModifier.trait` names it. For inspection tools.
    public static var _layoutTraitKey: ObjectIdentifier { ObjectIdentifier(LayoutValueTrait<Self>.self) }
}

extension ViewNode {
    /// The layout value for `key` set on this unit.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value { trait(LayoutValueTrait<K>.self) }
}

extension View {
    /// Associates a value with a custom layout property, read by a ``Layout`` through
    /// `subviews[i][Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        TraitView(content: self, key: ObjectIdentifier(LayoutValueTrait<K>.self), value: value)
    }
}
