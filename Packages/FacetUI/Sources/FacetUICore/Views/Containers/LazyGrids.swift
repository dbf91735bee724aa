import Foundation

/// A container view that arranges its child views in a grid that grows vertically,
/// creating items only as needed.
///
/// Each ``GridItem`` of `columns` makes one column (an adaptive item as many as fit);
/// items fill the columns row by row, and each row is as tall as its tallest item. Inside
/// a vertical ``ScrollView`` only the rows in or near the visible region have nodes and
/// widgets; elsewhere every row is built.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))], spacing: 1) {
///         ForEach(colors, id: \.self) { color in color.frame(height: 3) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, LazyStackView {
    /// The columns: one ``GridItem`` each (an adaptive one makes as many as fit).
    public let columns: [GridItem]
    /// How items are placed horizontally in their cells, where a column gives none.
    public let alignment: HorizontalAlignment
    /// The distance between rows, or `nil` for the default.
    public let spacing: CGFloat?
    /// The section headers and footers pinned to the scroll view's visible region while
    /// their section is in view.
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically, with the given columns.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.columns, self.alignment, self.spacing, self.pinnedViews, self.content) =
            (columns, alignment, spacing, pinnedViews, content())
    }

    public typealias Body = Never
    static var axis: Axis { .vertical }
    var eagerLayout: EagerStack<VStackLayout>? { nil }
    func tracks(cross: CGFloat?) -> [LazyTrack] { lazyTracks(columns, cross: cross) }
    func offset(of size: CGSize, inCell cell: CGSize, track: LazyTrack) -> CGPoint {
        cellOffset(of: size, in: cell, track.alignment ?? Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed.
///
/// Each ``GridItem`` of `rows` makes one row (an adaptive item as many as fit); items fill
/// the rows column by column, and each column is as wide as its widest item. Inside a
/// horizontal ``ScrollView`` only the columns in or near the visible region are built.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(3)), GridItem(.fixed(3))]) {
///         ForEach(photos) { PhotoThumbnail(photo: $0) }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, LazyStackView {
    /// The rows: one ``GridItem`` each (an adaptive one makes as many as fit).
    public let rows: [GridItem]
    /// How items are placed vertically in their cells, where a row gives none.
    public let alignment: VerticalAlignment
    /// The distance between columns, or `nil` for the default.
    public let spacing: CGFloat?
    /// The section headers and footers pinned to the scroll view's visible region while
    /// their section is in view.
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally, with the given rows.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.rows, self.alignment, self.spacing, self.pinnedViews, self.content) =
            (rows, alignment, spacing, pinnedViews, content())
    }

    public typealias Body = Never
    static var axis: Axis { .horizontal }
    var eagerLayout: EagerStack<HStackLayout>? { nil }
    func tracks(cross: CGFloat?) -> [LazyTrack] { lazyTracks(rows, cross: cross) }
    func offset(of size: CGSize, inCell cell: CGSize, track: LazyTrack) -> CGPoint {
        cellOffset(of: size, in: cell, track.alignment ?? Alignment(horizontal: .center, vertical: alignment))
    }
}

extension LazyStackView {
    /// The tracks `items` make across the axis in `cross` (spaced by the backend's default
    /// spacing across the axis where an item gives none).
    fileprivate func lazyTracks(_ items: [GridItem], cross: CGFloat?) -> [LazyTrack] {
        let defaultSpacing = LayoutDefaults.current.spacing(along: Self.axis.crossAxis)
        return GridTracks(items, in: cross, defaultSpacing: defaultSpacing).tracks.map {
            LazyTrack(start: $0.start, length: $0.length, alignment: items[$0.item].alignment)
        }
    }
}

/// Where an item of `size` goes in a cell, aligned by `alignment`.
func cellOffset(of size: CGSize, in cell: CGSize, _ alignment: Alignment) -> CGPoint {
    let cellDimensions = ViewDimensions(size: cell)
    let itemDimensions = ViewDimensions(size: size)
    return CGPoint(
        x: cellDimensions[alignment.horizontal] - itemDimensions[alignment.horizontal],
        y: cellDimensions[alignment.vertical] - itemDimensions[alignment.vertical])
}
