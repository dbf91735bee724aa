import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `LazyVGrid` for inspection, whatever its content.
@MainActor
protocol InspectedLazyVGrid {
    var columns: [GridItem] { get }
    var alignment: HorizontalAlignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}
extension LazyVGrid: InspectedLazyVGrid, InspectedLazyStack {}

extension ViewType {
    /// `LazyVGrid` as inspection sees it: its enclosed views are its items (its single
    /// views and `ForEach` rows, one each), reached by their index among every item. Only
    /// the items it has realised are built (inside a vertical scroll view, those of the rows
    /// in or near the visible region; elsewhere every item): reading another throws.
    public struct LazyVGrid: KnownViewType {
        /// "LazyVGrid".
        public static var typePrefix: String { "LazyVGrid" }
        /// "lazyVGrid".
        public static var _callName: String { "lazyVGrid" }
        /// Whether `node` holds a `LazyVGrid`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLazyVGrid }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `LazyVGrid` (or this view, when it is one).
    public func lazyVGrid() throws -> InspectableView<ViewType.LazyVGrid> {
        try child(ViewType.LazyVGrid.self, call: "lazyVGrid", index: nil)
    }

    /// The enclosed `LazyVGrid` at `index`.
    public func lazyVGrid(_ index: Int) throws -> InspectableView<ViewType.LazyVGrid> {
        try child(ViewType.LazyVGrid.self, call: "lazyVGrid", index: index)
    }
}

extension InspectableView where View == ViewType.LazyVGrid {
    /// The grid's columns, as written.
    public func columns() throws -> [GridItem] { try grid().columns }

    /// The guide items are aligned by horizontally in their cells, where a column gives none.
    public func alignment() throws -> HorizontalAlignment { try grid().alignment }

    /// The distance between rows, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try grid().spacing }

    /// The section views the grid pins to its scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try grid().pinnedViews }

    /// The indices of the items the grid has realised, counting every item, in order.
    public var realisedItems: [Int] { node.lazyRows?.realised ?? [] }

    private func grid() throws -> any InspectedLazyVGrid {
        try viewValue(as: (any InspectedLazyVGrid).self, expected: "LazyVGrid")
    }
}
