import Foundation

/// What a scroll view reads from the environment: the indicators to show, the default
/// anchor, and the `.scrollPosition(id:)` binding it follows and updates.
extension ScrollViewNode {
    /// Whether indicators are drawn: `.scrollIndicators(_:axes:)` for a scrolling axis
    /// decides (`.automatic` leaves it to the initializer's `showsIndicators`).
    var showsIndicators: Bool {
        func shows(_ visibility: ScrollIndicatorVisibility) -> Bool {
            switch visibility.storage {
            case .automatic: return value.showsIndicators
            case .visible: return true
            case .hidden, .never: return false
            }
        }
        return (value.axes.contains(.vertical) && shows(environment.verticalScrollIndicatorVisibility))
            || (value.axes.contains(.horizontal) && shows(environment.horizontalScrollIndicatorVisibility))
    }

    /// Scrolls to the `.defaultScrollAnchor(_:)` point of the content (`.bottom` shows its
    /// end), while the user has not scrolled and no `scrollTo` is under way.
    func applyDefaultAnchor() {
        guard let anchor = environment.defaultScrollAnchor, !userScrolled, pendingTarget == nil else {
            return
        }
        let maxX = max(0, contentSize.width - frame.width)
        let maxY = max(0, contentSize.height - frame.height)
        scroll(to: CGPoint(x: anchor.x * maxX, y: anchor.y * maxY))
    }

    /// Scrolls to the id the `.scrollPosition(id:)` binding holds when the program set it.
    func followPositionBinding() {
        guard let binding = environment.scrollPositionBinding else { return }
        let id = binding.get()
        guard id != positionID else { return }
        positionID = id
        if let id { _ = scroll(toID: id, anchor: binding.anchor ?? .topLeading) }
    }

    /// Writes to the `.scrollPosition(id:)` binding the id of the row now at its anchor (the
    /// first visible row by default).
    func reportPosition() {
        guard isMounted, let binding = environment.scrollPositionBinding else { return }
        let rows = scrollTargetRows()
        let visible = visibleRect
        let anchor = binding.anchor ?? .topLeading
        // A point on the far edge counts as the last row in view, not the next one.
        let point = CGPoint(
            x: min(visible.minX + anchor.x * visible.width, visible.maxX - 0.01),
            y: min(visible.minY + anchor.y * visible.height, visible.maxY - 0.01))
        let vertical = value.axes.contains(.vertical)
        func meets(_ rect: CGRect) -> Bool {
            vertical
                ? rect.minY <= point.y && point.y < rect.maxY : rect.minX <= point.x && point.x < rect.maxX
        }
        let at =
            rows.first { meets($0.rect) }
            ?? rows.first { vertical ? $0.rect.minY > point.y : $0.rect.minX > point.x }
        guard let id = at?.id, id != positionID else { return }
        positionID = id
        binding.set(id)
    }

    /// The rows with ids in the content, in order (scroll views inside are not searched).
    private func scrollTargetRows() -> [(id: AnyHashable, rect: CGRect)] {
        var found: [(id: AnyHashable, rect: CGRect)] = []
        func visit(_ node: ViewNode) {
            if node !== self, node is any ScrollTargetContainer { return }
            if let rows = node as? any ScrollTargetRows {
                found += rows.placedRows
                return
            }
            if let identified = node.view as? any ExplicitlyIdentifiedView, let rect = node.unitsFrame {
                found.append((identified.explicitIdentity, rect))
                return
            }
            node.children.forEach(visit)
        }
        visit(self)
        return found
    }

    /// Runs the `.onScrollGeometryChange` observers after this transaction's layout.
    func scheduleGeometryReport() {
        guard !geometryReportScheduled, !environment.scrollGeometryObservers.isEmpty else { return }
        geometryReportScheduled = true
        graph.afterCommit { [weak self] in self?.reportGeometry() }
    }

    private func reportGeometry() {
        geometryReportScheduled = false
        guard isMounted else { return }
        let observers = environment.scrollGeometryObservers
        let insets = insets
        let geometry = ScrollGeometry(
            contentOffset: offset, contentSize: contentSize, contentInsets: EdgeInsets(),
            containerSize: CGSize(
                width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)
            ))
        if geometryValues.count != observers.count {
            geometryValues = Array(repeating: nil, count: observers.count)
        }
        for (index, observer) in observers.enumerated() {
            geometryValues[index] = observer.update(geometry, geometryValues[index])
        }
    }

    /// Where a scroll the user makes to `point` comes to rest, as the
    /// `.scrollTargetBehavior(_:)` decides.
    func restingPoint(for point: CGPoint) -> CGPoint {
        guard let behavior = environment.scrollTargetBehavior else { return point }
        let insets = insets
        let container = CGSize(
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let original = ScrollTarget(rect: CGRect(origin: point, size: container), anchor: nil)
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: CGVector(dx: point.x - offset.x, dy: point.y - offset.y),
            contentSize: contentSize, containerSize: container, axes: value.axes, environment: environment,
            targetRects: scrollTargetRects().map {
                $0.offsetBy(dx: -(frame.minX + insets.leading), dy: -(frame.minY + insets.top))
            })
        var target = original
        behavior.updateTarget(&target, context: context)
        return target.rect.origin
    }
}
