import Foundation

/// A horizontal container that you can use in conditional layouts (`AnyLayout`) and as
/// the layout of ``HStack``.
public struct HStackLayout: Layout, Equatable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var algorithm: StackLayoutAlgorithm {
        let guide = alignment
        return StackLayoutAlgorithm(axis: .horizontal, spacing: spacing) { $0[guide] }
    }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache)
        -> CGSize
    {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }
}

/// A vertical container that you can use in conditional layouts (`AnyLayout`) and as
/// the layout of ``VStack``.
public struct VStackLayout: Layout, Equatable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var algorithm: StackLayoutAlgorithm {
        let guide = alignment
        return StackLayoutAlgorithm(axis: .vertical, spacing: spacing) { $0[guide] }
    }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache)
        -> CGSize
    {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
    }
}

/// An overlaying container that you can use in conditional layouts and as the layout
/// of ``ZStack``: every subview gets the whole proposal and they line up on `alignment`.
public struct ZStackLayout: Layout, Equatable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        return AlignedBox(alignment: alignment, dimensions: dimensions).size
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let box = AlignedBox(alignment: alignment, dimensions: dimensions)
        // The content block is aligned inside bounds (bounds may exceed the block).
        let origin = CGPoint(
            x: bounds.minX + (bounds.width - box.size.width) * box.fraction.x,
            y: bounds.minY + (bounds.height - box.size.height) * box.fraction.y)
        for (subview, offset) in zip(subviews, box.offsets) {
            subview.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), proposal: proposal)
        }
    }
}

/// Views lined up on a common alignment point in both axes: their union's size and each
/// view's offset inside it.
struct AlignedBox {
    let size: CGSize
    let offsets: [CGPoint]
    /// Where the block sits in a larger space, as a unit point (from the default guides).
    let fraction: UnitPoint

    init(alignment: Alignment, dimensions: [ViewDimensions]) {
        let xs = dimensions.map { $0[alignment.horizontal] }
        let ys = dimensions.map { $0[alignment.vertical] }
        let lineX = xs.max() ?? 0
        let lineY = ys.max() ?? 0
        offsets = zip(xs, ys).map { CGPoint(x: lineX - $0, y: lineY - $1) }
        let width = zip(offsets, dimensions).reduce(0) { max($0, $1.0.x + $1.1.width) }
        let height = zip(offsets, dimensions).reduce(0) { max($0, $1.0.y + $1.1.height) }
        size = CGSize(width: width, height: height)
        let unit = ViewDimensions(size: CGSize(width: 1, height: 1))
        fraction = UnitPoint(x: unit[alignment.horizontal], y: unit[alignment.vertical])
    }
}
