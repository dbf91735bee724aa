import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `LazyVStack` for inspection, whatever its content.
@MainActor
protocol InspectedLazyVStack {
    var alignment: HorizontalAlignment { get }
    var spacing: CGFloat? { get }
    var pinnedViews: PinnedScrollableViews { get }
}
extension LazyVStack: InspectedLazyVStack, InspectedLazyStack {}

extension ViewType {
    /// `LazyVStack` as inspection sees it: its enclosed views are its rows (its single
    /// views and `ForEach` rows, one each), reached by their index among every row. Only
    /// the rows it has realised are built (inside a vertical scroll view, those in or near
    /// the visible region; elsewhere every row): reading another throws, and searches look
    /// at the realised ones. `scrollView().scroll(to:)` brings rows into view.
    public struct LazyVStack: KnownViewType {
        /// "LazyVStack".
        public static var typePrefix: String { "LazyVStack" }
        /// "lazyVStack".
        public static var _callName: String { "lazyVStack" }
        /// Whether `node` holds a `LazyVStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLazyVStack }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `LazyVStack` (or this view, when it is one).
    public func lazyVStack() throws -> InspectableView<ViewType.LazyVStack> {
        try child(ViewType.LazyVStack.self, call: "lazyVStack", index: nil)
    }

    /// The enclosed `LazyVStack` at `index`.
    public func lazyVStack(_ index: Int) throws -> InspectableView<ViewType.LazyVStack> {
        try child(ViewType.LazyVStack.self, call: "lazyVStack", index: index)
    }
}

extension InspectableView where View == ViewType.LazyVStack {
    /// The guide the stack aligns its rows by.
    public func alignment() throws -> HorizontalAlignment { try stack().alignment }

    /// The distance between rows, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try stack().spacing }

    /// The section views the stack pins to its scroll view's bounds (`.sectionHeaders`,
    /// `.sectionFooters`).
    public func pinnedViews() throws -> PinnedScrollableViews { try stack().pinnedViews }

    /// The number of rows the stack has realised.
    public var realisedCount: Int { realisedRows.count }

    /// The indices of the rows the stack has realised, counting every row, in order.
    public var realisedRows: [Int] { node.lazyRows?.realised ?? [] }

    private func stack() throws -> any InspectedLazyVStack {
        let stack = try viewValue(as: (any InspectedLazyVStack).self, expected: "LazyVStack")
        return stack
    }
}
