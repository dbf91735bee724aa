import Foundation

/// Finds the view under a point by descending the laid-out frames from the root, as
/// SwiftUI's hit testing does: a subtree whose bounds do not contain the point is skipped,
/// so an event costs O(depth), not O(views).
///
/// - Views drawn later (later siblings, overlays, a higher `zIndex`) are tested first.
/// - A clipping view (`clipShape`, `clipped`, scroll views) is hit only inside its clip.
/// - `.allowsHitTesting(false)` takes its content out of hit testing.
/// - `.contentShape` makes its shape the content's hit area, holes and all (`eoFill`).
/// - Only what draws is hit (shapes, colours, text, controls): the empty space of a stack or
///   a frame is not, unless a content shape covers it.
@MainActor
struct HitTester {
    /// The point, in the root's coordinate space.
    let point: CGPoint
    /// The nodes looked at so far (units tested and the nodes between them).
    private(set) var visited = 0

    init(point: CGPoint) { self.point = point }

    /// The innermost node hit at the point in `root`'s content, or `nil`. While modals are
    /// presented only the topmost takes events.
    mutating func hit(in root: ViewNode) -> ViewNode? {
        if let root = root as? RootNode, let modal = root.modals.last { return visit(modal) }
        return visit(root)
    }

    private mutating func visit(_ unit: ViewNode) -> ViewNode? {
        visited += 1
        guard unit.hitBounds.contains(point) else { return nil }
        if let clipping = unit as? any HitClippingNode, !clipping.admitsHit(at: point) { return nil }
        let units = unit.childUnits
        if units.isEmpty { return unit.isHitTarget && unit.frame.contains(point) ? unit : nil }
        for index in candidates(in: unit, units) {
            let child = units[index]
            guard child.hitBounds.contains(point) else {
                visited += 1
                continue
            }
            let rule = rule(from: child, to: unit)
            if rule == .blocked { continue }
            if let hit = visit(child) { return hit }
            if rule == .insideShape { return child }
        }
        return nil
    }

    private enum Rule { case none, blocked, insideShape }

    /// What the nodes between `child` and its container `unit` say about hitting `child`.
    private mutating func rule(from child: ViewNode, to unit: ViewNode) -> Rule {
        var rule = Rule.none
        // A view leaving through its removal transition is drawn but takes no input.
        if child.isLeaving { return .blocked }
        var node = child.parent
        while let current = node, current !== unit {
            visited += 1
            if current.isLeaving { return .blocked }
            if let filter = current as? any HitRuleNode {
                switch filter.hitRule(at: point) {
                case .pass: break
                case .blocked: return .blocked
                case .inside: rule = .insideShape
                }
            }
            node = current.parent
        }
        return rule
    }

    /// The indices of `units` that may hold the point, topmost first.
    private func candidates(in unit: ViewNode, _ units: [ViewNode]) -> [Int] {
        let order: HitOrder
        if let cached = unit.layout.hitOrder {
            order = cached
        } else {
            order = HitOrder(units)
            unit.layout.hitOrder = order
        }
        switch order {
        case .reversed: return Array(units.indices.reversed())
        case .topmostFirst(let indices): return indices
        case .along(let axis):
            // Bounds follow one another along `axis`: the last starting at or before the
            // point is the only one that can hold it.
            let coordinate = axis == .vertical ? point.y : point.x
            var low = 0
            var high = units.count
            while low < high {
                let middle = (low + high) / 2
                let bounds = units[middle].hitBounds
                if (axis == .vertical ? bounds.minY : bounds.minX) <= coordinate {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low == 0 ? [] : [low - 1]
        }
    }
}

/// The order in which hit testing looks at a container's child units.
enum HitOrder {
    /// Last first: later units draw on top.
    case reversed
    /// By descending `zIndex`, then last first.
    case topmostFirst([Int])
    /// The units' bounds follow one another along an axis without overlapping (stacks,
    /// lists): a binary search finds the one under a point.
    case along(Axis)

    /// Containers with fewer units are searched one by one.
    static var searchThreshold: Int { 8 }

    @MainActor
    init(_ units: [ViewNode]) {
        let indices = units.map { $0.trait(ZIndexTrait.self) }
        if indices.contains(where: { $0 != 0 }) {
            self = .topmostFirst(units.indices.sorted { (indices[$0], $0) > (indices[$1], $1) })
        } else if units.count >= Self.searchThreshold, Self.follow(units, along: .vertical) {
            self = .along(.vertical)
        } else if units.count >= Self.searchThreshold, Self.follow(units, along: .horizontal) {
            self = .along(.horizontal)
        } else {
            self = .reversed
        }
    }

    @MainActor
    private static func follow(_ units: [ViewNode], along axis: Axis) -> Bool {
        zip(units, units.dropFirst()).allSatisfy { previous, next in
            axis == .vertical
                ? next.hitBounds.minY >= previous.hitBounds.maxY
                : next.hitBounds.minX >= previous.hitBounds.maxX
        }
    }
}

/// A node between a view and its container that changes how the view is hit
/// (`.allowsHitTesting`, `.contentShape`).
@MainActor
protocol HitRuleNode: AnyObject {
    func hitRule(at point: CGPoint) -> HitRule
}

/// What a ``HitRuleNode`` says about a point.
enum HitRule {
    /// No change: the content is hit where it draws.
    case pass
    /// The content is not hit at this point.
    case blocked
    /// The point is inside the content's hit area: the content is hit there even where it
    /// does not draw.
    case inside
}

/// A layout unit that is hit only inside an outline (clipping effects, scroll views).
@MainActor
protocol HitClippingNode: AnyObject {
    func admitsHit(at point: CGPoint) -> Bool
}

extension ViewNode {
    /// The frame of this subtree's content: its frame with its child units' bounds.
    var hitBounds: CGRect { layout.hitBounds.isNull ? frame : layout.hitBounds }

    /// Whether a unit without child units is hit where it is (spacers are not).
    var isHitTarget: Bool { !(self is SpacerNode) }

    /// Recomputes ``hitBounds`` after the children were placed.
    func updateHitBounds() {
        layout.hitBounds = childUnits.reduce(frame) { $0.union($1.hitBounds) }
        layout.hitOrder = nil
    }

    /// The union of the frames of the layout units below this node (a transparent node's
    /// content), or `.null`.
    var contentArea: CGRect {
        var units: [ViewNode] = []
        collectLayoutUnits(into: &units)
        return units.reduce(CGRect.null) { $0.union($1.frame) }
    }
}
