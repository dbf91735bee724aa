import Foundation

/// The safe area a layout unit is placed in, in root coordinates: `safe` is the region
/// that views respecting the safe area stay in, `bounds` the region its insets were taken
/// from (the window, for the root's insets). A view that ignores the safe area along an
/// edge it touches grows to `bounds` along that edge.
struct SafeAreaGeometry: Equatable {
    /// The region the insets were taken from.
    var bounds: CGRect
    /// The safe region inside `bounds`.
    var safe: CGRect

    /// A region with no insets.
    init(bounds: CGRect) {
        self.bounds = bounds
        safe = bounds
    }

    init(bounds: CGRect, safe: CGRect) {
        self.bounds = bounds
        self.safe = safe
    }

    /// How far `frame` reaches past the safe region on each edge (never negative, never
    /// more than the frame's own extent).
    func insets(of frame: CGRect) -> EdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height),
            leading: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height),
            trailing: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// `frame` grown to `bounds` along each of `edges` where it touches (or crosses) the
    /// safe region's edge, as SwiftUI's `ignoresSafeArea(_:edges:)` does.
    func expanding(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        var (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        if edges.contains(.top), minY <= safe.minY { minY = min(minY, bounds.minY) }
        if edges.contains(.leading), minX <= safe.minX { minX = min(minX, bounds.minX) }
        if edges.contains(.bottom), maxY >= safe.maxY { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.trailing), maxX >= safe.maxX { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This safe area with `insets` added on the inside of `frame`: each non-zero inset is
    /// measured from the frame's edge or from the safe region's edge, whichever is further in.
    func adding(_ insets: EdgeInsets, inside frame: CGRect) -> SafeAreaGeometry {
        var (minX, minY, maxX, maxY) = (safe.minX, safe.minY, safe.maxX, safe.maxY)
        if insets.top != 0 { minY = max(minY, frame.minY) + insets.top }
        if insets.leading != 0 { minX = max(minX, frame.minX) + insets.leading }
        if insets.bottom != 0 { maxY = min(maxY, frame.maxY) - insets.bottom }
        if insets.trailing != 0 { maxX = min(maxX, frame.maxX) - insets.trailing }
        return SafeAreaGeometry(
            bounds: bounds,
            safe: CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)))
    }
}

extension SafeAreaGeometry {
    /// This safe area with its bounds and safe region starting no higher than `y`: chrome
    /// above `y` (a navigation bar drawn under the content) is out of reach.
    func cut(atMinY y: CGFloat) -> SafeAreaGeometry {
        func cut(_ rect: CGRect) -> CGRect {
            let minY = max(rect.minY, y)
            return CGRect(x: rect.minX, y: minY, width: rect.width, height: max(0, rect.maxY - minY))
        }
        return SafeAreaGeometry(bounds: cut(bounds), safe: cut(safe))
    }

    /// This safe area with its bounds and safe region ending no lower than `y`.
    func cut(atMaxY y: CGFloat) -> SafeAreaGeometry {
        func cut(_ rect: CGRect) -> CGRect {
            CGRect(
                x: rect.minX, y: rect.minY, width: rect.width, height: max(0, min(rect.maxY, y) - rect.minY))
        }
        return SafeAreaGeometry(bounds: cut(bounds), safe: cut(safe))
    }
}

extension ViewNode {
    /// The safe area this unit was last placed in (the window's before its first placement).
    var placedSafeArea: SafeAreaGeometry { layout.safeArea ?? graph.windowSafeArea }
}
