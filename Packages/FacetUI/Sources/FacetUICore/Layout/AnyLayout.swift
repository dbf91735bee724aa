import Foundation

/// A type-erased instance of the layout protocol: switching the wrapped layout keeps the
/// subviews' identity and state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
    let base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The cached values of the wrapped layout.
    public struct Cache {
        var base: Any
    }

    /// The stack orientation of the wrapped layout.
    var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(base: layout.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            layout.withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
        }
        update(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            layout.withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            layout.withCache(&cache, subviews) {
                layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return size(base)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        func place<L: Layout>(_ layout: L) {
            layout.withCache(&cache, subviews) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        place(base)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            layout.withCache(&cache, subviews) {
                layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(base)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            layout.withCache(&cache, subviews) {
                layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(base)
    }
}

extension Layout {
    /// Runs `body` with this layout's cache taken out of an erased cache (made afresh when
    /// the erased one belongs to another layout type), and puts it back.
    fileprivate func withCache<T>(
        _ erased: inout AnyLayout.Cache, _ subviews: Subviews, _ body: (inout Cache) -> T
    ) -> T {
        var cache = erased.base as? Cache ?? makeCache(subviews: subviews)
        defer { erased.base = cache }
        return body(&cache)
    }
}
