import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `DisclosureGroup` for inspection. Its body stacks the disclosure control (a
/// widget holding the label) and, while expanded, the content.
protocol InspectedDisclosureGroup: InspectedContainer {}
extension DisclosureGroup: InspectedDisclosureGroup {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        guard let parts = disclosureParts(of: node), parts.count == 2,
            let padded = parts[1].children.first, let stack = padded.modifiedContent
        else { return [] }
        return ViewNode.flattened(stack.children)
    }
    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)] {
        guard let label = disclosureParts(of: node)?.first?.enclosedEntries.first else { return [] }
        return [("labelView()", label)]
    }
}

/// The disclosure control and the optional content of a disclosure group's body.
@MainActor
private func disclosureParts(of node: ViewNode) -> [ViewNode]? {
    node.children.first?.children.first?.children
}

extension ViewType {
    /// `DisclosureGroup` as inspection sees it.
    public struct DisclosureGroup: KnownViewType {
        /// "DisclosureGroup".
        public static var typePrefix: String { "DisclosureGroup" }
        /// Whether `node` holds a `DisclosureGroup`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedDisclosureGroup }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `DisclosureGroup` (or this view, when it is one).
    public func disclosureGroup() throws -> InspectableView<ViewType.DisclosureGroup> {
        try child(ViewType.DisclosureGroup.self, call: "disclosureGroup", index: nil)
    }

    /// The enclosed `DisclosureGroup` at `index`.
    public func disclosureGroup(_ index: Int) throws -> InspectableView<ViewType.DisclosureGroup> {
        try child(ViewType.DisclosureGroup.self, call: "disclosureGroup", index: index)
    }
}

extension InspectableView where View == ViewType.DisclosureGroup {
    /// The group's label (drawn in its disclosure control).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let entry = try control().enclosedEntries.first else {
            throw InspectionError.viewNotFound(parent: typeName)
        }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: entry, path: path(appending: "labelView()"))
    }

    /// Whether the group shows its content, as its disclosure control shows it.
    public func isExpanded() throws -> Bool { try state().isExpanded }

    /// Acts as the user: expands the group (when collapsed), then applies the updates.
    public func expand() throws { try setExpanded(true) }

    /// Acts as the user: collapses the group (when expanded), then applies the updates.
    public func collapse() throws { try setExpanded(false) }

    private func setExpanded(_ isExpanded: Bool) throws {
        let state = try state()
        try ensureResponsive()
        guard state.isExpanded != isExpanded, let widget = try control().widget as? HeadlessBackend.Widget
        else { return }
        widget.send(.activate)
        commit()
    }

    private func state() throws -> DisclosureContent {
        guard let content = (try control().widget as? HeadlessBackend.Widget)?.content as? DisclosureContent
        else {
            throw InspectionError.attributeNotFound(label: "isExpanded", type: typeName)
        }
        return content
    }

    /// The node of the disclosure control.
    private func control() throws -> ViewNode {
        guard let control = disclosureParts(of: node)?.first
        else { throw InspectionError.viewNotFound(parent: typeName) }
        return control
    }
}
