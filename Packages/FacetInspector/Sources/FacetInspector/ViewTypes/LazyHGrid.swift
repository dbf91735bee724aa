import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `LazyHGrid` for inspection, whatever its content.
@MainActor
protocol InspectedLazyHGrid {
    var rows: [GridItem] { get }
    var alignment: VerticalAlignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}
extension LazyHGrid: InspectedLazyHGrid, InspectedLazyStack {}

extension ViewType {
    /// `LazyHGrid` as inspection sees it: its enclosed views are its items (its single
    /// views and `ForEach` rows, one each), reached by their index among every item. Only
    /// the items it has realised are built (inside a horizontal scroll view, those of the
    /// columns in or near the visible region; elsewhere every item): reading another throws.
    public struct LazyHGrid: KnownViewType {
        /// "LazyHGrid".
        public static var typePrefix: String { "LazyHGrid" }
        /// "lazyHGrid".
        public static var _callName: String { "lazyHGrid" }
        /// Whether `node` holds a `LazyHGrid`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLazyHGrid }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `LazyHGrid` (or this view, when it is one).
    public func lazyHGrid() throws -> InspectableView<ViewType.LazyHGrid> {
        try child(ViewType.LazyHGrid.self, call: "lazyHGrid", index: nil)
    }

    /// The enclosed `LazyHGrid` at `index`.
    public func lazyHGrid(_ index: Int) throws -> InspectableView<ViewType.LazyHGrid> {
        try child(ViewType.LazyHGrid.self, call: "lazyHGrid", index: index)
    }
}

extension InspectableView where View == ViewType.LazyHGrid {
    /// The grid's rows, as written.
    public func rows() throws -> [GridItem] { try grid().rows }

    /// The guide items are aligned by vertically in their cells, where a row gives none.
    public func alignment() throws -> VerticalAlignment { try grid().alignment }

    /// The distance between columns, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try grid().spacing }

    /// The section views the grid pins to its scroll view's bounds.
    public func pinnedViews() throws -> PinnedScrollableViews { try grid().pinnedViews }

    /// The indices of the items the grid has realised, counting every item, in order.
    public var realisedItems: [Int] { node.lazyRows?.realised ?? [] }

    private func grid() throws -> any InspectedLazyHGrid {
        try viewValue(as: (any InspectedLazyHGrid).self, expected: "LazyHGrid")
    }
}
