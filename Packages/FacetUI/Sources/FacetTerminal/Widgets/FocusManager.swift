/// A widget whose focusable descendants take focus one after another: reading order places
/// the group as a whole (by its origin), then its widgets among themselves (the panes of a
/// split view).
@MainActor
public protocol FocusGrouping: TerminalWidget {}

/// Keeps track of the focused widget and moves focus in reading order.
///
/// Reading order is top-to-bottom, then left-to-right, by each widget's screen position; widgets at
/// the same position keep tree order. Hidden and disabled widgets (or widgets inside hidden or
/// disabled ancestors) are skipped. Traversal wraps around at either end.
@MainActor
public final class FocusManager {
    /// The focused widget, if any.
    public private(set) weak var focusedWidget: TerminalWidget?

    /// Creates a manager with nothing focused.
    public init() {}

    /// The widgets of `scope` that can take focus, in reading order.
    public func focusableWidgets(in scope: TerminalWidget) -> [TerminalWidget] {
        // A widget's place: the origins of the focus groups it is in (outermost first), then
        // its own origin; places compare position by position.
        var found: [(widget: TerminalWidget, order: Int, place: [CellPoint])] = []
        func visit(_ widget: TerminalWidget, groups: [CellPoint]) {
            guard !widget.isHidden, widget.isEnabled else { return }
            if widget.canFocus { found.append((widget, found.count, groups + [widget.absoluteOrigin])) }
            let inner =
                widget is any FocusGrouping && widget !== scope ? groups + [widget.absoluteOrigin] : groups
            for child in widget.children { visit(child, groups: inner) }
        }
        visit(scope, groups: [])
        func precedes(_ a: CellPoint, _ b: CellPoint) -> Bool? {
            if a.y != b.y { return a.y < b.y }
            if a.x != b.x { return a.x < b.x }
            return nil
        }
        return found.sorted { lhs, rhs in
            for (a, b) in zip(lhs.place, rhs.place) {
                if let order = precedes(a, b) { return order }
            }
            if lhs.place.count != rhs.place.count, let a = lhs.place.last, let b = rhs.place.last,
                let order = precedes(a, b)
            {
                return order
            }
            return lhs.order < rhs.order
        }.map(\.widget)
    }

    /// Focuses `widget` (or clears focus with `nil`); returns whether focus is now on it.
    @discardableResult
    public func focus(_ widget: TerminalWidget?) -> Bool {
        if let widget, !widget.acceptsFocus { return false }
        if focusedWidget === widget { return true }
        focusedWidget?.isFocused = false
        focusedWidget = widget
        widget?.isFocused = true
        return true
    }

    /// Moves focus to the next (or previous) focusable widget in `scope`; returns the new focus.
    @discardableResult
    public func moveFocus(forward: Bool, in scope: TerminalWidget) -> TerminalWidget? {
        let candidates = focusableWidgets(in: scope)
        guard !candidates.isEmpty else {
            focus(nil)
            return nil
        }
        let next: TerminalWidget
        if let current = focusedWidget, let index = candidates.firstIndex(where: { $0 === current }) {
            let offset = forward ? 1 : candidates.count - 1
            next = candidates[(index + offset) % candidates.count]
        } else {
            next = forward ? candidates[0] : candidates[candidates.count - 1]
        }
        focus(next)
        return next
    }

    /// Clears focus when the focused widget can no longer have it or has left `scope`.
    public func validate(in scope: TerminalWidget) {
        guard let current = focusedWidget else { return }
        if !current.acceptsFocus || !current.isDescendant(of: scope) { focus(nil) }
    }
}
