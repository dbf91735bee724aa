/// A widget hierarchy on a screen: the root, the modals presented over it, focus, and the routing
/// of input events.
///
/// - Tab and Shift-Tab move focus in reading order (inside the topmost modal while one is shown);
///   unhandled arrow keys do too when ``arrowKeysMoveFocus`` is set.
/// - Key and paste events go to the focused widget and bubble up through its ancestors until one
///   consumes them; Enter and Space activate buttons and toggles that way.
/// - A mouse press goes to the widget under the pointer (open overlays such as a picker menu
///   first, then the topmost modal, then the root); the nearest focusable widget there is focused.
///   The widget that consumed the press also receives the drag and release events.
/// - An Escape nobody consumed dismisses the topmost modal.
@MainActor
public final class WidgetTree {
    /// The widget covering the whole screen.
    public let root: TerminalWidget
    /// The presented modals, bottom to top.
    public private(set) var modals: [ModalWidget] = []
    /// Focus state and traversal.
    public let focus = FocusManager()
    /// The screen size; the root's frame follows it.
    public var size: CellSize {
        didSet {
            root.frame = CellRect(origin: .zero, size: size)
            needsDisplay = true
        }
    }
    /// Whether unhandled arrow keys move focus (Down/Right forward, Up/Left backward).
    public var arrowKeysMoveFocus = true
    /// Whether anything in the tree changed since the last frame.
    public var needsDisplay = true
    /// The number of events dispatched, consumed or not.
    public private(set) var dispatchedEventCount = 0

    private weak var mouseCapture: TerminalWidget?
    /// A modal presented while it had no focusable widget yet (a view graph inserts a modal,
    /// then the widgets of its content): it takes focus at the next frame or event.
    private weak var modalAwaitingFocus: ModalWidget?

    /// Creates a tree whose root fills a screen of `size`. The root defaults to a plain container.
    public init(root: TerminalWidget = ContainerWidget(), size: CellSize) {
        self.root = root
        self.size = size
        root.frame = CellRect(origin: .zero, size: size)
        root.ownerTree = self
    }

    /// The widget with keyboard focus.
    public var focusedWidget: TerminalWidget? { focus.focusedWidget }

    /// The subtree that currently takes input: the topmost modal, or the root.
    public var activeScope: TerminalWidget { modals.last ?? root }

    /// Focuses a widget; returns whether it took focus.
    @discardableResult
    public func focus(_ widget: TerminalWidget?) -> Bool {
        let result = focus.focus(widget)
        if result, let widget { scrollToVisible(widget) }
        return result
    }

    /// Moves focus to the next widget in reading order.
    @discardableResult
    public func focusNext() -> TerminalWidget? {
        let widget = focus.moveFocus(forward: true, in: activeScope)
        if let widget { scrollToVisible(widget) }
        return widget
    }

    /// Moves focus to the previous widget in reading order.
    @discardableResult
    public func focusPrevious() -> TerminalWidget? {
        let widget = focus.moveFocus(forward: false, in: activeScope)
        if let widget { scrollToVisible(widget) }
        return widget
    }

    /// Shows a modal above everything and focuses its first focusable widget.
    public func present(_ modal: ModalWidget) {
        guard !modals.contains(where: { $0 === modal }) else { return }
        modal.removeFromParent()
        modal.ownerTree = self
        modals.append(modal)
        modal.layout(in: size)
        modal.previousFocus = focusedWidget
        focus.focus(nil)
        if focusNext() == nil { modalAwaitingFocus = modal }
        needsDisplay = true
    }

    /// Focuses the first focusable widget of a modal presented before its widgets were in
    /// it, once they are (called before a frame is composed and before an event is routed).
    public func focusPresentedModal() {
        guard let modal = modalAwaitingFocus else { return }
        modalAwaitingFocus = nil
        guard modals.last === modal, focusedWidget == nil else { return }
        focusNext()
    }

    /// Removes a modal; focus moves to the next modal down, or to the first widget of the root.
    public func dismiss(_ modal: ModalWidget) {
        guard let index = modals.firstIndex(where: { $0 === modal }) else { return }
        modals.remove(at: index)
        modal.ownerTree = nil
        focus.validate(in: activeScope)
        if focusedWidget == nil, let previous = modal.previousFocus, previous.isDescendant(of: activeScope) {
            focus(previous)
        }
        if focusedWidget == nil { focusNext() }
        needsDisplay = true
    }

    /// The absolute cursor position for the focused widget, when it shows one and it is visible.
    public var cursorPosition: CellPoint? {
        guard let widget = focusedWidget, let local = widget.cursorPosition else { return nil }
        let point = widget.absoluteOrigin + local
        return widget.visibleFrame.contains(point) ? point : nil
    }

