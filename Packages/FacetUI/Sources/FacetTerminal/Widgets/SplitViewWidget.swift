/// Side-by-side panes separated by vertical lines (backs `NavigationSplitView`).
///
/// Each child is a pane (usually a ``SplitPaneWidget``); a line is drawn in the column just
/// after every pane but the last. Focus goes through one pane's widgets before the next
/// pane's (panes group focus), and the left and right arrow keys, when the focused widget
/// does not use them, move focus to the first widget of the previous or next pane. With
/// ``overlaysFirstPane`` the first child spans the widget under the others, and a line is
/// drawn after each of the others, above the spanning pane.
@MainActor
open class SplitViewWidget: TerminalWidget {
    /// Whether the first child spans the widget and the others are drawn over it (the
    /// children are then in drawing order: the spanning pane first).
    public var overlaysFirstPane = false {
        didSet { if overlaysFirstPane != oldValue { setNeedsDisplay() } }
    }
    /// The style of the separator lines.
    public var separatorStyle = CellStyle(foreground: .gray) {
        didSet { if separatorStyle != oldValue { setNeedsDisplay() } }
    }

    /// Creates a split view widget.
    public override init() {
        super.init()
    }

    /// The panes shown, in drawing order.
    public var panes: [TerminalWidget] { children.filter { !$0.isHidden } }

    /// The panes that have a line after them.
    private var separatedPanes: [TerminalWidget] {
        let panes = panes
        if overlaysFirstPane { return Array(panes.dropFirst()) }
        return Array(panes.dropLast())
    }

    open override func draw(in buffer: inout CellBuffer) {
        for pane in separatedPanes where pane.frame.maxX < frame.width {
            buffer.drawVerticalLine(
                at: CellPoint(x: pane.frame.maxX, y: 0), length: frame.height, style: separatorStyle)
        }
    }

    /// The lines drawn over an overlaid pane are drawn again above it.
    open override func drawForeground(in buffer: inout CellBuffer) {
        guard overlaysFirstPane else { return }
        draw(in: &buffer)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .left || key.key == .right,
            let tree, let focused = tree.focusedWidget
        else { return false }
        let panes = panes.sorted { $0.frame.x < $1.frame.x }
        guard let current = panes.firstIndex(where: { focused.isDescendant(of: $0) }) else { return false }
        let step = key.key == .right ? 1 : -1
        var index = current + step
        while panes.indices.contains(index) {
            if let first = tree.focus.focusableWidgets(in: panes[index]).first {
                tree.focus(first)
                return true
            }
            index += step
        }
        return false
    }
}

/// One pane of a ``SplitViewWidget``: its widgets take focus one after another, before the
/// next pane's (``FocusGrouping``).
@MainActor
open class SplitPaneWidget: ContainerWidget, FocusGrouping {
    /// A pane drawn over the spanning pane of its split view blanks what is under it.
    open override func draw(in buffer: inout CellBuffer) {
        if let split = parent as? SplitViewWidget, split.overlaysFirstPane, split.children.first !== self {
            buffer.fill(bounds)
        }
        super.draw(in: &buffer)
    }
}
