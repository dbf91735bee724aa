import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed.
///
/// Inside a vertical ``ScrollView`` only the rows in the visible region (plus a margin of
/// ``LazyStackNode/margin`` rows' worth of units) have nodes and widgets; the others are
/// counted at the size of the first realised row. Scrolling realises the rows that come
/// into view and removes those that leave it; a row that stays keeps its node and state.
/// Outside a scroll view it lays out every row, exactly like a ``VStack``.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(0..<10_000) { Text("Row \($0)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View, LazyStackView {
    /// The guide for aligning the subviews horizontally.
    public let alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public let spacing: CGFloat?
    /// The section views pinned to the scroll view's visible region.
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack. Inside a vertical scroll view, the section headers
    /// (footers) named by `pinnedViews` stay at the top (bottom) of the visible region while
    /// their section is in view.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.pinnedViews, self.content) = (
            alignment, spacing, pinnedViews, content()
        )
    }

    public typealias Body = Never
    static var axis: Axis { .vertical }
    var eagerLayout: EagerStack<VStackLayout>? {
        EagerStack(layout: VStackLayout(alignment: alignment, spacing: spacing))
    }
    func offset(of size: CGSize, inCell cell: CGSize, track: LazyTrack) -> CGPoint {
        cellOffset(of: size, in: cell, Alignment(horizontal: alignment, vertical: .top))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items
/// only as needed (inside a horizontal ``ScrollView``); elsewhere it is laid out like an
/// ``HStack``.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(photos) { PhotoThumbnail(photo: $0) } }
/// }
/// ```
public struct LazyHStack<Content: View>: View, LazyStackView {
    /// The guide for aligning the subviews vertically.
    public let alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public let spacing: CGFloat?
    /// The section views pinned to the scroll view's visible region.
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack. Inside a horizontal scroll view, the section
    /// headers (footers) named by `pinnedViews` stay at the leading (trailing) edge of the
    /// visible region while their section is in view.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.pinnedViews, self.content) = (
            alignment, spacing, pinnedViews, content()
        )
    }

    public typealias Body = Never
    static var axis: Axis { .horizontal }
    var eagerLayout: EagerStack<HStackLayout>? {
        EagerStack(layout: HStackLayout(alignment: alignment, spacing: spacing))
    }
    func offset(of size: CGSize, inCell cell: CGSize, track: LazyTrack) -> CGPoint {
        cellOffset(of: size, in: cell, Alignment(horizontal: .leading, vertical: alignment))
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// What the lazy node (``LazyStackNode``) needs from ``LazyVStack``, ``LazyHStack``,
/// ``LazyVGrid`` and ``LazyHGrid``: each puts its items on lines along its axis, one item
/// per track of a line (a stack has one track, a grid one per column or row).
@MainActor
protocol LazyStackView: View, PrimitiveView {
    associatedtype Content: View
    static var axis: Axis { get }
    /// The distance between lines, or `nil` for the default.
    var spacing: CGFloat? { get }
    /// The section headers and footers pinned to the scroll view's visible region.
    var pinnedViews: PinnedScrollableViews { get }
    var content: Content { get }
    associatedtype StackLayout: Layout where StackLayout.Cache == _StackLayoutCache
    /// The stack layout used outside a scroll view, or `nil` to lay every line out as
    /// inside one (grids).
    var eagerLayout: EagerStack<StackLayout>? { get }
    /// The tracks of a line for a container proposed `cross` across its axis.
    func tracks(cross: CGFloat?) -> [LazyTrack]
    /// Where an item of `size` goes in its cell (in `track`), from the cell's origin.
    func offset(of size: CGSize, inCell cell: CGSize, track: LazyTrack) -> CGPoint
}

/// One track of a lazy container's line, across the container's axis.
struct LazyTrack: Equatable {
    /// Where the track starts across the axis.
    var start: CGFloat
    /// Its length across the axis, or `nil` for a stack's only track: the item is proposed
    /// the container's own proposal and the cell is as long as the longest item.
    var length: CGFloat?
    /// How items are placed in the track's cells, or `nil` for the container's alignment.
    var alignment: Alignment? = nil
}

extension LazyStackView {
    /// A stack has one track, as long as its proposal.
    func tracks(cross: CGFloat?) -> [LazyTrack] { [LazyTrack(start: 0, length: nil)] }
}

/// A stack layout used without a kept cache (a lazy stack outside a scroll view).
@MainActor
struct EagerStack<StackLayout: Layout> where StackLayout.Cache == _StackLayoutCache {
    let layout: StackLayout

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var cache = _StackLayoutCache()
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var cache = _StackLayoutCache()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension LazyStackView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LazyStackNode(self, graph: graph, parent: parent, environment: environment)
    }
}
