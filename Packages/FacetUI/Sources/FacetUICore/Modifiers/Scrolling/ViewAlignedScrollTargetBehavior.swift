import Foundation

/// The scroll behavior that aligns scroll targets to view-based geometry: a scroll comes
/// to rest with a row of the `.scrollTargetLayout()` at the leading (top) edge — the next
/// row in the direction of the scroll.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(cards) { CardView($0) } }.scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time. A terminal
    /// scrolls by steps (a wheel notch, a page), each coming to rest on its own, so the
    /// limit is kept but does not change where a step rests.
    public struct LimitBehavior: Equatable, Sendable {
        enum Storage: Equatable, Sendable { case automatic, always, alwaysByFew, alwaysByOne, never }
        let storage: Storage

        /// The automatic limit behavior.
        public static var automatic: LimitBehavior { LimitBehavior(storage: .automatic) }
        /// The always limit behavior.
        public static var always: LimitBehavior { LimitBehavior(storage: .always) }
        /// The limit behavior that scrolls a few views at a time.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(storage: .alwaysByFew) }
        /// The limit behavior that scrolls one view at a time.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(storage: .alwaysByOne) }
        /// The never limit behavior.
        public static var never: LimitBehavior { LimitBehavior(storage: .never) }
    }

    /// How many views a scroll may move by.
    let limitBehavior: LimitBehavior

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func align(_ value: CGFloat, starts: [CGFloat], direction: CGFloat) -> CGFloat {
            guard !starts.isEmpty else { return value }
            if direction > 0, let next = starts.filter({ $0 >= value }).min() { return next }
            if direction < 0, let previous = starts.filter({ $0 <= value }).max() { return previous }
            return starts.min { abs($0 - value) < abs($1 - value) } ?? value
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = align(
                target.rect.minY, starts: context.targetRects.map(\.minY), direction: context.velocity.dy)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = align(
                target.rect.minX, starts: context.targetRects.map(\.minX), direction: context.velocity.dx)
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
