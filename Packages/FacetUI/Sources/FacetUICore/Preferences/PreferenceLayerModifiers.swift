import Foundation

/// A modifier that layers, in front of its content, a view made from the value of a
/// preference the content produces (SwiftUI's type, made by
/// ``View/overlayPreferenceValue(_:alignment:_:)``).
public struct _OverlayPreferenceModifier<Key: PreferenceKey, Overlay: View>: ViewModifier {
    /// Makes the layer from the content's combined value.
    public var transform: (Key.Value) -> Overlay
    /// How the layer is aligned on the content.
    public var alignment: Alignment
    public typealias Body = Never

    /// Creates the modifier.
    public init(alignment: Alignment, @ViewBuilder transform: @escaping (Key.Value) -> Overlay) {
        self.transform = transform
        self.alignment = alignment
    }
}

/// A modifier that layers, behind its content, a view made from the value of a preference
/// the content produces (SwiftUI's type, made by
/// ``View/backgroundPreferenceValue(_:alignment:_:)``).
public struct _BackgroundPreferenceModifier<Key: PreferenceKey, Overlay: View>: ViewModifier {
    /// Makes the layer from the content's combined value.
    public var transform: (Key.Value) -> Overlay
    /// How the layer is aligned on the content.
    public var alignment: Alignment
    public typealias Body = Never

    /// Creates the modifier.
    public init(alignment: Alignment, @ViewBuilder transform: @escaping (Key.Value) -> Overlay) {
        self.transform = transform
        self.alignment = alignment
    }
}

extension View {
    /// Layers in front of this view a view made from the value of the preference `key` that
    /// this view produces (the key's default value when it writes none), offered this view's
    /// size and aligned on it. The layer is made after this view is laid out, in the same
    /// layout pass, so anchors in the value resolve to this pass's frames; it is made again
    /// when the value changes.
    ///
    /// ```swift
    /// list.overlayPreferenceValue(SelectionKey.self, alignment: .topLeading) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Text("◀").offset(x: proxy[anchor].maxX, y: proxy[anchor].minY) }
    ///     }
    /// }
    /// ```
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_OverlayPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }

    /// Layers behind this view a view made from the value of the preference `key` that this
    /// view produces, offered this view's size and aligned on it (see
    /// ``overlayPreferenceValue(_:alignment:_:)``).
    ///
    /// ```swift
    /// tabs.backgroundPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in if let anchor { Capsule().frame(width: proxy[anchor].width) } }
    /// }
    /// ```
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_BackgroundPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }

    /// Layers in front of this view a view made from the value of the preference `key`,
    /// aligned on it (the form that older SDKs resolve to; the same layer).
    @_disfavoredOverload
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_OverlayPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }

    /// Layers behind this view a view made from the value of the preference `key`, aligned
    /// on it (the form that older SDKs resolve to; the same layer).
    @_disfavoredOverload
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_BackgroundPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }

    /// Layers in front of this view a view made from the value of the preference `key`,
    /// centred on it.
    @_disfavoredOverload
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(_OverlayPreferenceModifier<Key, T>(alignment: .center, transform: transform))
    }

    /// Layers behind this view a view made from the value of the preference `key`, centred
    /// on it.
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(_BackgroundPreferenceModifier<Key, T>(alignment: .center, transform: transform))
    }
}

/// A modifier layering a view made from a preference value of its content.
@MainActor
protocol PreferenceLayeringModifier: LayeringModifier, PrimitiveModifier
where Layer == PreferenceLayer<Key, Overlay> {
    associatedtype Key: PreferenceKey
    associatedtype Overlay: View
    var transform: (Key.Value) -> Overlay { get }
}

extension PreferenceLayeringModifier {
    var layer: PreferenceLayer<Key, Overlay> { PreferenceLayer(transform: transform, alignment: alignment) }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        LayerNode(content, graph: graph, parent: parent, environment: environment)
    }
}

