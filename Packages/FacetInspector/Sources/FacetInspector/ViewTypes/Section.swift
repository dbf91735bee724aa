import FacetUI

/// Marks `Section` for inspection; its node's children are its header, content and
/// footer.
protocol InspectedSection: InspectedContainer {}
extension Section: InspectedSection {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        node.children.count == 3 ? ViewNode.flattened([node.children[1]]) : []
    }
    /// The header and footer the section has (an absent one is an `EmptyView`).
    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)] {
        guard node.children.count == 3 else { return [] }
        return [("header()", node.children[0]), ("footer()", node.children[2])].filter {
            !($0.entry.unwrappingModifiers.view is EmptyView)
        }
    }
}

extension ViewType {
    /// `Section` as inspection sees it.
    public struct Section: KnownViewType {
        /// "Section".
        public static var typePrefix: String { "Section" }
        /// Whether `node` holds a `Section`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedSection }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `Section` (or this view, when it is one).
    public func section() throws -> InspectableView<ViewType.Section> {
        try child(ViewType.Section.self, call: "section", index: nil)
    }

    /// The enclosed `Section` at `index`.
    public func section(_ index: Int) throws -> InspectableView<ViewType.Section> {
        try child(ViewType.Section.self, call: "section", index: index)
    }
}

extension InspectableView where View == ViewType.Section {
    /// The section's header (an `EmptyView` when it has none).
    public func header() throws -> InspectableView<ViewType.ClassifiedView> { try part(0, "header()") }

    /// The section's footer (an `EmptyView` when it has none).
    public func footer() throws -> InspectableView<ViewType.ClassifiedView> { try part(2, "footer()") }

    private func part(_ position: Int, _ call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        guard node.children.count == 3 else { throw InspectionError.viewNotFound(parent: typeName) }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: node.children[position], path: path(appending: call))
    }
}
