import Foundation

/// A type that defines the scroll behavior of a scrollable view: where a scroll the user
/// makes comes to rest.
///
/// ```swift
/// struct EveryFiveLines: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.y = (target.rect.minY / 5).rounded() * 5
///     }
/// }
/// ```
public protocol ScrollTargetBehavior {
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained (in content
    /// coordinates: its origin is the content offset the scroll ends at).
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view.
    public var anchor: UnitPoint?
}

/// The context in which a scroll target behavior updates its scroll target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The original target when the scroll gesture began.
    public let originalTarget: ScrollTarget
    /// The current velocity of the scrollable view's scroll gesture (here the distance of
    /// the scroll: its sign is the direction).
    public let velocity: CGVector
    /// The size of the content of the scrollable view.
    public let contentSize: CGSize
    /// The size of the container of the scrollable view.
    public let containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the scroll target layout's rows, in content coordinates.
    let targetRects: [CGRect]

    /// Reads an environment value of the scroll view.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

/// The scroll behavior that aligns scroll targets to container-based geometry: a scroll
/// comes to rest on a whole page (a multiple of the visible region's size), the next one
/// in the direction of the scroll.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ value: CGFloat, length: CGFloat, direction: CGFloat) -> CGFloat {
            guard length > 0 else { return value }
            let pages = value / length
            let whole =
                direction > 0 ? pages.rounded(.up) : direction < 0 ? pages.rounded(.down) : pages.rounded()
            return whole * length
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(
                target.rect.minY, length: context.containerSize.height, direction: context.velocity.dy)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(
                target.rect.minX, length: context.containerSize.width, direction: context.velocity.dx)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension EnvironmentValues {
    private struct ScrollTargetBehaviorKey: EnvironmentKey {
        static var defaultValue: (any ScrollTargetBehavior)? { nil }
    }

    /// The behavior that decides where the user's scrolls come to rest.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets the scroll behavior of views scrollable in this view.
    ///
    /// ```swift
    /// ScrollView { pages }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior, writtenBy: "scrollTargetBehavior")
    }
}
