import Foundation

/// A modifier that sets the value of a preference for its content: values written in the
/// content are replaced by this one (SwiftUI's type, made by ``View/preference(key:value:)``).
public struct _PreferenceWritingModifier<Key: PreferenceKey> {
    /// The value written.
    public var value: Key.Value
    public typealias Body = Never

    /// Creates a modifier writing `value` for `key`.
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }
}

// Declared apart so that the value is not isolated to the main actor: comparing it is not.
extension _PreferenceWritingModifier: ViewModifier {}

extension _PreferenceWritingModifier: Equatable where Key.Value: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.value == b.value }
}

/// A modifier that transforms the value of a preference that its content produces (SwiftUI's
/// type, made by ``View/transformPreference(_:_:)``).
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    /// Changes the content's combined value (the key's default value when the content
    /// writes none).
    public var transform: (inout Key.Value) -> Void
    public typealias Body = Never

    /// Creates a modifier transforming the value of `key`.
    public init(key _: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }
}

/// A modifier that sets a preference to a value made from an anchor of its content's
/// geometry (SwiftUI's type, made by ``View/anchorPreference(key:value:transform:)``).
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    /// What the anchor designates in the content.
    public var anchor: Anchor<AnchorValue>.Source
    /// Makes the value written from the anchor.
    public var transform: (Anchor<AnchorValue>) -> Key.Value
    public typealias Body = Never

    /// Creates a modifier writing a value made from `anchor`.
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }
}

/// A modifier that transforms the value of a preference that its content produces with an
/// anchor of its geometry (SwiftUI's type, made by
/// ``View/transformAnchorPreference(key:value:transform:)``).
public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    /// What the anchor designates in the content.
    public var anchor: Anchor<AnchorValue>.Source
    /// Changes the content's combined value with the anchor.
    public var transform: (inout Key.Value, Anchor<AnchorValue>) -> Void
    public typealias Body = Never

    /// Creates a modifier transforming the value of its key with `anchor`.
    public init(
        anchor: Anchor<AnchorValue>.Source,
        transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void
    ) {
        self.anchor = anchor
        self.transform = transform
    }
}

extension View {
    /// Sets a value for the given preference: readers above see it combined with the values
    /// of the views beside this one; values written inside this view are replaced by it.
    ///
    /// ```swift
    /// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to the value of a preference that this view produces (the
    /// combined value of its content, or the key's default value when it writes none).
    ///
    /// ```swift
    /// rows.transformPreference(CountKey.self) { $0 += 1 }
    /// ```
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Sets a value for the preference `key` made from an anchor of this view's geometry:
    /// the value is written again whenever the view's frame changes.
    ///
    /// ```swift
    /// Text("Selected").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }

    /// Transforms the value of the preference `key` that this view produces with an anchor
    /// of its geometry.
    ///
    /// ```swift
    /// item.transformAnchorPreference(key: BoundsListKey.self, value: .bounds) { $0.append($1) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }
}

/// A modifier writing the value of one preference for its content.
@MainActor
protocol PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    associatedtype Key: PreferenceKey
    /// Whether the value replaces the content's rather than transforming it.
    static var replacesContentValue: Bool { get }
    /// What the value is made from in the content's geometry, if anything.
    var anchorGeometry: AnchorGeometry? { get }
    /// The value written, from the content's combined value (`nil`: the content writes
    /// none) and the anchor's geometry in the window (for an anchored modifier).
    func written(content: Key.Value?, anchor: ResolvedAnchorGeometry) -> Key.Value
}

extension PreferenceWritingModifier {
    var anchorGeometry: AnchorGeometry? { nil }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        PreferenceWriterNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension _PreferenceWritingModifier: PreferenceWritingModifier {
    static var replacesContentValue: Bool { true }
    func written(content: Key.Value?, anchor: ResolvedAnchorGeometry) -> Key.Value { value }
}

extension _PreferenceTransformModifier: PreferenceWritingModifier {
    static var replacesContentValue: Bool { false }
    func written(content: Key.Value?, anchor: ResolvedAnchorGeometry) -> Key.Value {
        var value = content ?? Key.defaultValue
        transform(&value)
        return value
    }
}

extension _AnchorWritingModifier: PreferenceWritingModifier {
    static var replacesContentValue: Bool { true }
    var anchorGeometry: AnchorGeometry? { anchor.geometry }
    func written(content: Key.Value?, anchor: ResolvedAnchorGeometry) -> Key.Value {
        transform(Anchor(geometry: anchor))
    }
}

extension _AnchorTransformModifier: PreferenceWritingModifier {
    static var replacesContentValue: Bool { false }
    var anchorGeometry: AnchorGeometry? { anchor.geometry }
    func written(content: Key.Value?, anchor: ResolvedAnchorGeometry) -> Key.Value {
        var value = content ?? Key.defaultValue
        transform(&value, Anchor(geometry: anchor))
        return value
    }
}

/// The node of a preference writer. Transparent, unless the value is made from an anchor:
/// then it is a layout unit the size of its content, and a new frame writes a new value
/// (during layout, so readers placed after it see the final frames of the same pass).
@MainActor
final class PreferenceWriterNode<Content: View, Modifier: PreferenceWritingModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>, PreferenceWritingNode
{
    /// The modifier the value was last written with.
    private var written: Modifier?
    /// The anchor's geometry as last placed.
    private var anchor: ResolvedAnchorGeometry?

    override var isLayoutUnit: Bool { value.modifier.anchorGeometry != nil }

    override func mount() {
        super.mount()
        written = value.modifier
        preferenceWriterChanged(writtenKey, count: 1)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if let written, ViewEquality.equal(written, value.modifier) { return }
        written = value.modifier
        preferenceWriterChanged(writtenKey, count: 0)
    }

    override func didUnmount() { preferenceWriterChanged(writtenKey, count: -1) }

    var writtenKey: ObjectIdentifier { ObjectIdentifier(Modifier.Key.self) }

    var replacesContentValue: Bool { Modifier.replacesContentValue }

    func writtenValue(content: () -> Any?) -> Any {
        let combined = Modifier.replacesContentValue ? nil : content().map { $0 as! Modifier.Key.Value }
        let geometry = anchor ?? (value.modifier.anchorGeometry ?? .bounds).resolved(in: frame)
        return value.modifier.written(content: combined, anchor: geometry)
    }

    private var child: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: childUnits)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let child = child
        return child.subviews.isEmpty ? .zero : child.sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        child.place(at: frame.origin, proposal: proposal)
        guard let geometry = value.modifier.anchorGeometry?.resolved(in: frame), geometry != anchor else {
            return
        }
        anchor = geometry
        preferenceWriterChanged(writtenKey, count: 0)
    }

    override var hasExplicitAlignment: Bool { true }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat? {
        child.dimensions(in: ProposedViewSize(size))[explicit: guide]
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? {
        child.dimensions(in: ProposedViewSize(size))[explicit: guide]
    }
}

@_spi(Inspection)
extension _PreferenceWritingModifier: InspectableModifier {
    /// "preference".
    public var modifierName: String { "preference" }
}

@_spi(Inspection)
extension _PreferenceTransformModifier: InspectableModifier {
    /// "transformPreference".
    public var modifierName: String { "transformPreference" }
}

@_spi(Inspection)
extension _AnchorWritingModifier: InspectableModifier {
    /// "anchorPreference".
    public var modifierName: String { "anchorPreference" }
}

@_spi(Inspection)
extension _AnchorTransformModifier: InspectableModifier {
    /// "transformAnchorPreference".
    public var modifierName: String { "transformAnchorPreference" }
}
