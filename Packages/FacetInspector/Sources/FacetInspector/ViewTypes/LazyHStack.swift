import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `LazyHStack` for inspection, whatever its content.
@MainActor
protocol InspectedLazyHStack {
    var alignment: VerticalAlignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}
extension LazyHStack: InspectedLazyHStack, InspectedLazyStack {}

extension ViewType {
    /// `LazyHStack` as inspection sees it: its enclosed views are its items (its single
    /// views and `ForEach` rows, one each), reached by their index among every item. Only
    /// the items it has realised are built (inside a horizontal scroll view, those in or
    /// near the visible region; elsewhere every item): reading another throws, and searches
    /// look at the realised ones. `scrollView().scroll(to:)` brings items into view.
    public struct LazyHStack: KnownViewType {
        /// "LazyHStack".
        public static var typePrefix: String { "LazyHStack" }
        /// "lazyHStack".
        public static var _callName: String { "lazyHStack" }
        /// Whether `node` holds a `LazyHStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLazyHStack }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `LazyHStack` (or this view, when it is one).
    public func lazyHStack() throws -> InspectableView<ViewType.LazyHStack> {
        try child(ViewType.LazyHStack.self, call: "lazyHStack", index: nil)
    }

    /// The enclosed `LazyHStack` at `index`.
    public func lazyHStack(_ index: Int) throws -> InspectableView<ViewType.LazyHStack> {
        try child(ViewType.LazyHStack.self, call: "lazyHStack", index: index)
    }
}

extension InspectableView where View == ViewType.LazyHStack {
    /// The guide the stack aligns its rows by.
    public func alignment() throws -> VerticalAlignment { try stack().alignment }

    /// The distance between rows, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try stack().spacing }

    /// The section views the stack pins to its scroll view's bounds (`.sectionHeaders`,
    /// `.sectionFooters`).
    public func pinnedViews() throws -> PinnedScrollableViews { try stack().pinnedViews }

    /// The number of rows the stack has realised.
    public var realisedCount: Int { realisedRows.count }

    /// The indices of the items the stack has realised, counting every item, in order.
    public var realisedRows: [Int] { node.lazyRows?.realised ?? [] }

    private func stack() throws -> any InspectedLazyHStack {
        let stack = try viewValue(as: (any InspectedLazyHStack).self, expected: "LazyHStack")
        return stack
    }
}
