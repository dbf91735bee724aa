import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `GroupBox` for inspection and gives its label; its content is stacked inside the
/// node's only child.
@MainActor
protocol InspectedGroupBox: InspectedContainer, LabelHoldingControl {}
extension GroupBox: InspectedGroupBox {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        ViewNode.flattened(node.children.first?.children ?? [])
    }
    var inspectedLabel: any FacetUI.View { label }

    static func detachedSupplementaryViews(of node: ViewNode) -> [(call: String, view: any FacetUI.View)] {
        guard let box = node.view as? any InspectedGroupBox else { return [] }
        return [("labelView()", box.inspectedLabel)]
    }
}

extension ViewType {
    /// `GroupBox` as inspection sees it.
    public struct GroupBox: KnownViewType {
        /// "GroupBox".
        public static var typePrefix: String { "GroupBox" }
        /// Whether `node` holds a `GroupBox`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGroupBox }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
        /// Its widget draws a frame around its content: the content is not a label.
        public static var _drawsContent: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `GroupBox` (or this view, when it is one).
    public func groupBox() throws -> InspectableView<ViewType.GroupBox> {
        try child(ViewType.GroupBox.self, call: "groupBox", index: nil)
    }

    /// The enclosed `GroupBox` at `index`.
    public func groupBox(_ index: Int) throws -> InspectableView<ViewType.GroupBox> {
        try child(ViewType.GroupBox.self, call: "groupBox", index: index)
    }
}

extension InspectableView where View == ViewType.GroupBox {
    /// The group box's label. Its widget draws the label's text as a title, so the label is
    /// hosted on its own for inspection.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try heldLabel()
    }
}
