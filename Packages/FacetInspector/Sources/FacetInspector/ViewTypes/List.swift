import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `List` for inspection, whatever its generic arguments: its enclosed views are
/// those of its content (the list's last child; the row backgrounds it builds go before).
protocol InspectedList: InspectedContainer {}
extension List: InspectedList {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        node.children.last.map { ViewNode.flattened([$0]) } ?? []
    }
}

extension ViewType {
    /// `List` as inspection sees it.
    public struct List: KnownViewType {
        /// "List".
        public static var typePrefix: String { "List" }
        /// Whether `node` holds a `List`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedList }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `List` (or this view, when it is one).
    public func list() throws -> InspectableView<ViewType.List> {
        try child(ViewType.List.self, call: "list", index: nil)
    }

    /// The enclosed `List` at `index`.
    public func list(_ index: Int) throws -> InspectableView<ViewType.List> {
        try child(ViewType.List.self, call: "list", index: index)
    }
}

extension InspectableView where View == ViewType.List {
    /// The selection tag of each selectable row (its `.tag(_:)`, or its `ForEach` id), in
    /// order; `nil` for a row without one.
    public func rowTags() throws -> [AnyHashable?] {
        guard let tags = node.listRowTags else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "List")
        }
        return tags
    }

    /// The indices of the selected rows among the rows built, as the list's widget shows
    /// them (a list builds the rows in view).
    public func selectedRows() throws -> [Int] {
        try widgetContent(ListContent.self).rows.compactMap { $0.isSelected ? $0.index : nil }
    }

    /// Acts as the user: selects the row tagged `value` (by `.tag(_:)` or its `ForEach`
    /// id), then applies the updates. In a multiple-selection list the row is added to the
    /// selection, or removed when it is selected.
    public func select<V: Hashable>(value: V) throws {
        let content = try widgetContent(ListContent.self)
        guard content.isSelectable else {
            throw InspectionError.unresponsiveControl(name: "List", reason: "it has no selection binding")
        }
        guard let index = try rowTags().firstIndex(where: { $0 == AnyHashable(value) }) else {
            throw InspectionError.notSupported("List does not have a row tagged '\(value)'")
        }
        try send(.select(index))
    }
}