    /// Scrolls every enclosing scroll view so that `widget` is visible.
    public func scrollToVisible(_ widget: TerminalWidget) {
        var child = widget
        var rect = widget.frame
        while let parent = child.parent {
            if let scrollView = parent as? ScrollViewWidget { scrollView.scrollRectToVisible(rect) }
            rect = rect.offsetBy(
                dx: parent.frame.x - parent.contentOffset.x, dy: parent.frame.y - parent.contentOffset.y)
            child = parent
        }
    }

    // MARK: - Hit testing

    /// The deepest visible widget at a screen point in the input scope (overlays first).
    public func hitTest(_ point: CellPoint) -> TerminalWidget? {
        if let overlayOwner = overlayWidget(at: point) { return overlayOwner }
        let scope = activeScope
        return Self.hitTest(scope, point: point - scope.absoluteOrigin)
    }

    private func overlayWidget(at point: CellPoint) -> TerminalWidget? {
        var result: TerminalWidget?
        func visit(_ widget: TerminalWidget) {
            guard !widget.isHidden else { return }
            if let overlay = widget.overlayFrame {
                let origin = widget.absoluteOrigin
                if overlay.offsetBy(dx: origin.x, dy: origin.y).contains(point) { result = widget }
            }
            for child in widget.children { visit(child) }
        }
        visit(activeScope)
        return result
    }

    private func overlayOwners() -> [TerminalWidget] {
        var owners: [TerminalWidget] = []
        func visit(_ widget: TerminalWidget) {
            if widget.overlayFrame != nil { owners.append(widget) }
            for child in widget.children { visit(child) }
        }
        visit(root)
        for modal in modals { visit(modal) }
        return owners
    }

    static func hitTest(_ widget: TerminalWidget, point: CellPoint) -> TerminalWidget? {
        guard !widget.isHidden else { return nil }
        let inside = widget.bounds.contains(point)
        if widget.clipsToBounds && !widget.contentClipRect.contains(point) {
            return inside ? widget : nil
        }
        let contentPoint = point + widget.contentOffset
        for child in widget.children.reversed() {
            if let hit = hitTest(child, point: contentPoint - child.frame.origin) { return hit }
        }
        return inside ? widget : nil
    }

    // MARK: - Dispatch

    /// Routes an event; returns whether some widget (or the tree) consumed it.
    @discardableResult
    public func dispatch(_ event: InputEvent) -> Bool {
        dispatchedEventCount += 1
        focusPresentedModal()
        focus.validate(in: activeScope)
        switch event {
        case .key(let key):
            return dispatchKey(key)
        case .paste:
            return bubble(event, from: focusedWidget)
        case .mouse(let mouse):
            return dispatchMouse(mouse)
        case .resize(let newSize):
            size = newSize
            for modal in modals { modal.layout(in: newSize) }
            return true
        case .focus:
            return false
        }
    }

    private func dispatchKey(_ key: KeyEvent) -> Bool {
        if key.key == .tab && key.modifiers.subtracting(.shift).isEmpty {
            if key.modifiers.contains(.shift) { focusPrevious() } else { focusNext() }
            return true
        }
        if bubble(.key(key), from: focusedWidget) { return true }
        if key.modifiers.isEmpty {
            switch key.key {
            case .escape:
                if let modal = modals.last {
                    modal.requestDismiss()
                    return true
                }
            case .down, .right:
                if arrowKeysMoveFocus { return focusNext() != nil }
            case .up, .left:
                if arrowKeysMoveFocus { return focusPrevious() != nil }
            default:
                break
            }
        }
        return false
    }

    private func dispatchMouse(_ mouse: MouseEvent) -> Bool {
        if let captured = mouseCapture, mouse.kind == .drag || mouse.kind == .release {
            if mouse.kind == .release { mouseCapture = nil }
            return captured.handle(.mouse(localized(mouse, for: captured)))
        }
        let hit = hitTest(mouse.position)
        if mouse.kind == .press {
            for owner in overlayOwners() where owner !== hit { owner.dismissOverlay() }
        }
        guard let hit else { return false }
        if mouse.kind == .press {
            var candidate: TerminalWidget? = hit
            while let widget = candidate, !widget.acceptsFocus { candidate = widget.parent }
            if let candidate { focus(candidate) }
        }
        var widget: TerminalWidget? = hit
        while let current = widget {
            if current.isEnabledInTree && current.handle(.mouse(localized(mouse, for: current))) {
                if mouse.kind == .press { mouseCapture = current }
                return true
            }
            widget = current.parent
        }
        return false
    }

    private func localized(_ mouse: MouseEvent, for widget: TerminalWidget) -> MouseEvent {
        var local = mouse
        local.position = mouse.position - widget.absoluteOrigin
        return local
    }

    private func bubble(_ event: InputEvent, from start: TerminalWidget?) -> Bool {
        var widget = start
        while let current = widget {
            if current.isEnabledInTree && current.handle(event) { return true }
            widget = current.parent
        }
        return false
    }
}
