import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `Grid` for inspection, whatever its content.
@MainActor
protocol InspectedGrid {
    var inspectedLayout: (alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        get
    }
}
extension Grid: InspectedGrid {
    var inspectedLayout: (alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        (alignment, horizontalSpacing, verticalSpacing)
    }
}

/// Marks `GridRow` for inspection, whatever its content.
@MainActor
protocol InspectedGridRow {
    var inspectedAlignment: VerticalAlignment? { get }
}
extension GridRow: InspectedGridRow {
    var inspectedAlignment: VerticalAlignment? { alignment }
}

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

extension InspectableView where View == ViewType.Grid {
    /// How the grid aligns its cells.
    public func alignment() throws -> Alignment { try grid().alignment }

    /// The distance between columns, or `nil` for the default.
    public func horizontalSpacing() throws -> CGFloat? { try grid().horizontalSpacing }

    /// The distance between rows, or `nil` for the default.
    public func verticalSpacing() throws -> CGFloat? { try grid().verticalSpacing }

    private func grid() throws -> (
        alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
    ) {
        let grid = try viewValue(as: (any InspectedGrid).self, expected: "Grid")
        return grid.inspectedLayout
    }
}

extension InspectableView where View == ViewType.GridRow {
    /// The row's vertical alignment, or `nil` when it follows the grid's.
    public func alignment() throws -> VerticalAlignment? {
        let row = try viewValue(as: (any InspectedGridRow).self, expected: "GridRow")
        return row.inspectedAlignment
    }
}
