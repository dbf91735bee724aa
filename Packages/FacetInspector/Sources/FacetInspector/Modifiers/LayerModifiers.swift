import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A view layered in front of another with `.overlay(…)` or
    /// behind it with `.background(…)`, as ViewInspector sees it: navigation from it reaches
    /// the layer's views (`overlay().text()`, `overlay().text(1)` for several), and
    /// `alignment()` is the layer's alignment.
    public struct Overlay: KnownViewType {
        /// "Overlay".
        public static var typePrefix: String { "Overlay" }
        /// No node: a layer is reached with `overlay(_:)` or `background(_:)`, from the view
        /// it is layered on (whether a node is a layer depends on where it is, not on its
        /// type, as matches are decided).
        public static func _matches(_ node: ViewNode) -> Bool { false }
    }
}

extension InspectableView {
    /// The layer of the view's `.overlay(…)`: the innermost, or the `index`th counting from
    /// the innermost (a `.border(_:width:)` is not counted: `border(_:)` reads it).
    ///
    /// ```swift
    /// let badge = try sut.inspect().text().overlay().text().string()
    /// ```
    public func overlay(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(call: "overlay", index: index)
    }

    /// The view of the view's `.mask(alignment:_:)` (or `.mask(_:)`): the innermost, or the
    /// `index`th counting from the innermost.
    ///
    /// ```swift
    /// let stencil = try sut.inspect().emptyView().mask().text().string()
    /// ```
    public func mask(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(call: "mask", index: index)
    }

    /// The layer of the view's `.background(…)`: the innermost, or the `index`th counting
    /// from the innermost.
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(call: "background", index: index)
    }

    /// The layer of the view's `.overlayPreferenceValue(…)`: the views its transform made
    /// from the preference's current value (the innermost such modifier, or the `index`th
    /// counting from the innermost).
    ///
    /// ```swift
    /// let marker = try sut.inspect().vStack().overlayPreferenceValue().text().string()
    /// ```
    public func overlayPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(call: "overlayPreferenceValue", index: index)
    }

    /// The layer of the view's `.backgroundPreferenceValue(…)`: the views its transform made
    /// from the preference's current value.
    public func backgroundPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(call: "backgroundPreferenceValue", index: index)
    }

    private func layer(call: String, index: Int?) throws -> InspectableView<ViewType.Overlay> {
        let layers = modifierNodes.compactMap { wrapper -> ViewNode? in
            guard let layer = wrapper.appliedModifier as? any InspectedLayer, layer.layerCall == call else {
                return nil
            }
            return wrapper.layerView
        }
        let position = index ?? 0
        guard layers.indices.contains(position) else { throw missingModifier(call, index: position) }
        let callText = call + "(" + (index.map(String.init) ?? "") + ")"
        return InspectableView<ViewType.Overlay>(
            host: host, entry: layers[position], path: path(appending: callText))
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// How the layer is aligned on the view it is layered on.
    public func alignment() throws -> Alignment {
        // A preference layer's views are inside the node that makes them.
        guard
            let layer = [entry.parent, entry.parent?.parent].lazy.compactMap({
                $0?.appliedModifier as? any InspectedLayer
            }).first
        else {
            throw InspectionError.attributeNotFound(label: "alignment", type: "Overlay")
        }
        return layer.alignment
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// The edges along which a style layer (`.background(_:ignoresSafeAreaEdges:)`,
    /// `.overlay(_:ignoresSafeAreaEdges:)`) ignores the safe area; `.all` for a view layer.
    public func ignoresSafeAreaEdges() throws -> Edge.Set {
        guard entry.parent?.appliedModifier is any InspectedLayer else {
            throw InspectionError.attributeNotFound(label: "ignoresSafeAreaEdges", type: "Background")
        }
        return (entry.appliedModifier as? _SafeAreaRegionsIgnoringLayout)?.edges ?? .all
    }
}

/// An overlay or background modifier (`.border(_:width:)` is an overlay), whatever its
/// layer's type, or a preference layer (`.overlayPreferenceValue`).
@MainActor
protocol InspectedLayer {
    var isBackground: Bool { get }
    var isMask: Bool { get }
    var alignment: Alignment { get }
    /// The call that reaches the layer: "overlay", "border", "background", "mask",
    /// "overlayPreferenceValue" or "backgroundPreferenceValue".
    var layerCall: String { get }
}

extension LayerModifier: InspectedLayer {
    // A border is not one of the view's overlays, as in ViewInspector (`border(_:)` reads it).
    var layerCall: String { modifierName }
}

/// A layer whose views a preference's value makes (`.overlayPreferenceValue`).
protocol InspectedPreferenceLayer {}
extension _OverlayPreferenceModifier: InspectedPreferenceLayer {}
extension _BackgroundPreferenceModifier: InspectedPreferenceLayer {}

extension _OverlayPreferenceModifier: InspectedLayer {
    var isMask: Bool { false }
    var layerCall: String { modifierName }
}

extension _BackgroundPreferenceModifier: InspectedLayer {
    var isMask: Bool { false }
    var layerCall: String { modifierName }
}

extension ViewNode {
    /// The root of the layer of this layer modifier's node: its child that is not the
    /// modified content, or for a preference layer the views made inside that child.
    var layerView: ViewNode? {
        let content = modifiedContent
        guard let layer = children.first(where: { $0 !== content }) else { return nil }
        return appliedModifier is any PreferenceLayerModifier ? layer.children.first : layer
    }
}
