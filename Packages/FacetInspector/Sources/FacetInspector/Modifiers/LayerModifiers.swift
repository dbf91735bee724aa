import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A view layered in front of another with `.overlay(…)` (or `.border(_:width:)`) or
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
    /// The layer of the view's `.overlay(…)` (or `.border(_:width:)`): the innermost, or
    /// the `index`th counting from the innermost.
    ///
    /// ```swift
    /// let badge = try sut.inspect().text().overlay().text().string()
    /// ```
    public func overlay(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(isBackground: false, call: "overlay", index: index)
    }

    /// The view of the view's `.mask(alignment:_:)` (or `.mask(_:)`): the innermost, or the
    /// `index`th counting from the innermost.
    ///
    /// ```swift
    /// let stencil = try sut.inspect().emptyView().mask().text().string()
    /// ```
    public func mask(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(isBackground: false, isMask: true, call: "mask", index: index)
    }

    /// The layer of the view's `.background(…)`: the innermost, or the `index`th counting
    /// from the innermost.
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try layer(isBackground: true, call: "background", index: index)
    }

    private func layer(isBackground: Bool, isMask: Bool = false, call: String, index: Int?) throws
        -> InspectableView<
            ViewType.Overlay
        >
    {
        let layers = modifierNodes.compactMap { wrapper -> ViewNode? in
            guard let layer = wrapper.appliedModifier as? any InspectedLayer,
                layer.isBackground == isBackground, layer.isMask == isMask
            else { return nil }
            let content = wrapper.modifiedContent
            return wrapper.children.first(where: { $0 !== content })
        }
        let position = index ?? 0
        guard layers.indices.contains(position) else { throw missingModifier(call, index: position) }
        let callText = call + "(" + (index.map(String.init) ?? "") + ")"
        return InspectableView<ViewType.Overlay>(
            host: host, entry: layers[position], path: path(appending: callText))
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// How the layer is aligned to the view it is layered on.
    public func alignment() throws -> Alignment {
        guard let layer = entry.parent?.appliedModifier as? any InspectedLayer else {
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
/// layer's type.
@MainActor
protocol InspectedLayer {
    var isBackground: Bool { get }
    var isMask: Bool { get }
    var alignment: Alignment { get }
}

extension LayerModifier: InspectedLayer {}