extension _OverlayPreferenceModifier: PreferenceLayeringModifier {}
extension _BackgroundPreferenceModifier: PreferenceLayeringModifier {}

/// What a preference layer modifier applies, as inspection tools read it.
@_spi(Inspection) @MainActor
public protocol PreferenceLayerModifier: InspectableModifier {
    /// Whether the layer is behind the content.
    var isBackground: Bool { get }
    /// How the layer is aligned on the content.
    var alignment: Alignment { get }
}

@_spi(Inspection)
extension _OverlayPreferenceModifier: PreferenceLayerModifier {
    /// "overlayPreferenceValue".
    public var modifierName: String { "overlayPreferenceValue" }
    /// `false`: the layer is in front.
    public var isBackground: Bool { false }
}

@_spi(Inspection)
extension _BackgroundPreferenceModifier: PreferenceLayerModifier {
    /// "backgroundPreferenceValue".
    public var modifierName: String { "backgroundPreferenceValue" }
    /// `true`: the layer is behind.
    public var isBackground: Bool { true }
}

/// The layer of a preference layer modifier: the view its transform makes from the value
/// of the content beside it.
struct PreferenceLayer<Key: PreferenceKey, Content: View>: View, PrimitiveView {
    let transform: (Key.Value) -> Content
    let alignment: Alignment
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PreferenceLayerNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A node whose content is made from a preference value and is made again when it changes.
@MainActor
protocol PreferenceLayerRefreshing: ViewNode {
    /// Whether the content must be made again (the value may have changed, or the
    /// transform did).
    var needsRefresh: Bool { get }
}

/// The node of a ``PreferenceLayer``: a layout unit taking the size it is offered (the
/// content's), its views aligned in it. Its parent, the layer node, tells it when the
/// value may have changed; it makes its views when it is placed, after the content beside
/// it, so an anchor resolves to the content's frames of the same layout pass. A layer not
/// placed in a pass is made again by the graph once the pass is done.
@MainActor
final class PreferenceLayerNode<Key: PreferenceKey, Content: View>: TypedNode<PreferenceLayer<Key, Content>>,
    PreferenceObserver, PreferenceLayerRefreshing
{
    private(set) var needsRefresh = true
    /// The value the views were made from.
    private var madeFrom: Key.Value?
    private var key: ObjectIdentifier { ObjectIdentifier(Key.self) }

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    override func mount() {
        parent?.addPreferenceObserver(self, for: key)
        graph.preferenceLayerNeedsRefresh(self)
    }

    override func didUnmount() { parent?.removePreferenceObserver(self, for: key) }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        madeFrom = nil
        preferenceMayHaveChanged()
    }

    override func invalidated() {
        madeFrom = nil
        preferenceMayHaveChanged()
    }

    func preferenceMayHaveChanged() {
        guard !needsRefresh else { return }
        needsRefresh = true
        layout.needsPlacement = true
        graph.preferenceLayerNeedsRefresh(self)
    }

    /// The node of the content the layer is made from: its sibling.
    private var content: ViewNode? { parent?.children.first { $0 !== self } }

    /// Makes the views again when the value changed since they were made.
    private func refresh() {
        guard needsRefresh else { return }
        needsRefresh = false
        graph.clearDirty(self)
        let value = content?.preferenceValue(Key.self) ?? Key.defaultValue
        if let madeFrom, !children.isEmpty, ViewEquality.equalAny(madeFrom, value) { return }
        madeFrom = value
        graph.counters.bodiesEvaluated += 1
        reconcileOnlyChild(with: graph.evaluating(self) { tracking { self.value.transform(value) } })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        refresh()
        var cache: Void = ()
        ZStackLayout(alignment: value.alignment).placeSubviews(
            in: frame, proposal: ProposedViewSize(frame.size), subviews: LayoutSubviews(nodes: childUnits),
            cache: &cache)
    }
}
