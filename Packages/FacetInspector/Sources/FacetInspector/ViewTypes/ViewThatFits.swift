import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `ViewThatFits` for inspection. Every candidate is built, each in a container
/// (hidden unless it is the one that fits) around an `AnyView`: the candidate's own
/// `AnyView`, when it is one (`viewThatFits().anyView(1)`).
protocol InspectedViewThatFits: InspectedContainer {}
extension ViewThatFits: InspectedViewThatFits {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        let candidates = (node.view as? Self)?.candidates ?? []
        let erased = node.children.compactMap(\.modifiedContent)
        return ViewNode.flattened(
            zip(erased, candidates).compactMap { node, candidate in
                candidate is FacetUI.AnyView ? node : node.children.first
            })
    }
}

extension ViewType {
    /// `ViewThatFits` as inspection sees it.
    public struct ViewThatFits: KnownViewType {
        /// "ViewThatFits".
        public static var typePrefix: String { "ViewThatFits" }
        /// Whether `node` holds a `ViewThatFits`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedViewThatFits }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ViewThatFits` (or this view, when it is one).
    public func viewThatFits() throws -> InspectableView<ViewType.ViewThatFits> {
        try child(ViewType.ViewThatFits.self, call: "viewThatFits", index: nil)
    }

    /// The enclosed `ViewThatFits` at `index`.
    public func viewThatFits(_ index: Int) throws -> InspectableView<ViewType.ViewThatFits> {
        try child(ViewType.ViewThatFits.self, call: "viewThatFits", index: index)
    }
}
