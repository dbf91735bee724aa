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
    let content: Content

    /// Creates a lazy vertical stack. `pinnedViews` is accepted for source compatibility;
    /// section headers and footers scroll with the rows.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    public typealias Body = Never
    static var axis: Axis { .vertical }
    var eagerLayout: EagerStack<VStackLayout> {
        EagerStack(layout: VStackLayout(alignment: alignment, spacing: spacing))
    }
    func crossOffset(of size: CGSize, in width: CGFloat) -> CGFloat {
        ViewDimensions(size: CGSize(width: width, height: 0))[alignment]
            - ViewDimensions(size: size)[alignment]
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
    let content: Content

    /// Creates a lazy horizontal stack. `pinnedViews` is accepted for source
    /// compatibility; section headers and footers scroll with the items.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    public typealias Body = Never
    static var axis: Axis { .horizontal }
    var eagerLayout: EagerStack<HStackLayout> {
        EagerStack(layout: HStackLayout(alignment: alignment, spacing: spacing))
    }
    func crossOffset(of size: CGSize, in height: CGFloat) -> CGFloat {
        ViewDimensions(size: CGSize(width: 0, height: height))[alignment]
            - ViewDimensions(size: size)[alignment]
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

/// What the lazy stack node needs from ``LazyVStack`` and ``LazyHStack``.
@MainActor
protocol LazyStackView: View, PrimitiveView {
    associatedtype Content: View
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    var content: Content { get }
    associatedtype StackLayout: Layout where StackLayout.Cache == _StackLayoutCache
    /// The non-lazy layout (outside a scroll view).
    var eagerLayout: EagerStack<StackLayout> { get }
    /// Where a row of `size` goes across the axis in a stack `length` long across it.
    func crossOffset(of size: CGSize, in length: CGFloat) -> CGFloat
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
