import FacetUI

/// Marks `Grid` for inspection, whatever its content.
protocol InspectedGrid {}
extension Grid: InspectedGrid {}

/// Marks `GridRow` for inspection, whatever its content.
protocol InspectedGridRow {}
extension GridRow: InspectedGridRow {}

extension ViewType {
    /// `Grid` as inspection sees it.
    public struct Grid: KnownViewType {
        /// "Grid".
        public static var typePrefix: String { "Grid" }
        /// Whether `node` holds a `Grid`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGrid }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `Grid` (or this view, when it is one).
    public func grid() throws -> InspectableView<ViewType.Grid> {
        try child(ViewType.Grid.self, call: "grid", index: nil)
    }

    /// The enclosed `Grid` at `index`.
    public func grid(_ index: Int) throws -> InspectableView<ViewType.Grid> {
        try child(ViewType.Grid.self, call: "grid", index: index)
    }
}

extension ViewType {
    /// `GridRow` as inspection sees it.
    public struct GridRow: KnownViewType {
        /// "GridRow".
        public static var typePrefix: String { "GridRow" }
        /// Whether `node` holds a `GridRow`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGridRow }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `GridRow` (or this view, when it is one).
    public func gridRow() throws -> InspectableView<ViewType.GridRow> {
        try child(ViewType.GridRow.self, call: "gridRow", index: nil)
    }

    /// The enclosed `GridRow` at `index`.
    public func gridRow(_ index: Int) throws -> InspectableView<ViewType.GridRow> {
        try child(ViewType.GridRow.self, call: "gridRow", index: index)
    }
}
