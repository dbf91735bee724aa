import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `LabeledContent` for inspection. Its body is a row of the label, a spacer and the
/// content, each of the two wrapped in modifiers.
protocol InspectedLabeledContent {}
extension LabeledContent: InspectedLabeledContent where Label: FacetUI.View, Content: FacetUI.View {}
extension LabeledContent: InspectedContainer where Label: FacetUI.View, Content: FacetUI.View {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        guard let parts = labeledParts(of: node), parts.count == 3 else { return [] }
        // The content is under its layout priority and its secondary foreground style.
        let content = parts[2].modifiedContent?.modifiedContent ?? parts[2]
        return ViewNode.flattened([content])
    }
    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)] {
        return labeledParts(of: node).flatMap(labelEntry).map { [("labelView()", $0)] } ?? []
    }
}

/// The label, spacer and content of a labeled content's row.
@MainActor
private func labeledParts(of node: ViewNode) -> [ViewNode]? { node.children.first?.children.first?.children }

/// The label of a labeled content's row, `parts`: inside its slot, its `hidden()` under
/// `labelsHidden()` and its layout priority.
@MainActor
private func labelEntry(_ parts: [ViewNode]) -> ViewNode? {
    guard parts.count == 3, var label = parts[0].children.first else { return nil }
    if label.hides, let shown = label.modifiedContent { label = shown }
    return label.modifiedContent ?? label
}

extension ViewType {
    /// `LabeledContent` as inspection sees it.
    public struct LabeledContent: KnownViewType {
        /// "LabeledContent".
        public static var typePrefix: String { "LabeledContent" }
        /// Whether `node` holds a `LabeledContent`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLabeledContent }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `LabeledContent` (or this view, when it is one).
    public func labeledContent() throws -> InspectableView<ViewType.LabeledContent> {
        try child(ViewType.LabeledContent.self, call: "labeledContent", index: nil)
    }

    /// The enclosed `LabeledContent` at `index`.
    public func labeledContent(_ index: Int) throws -> InspectableView<ViewType.LabeledContent> {
        try child(ViewType.LabeledContent.self, call: "labeledContent", index: index)
    }
}

extension InspectableView where View == ViewType.LabeledContent {
    /// The label, at the leading edge of the row.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let label = labeledParts(of: node).flatMap(labelEntry) else {
            throw InspectionError.viewNotFound(parent: typeName)
        }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: label, path: path(appending: "labelView()"))
    }
}
