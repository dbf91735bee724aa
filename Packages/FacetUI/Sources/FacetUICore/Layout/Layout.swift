import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Facet's own stacks are built on this protocol, so a custom layout takes part in the
/// same algorithm (caching per proposal, re-layout of only the changed chain).
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { size, view in
///             let s = view.sizeThatFits(.unspecified)
///             return CGSize(width: size.width + s.width, height: size.height + s.height)
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for view in subviews {
///             let s = view.sizeThatFits(.unspecified)
///             view.place(at: point, proposal: .unspecified)
///             point.x += s.width; point.y += s.height
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// Retrieves the recommended spacing for the container.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Returns the size of the composite view, given a proposed size and the subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
    /// Creates default properties.
    public init() {}
}

/// Preferred spacing around a view. Facet keeps one preferred distance per axis; the
/// distance between two views is the larger of their preferences.
public struct ViewSpacing: Sendable, Equatable {
    var horizontal: CGFloat?
    var vertical: CGFloat?

    /// A spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(horizontal: 0, vertical: 0)

    /// Initializes an instance with the backend's default spacing.
    public init() {}

    init(horizontal: CGFloat?, vertical: CGFloat?) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// Merges the spacing preferences of another instance with this one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = union(other, edges: edges)
    }

    /// Gets a new value that merges the spacing preferences of another instance with this one.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a, let b else { return nil }  // nil stands for the (larger) default
            return max(a, b)
        }
        return ViewSpacing(
            horizontal: edges.isDisjoint(with: .horizontal)
                ? horizontal : larger(horizontal, other.horizontal),
            vertical: edges.isDisjoint(with: .vertical) ? vertical : larger(vertical, other.vertical))
    }

    /// The distance to `next` along `axis`.
    @MainActor public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let defaults = LayoutDefaults.current.spacing(along: axis)
        let mine = (axis == .horizontal ? horizontal : vertical) ?? defaults
        let theirs = (axis == .horizontal ? next.horizontal : next.vertical) ?? defaults
        return max(mine, theirs)
    }
}

/// The metrics of the backend doing the current layout (spacing, padding).
@MainActor
enum LayoutDefaults {
    static var current = BackendMetrics()
}
