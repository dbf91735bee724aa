/// The base class of the terminal widget toolkit: a rectangle of cells in a tree of widgets.
///
/// A widget's ``frame`` is in its parent's coordinate space (the parent's content, which a scroll
/// view shifts by its ``contentOffset``); a widget without a parent (the root, a modal) has a frame in
/// screen coordinates. ``draw(in:)`` draws in local coordinates: the compositor sets the buffer's
/// origin to the widget's top-left cell and clips to the visible part of the widget.
///
/// Subclasses override ``draw(in:)``, ``handle(_:)``, ``performPrimaryAction()`` and
/// ``sizeThatFits(width:height:)``. Every stored property that changes the look calls
/// ``setNeedsDisplay()``. All of it runs on the main actor.
@MainActor
open class TerminalWidget {
    /// The widget's rectangle in its parent's content coordinates.
    public var frame: CellRect = .zero {
        didSet { if frame != oldValue { setNeedsDisplay() } }
    }
    /// The widgets inside this one, drawn in order (later ones on top).
    public private(set) var children: [TerminalWidget] = []
    /// The widget containing this one, if any.
    public private(set) weak var parent: TerminalWidget?
    /// A name for finding the widget in tests and introspection; never drawn.
    public var identifier: String?
    /// Whether the widget and its subtree are skipped when drawing, hit testing and focusing.
    public var isHidden = false {
        didSet { if isHidden != oldValue { parent?.setNeedsDisplay() ?? setNeedsDisplay() } }
    }
    /// Whether the widget reacts to input; a disabled widget is drawn dimmed and is skipped by focus.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// Whether focus traversal (Tab, Shift-Tab, clicks) may focus the widget.
    public var canFocus = false
    /// Whether the widget has keyboard focus; set by ``WidgetTree``.
    public internal(set) var isFocused = false {
        didSet {
            if isFocused != oldValue {
                setNeedsDisplay()
                focusDidChange()
            }
        }
    }
    /// Whether something changed since the widget was last drawn. Setting a property that affects the
    /// look sets it (and the ancestors' flags); the compositor clears it after drawing.
    public internal(set) var needsDisplay = true
    /// The text a screen reader or test would use for the widget.
    public var accessibilityLabel: String?
    /// A colour filling the whole frame before the widget draws, or `nil` for none.
    public var backgroundColor: TerminalColor? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether children are clipped to this widget's ``contentClipRect``.
    public var clipsToBounds = true

    /// The tree this widget is presented in (set on roots and modals).
    weak var ownerTree: WidgetTree?

    /// Creates a widget with an empty frame.
    public init() {}

    // MARK: - Tree

    /// Appends a child, removing it from its previous parent first.
    public func addChild(_ child: TerminalWidget) {
        insertChild(child, at: children.count)
    }

    /// Inserts a child at an index (clamped to the valid range), removing it from its previous parent.
    public func insertChild(_ child: TerminalWidget, at index: Int) {
        child.removeFromParent()
        children.insert(child, at: min(max(0, index), children.count))
        child.parent = self
        setNeedsDisplay()
    }

    /// Removes a child; does nothing when `child` is not a child of this widget.
    public func removeChild(_ child: TerminalWidget) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        child.parent = nil
        setNeedsDisplay()
    }

    /// Removes every child.
    public func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
        setNeedsDisplay()
    }

    /// Removes the widget from its parent.
    public func removeFromParent() {
        parent?.removeChild(self)
    }

    /// The topmost ancestor (the widget itself when it has no parent).
    public var root: TerminalWidget {
        var widget = self
        while let parent = widget.parent { widget = parent }
        return widget
    }

    /// The tree the widget belongs to, if its root is presented in one.
    public var tree: WidgetTree? { root.ownerTree }

    /// Whether `other` is this widget or one of its ancestors.
    public func isDescendant(of other: TerminalWidget) -> Bool {
        var widget: TerminalWidget? = self
        while let current = widget {
            if current === other { return true }
            widget = current.parent
        }
        return false
    }

    /// Marks the widget, and its ancestors, as needing to be drawn.
    public func setNeedsDisplay() {
        needsDisplay = true
        var widget = parent
        while let current = widget, !current.needsDisplay {
            current.needsDisplay = true
            widget = current.parent
        }
        if let tree = root.ownerTree { tree.needsDisplay = true }
    }

    // MARK: - Geometry

    /// The widget's own rectangle in local coordinates: origin zero, size of the frame.
    public var bounds: CellRect { CellRect(origin: .zero, size: frame.size) }

    /// How far the children are scrolled: they are drawn shifted by minus this amount.
    open var contentOffset: CellPoint { .zero }

    /// The part of the widget, in local coordinates, that children are clipped to.
    open var contentClipRect: CellRect { bounds }

    /// The screen position of local point (0, 0).
    public var absoluteOrigin: CellPoint {
        guard let parent else { return frame.origin }
        return parent.absoluteOrigin - parent.contentOffset + frame.origin
    }

    /// The widget's frame in screen coordinates.
    public var absoluteFrame: CellRect { CellRect(origin: absoluteOrigin, size: frame.size) }

    /// The part of the widget not clipped away by its ancestors, in screen coordinates.
    public var visibleFrame: CellRect {
        var visible = absoluteFrame
        var widget = self
        while let parent = widget.parent {
            if parent.clipsToBounds {
                let clip = parent.contentClipRect.offsetBy(
                    dx: parent.absoluteOrigin.x, dy: parent.absoluteOrigin.y)
                visible = visible.intersection(clip)
            }
            widget = parent
        }
        return visible
    }

    /// Whether the widget and all its ancestors are visible.
    public var isVisibleInTree: Bool {
        var widget: TerminalWidget? = self
        while let current = widget {
            if current.isHidden { return false }
            widget = current.parent
        }
        return true
    }

    /// Whether the widget and all its ancestors are enabled.
    public var isEnabledInTree: Bool {
        var widget: TerminalWidget? = self
        while let current = widget {
            if !current.isEnabled { return false }
            widget = current.parent
        }
        return true
    }

    /// Whether focus may move to the widget now: focusable, enabled and visible in its tree.
    public var acceptsFocus: Bool { canFocus && isEnabledInTree && isVisibleInTree }

    // MARK: - Overridable behaviour

    /// Draws the widget's own content (children are drawn afterwards by the compositor).
    open func draw(in buffer: inout CellBuffer) {}

    /// Draws on top of the children (scroll indicators, for example).
    open func drawForeground(in buffer: inout CellBuffer) {}

    /// Whether the widget reworks the cells its subtree drew (``compose(_:over:outerClip:)``).
    open var composesSubtree: Bool { false }

    /// While ``compose(_:over:outerClip:)`` runs: the cells (buffer coordinates) the widget
    /// and its subtree wrote, including those where they drew what the backdrop had.
    public internal(set) var subtreeWrites: Set<CellPoint> = []

    /// Reworks what the widget and its subtree drew: `buffer` holds the result (its origin
    /// and clip are the widget's), `backdrop` the buffer before the widget drew, and
    /// `outerClip` the clip outside the widget's frame (for drawing beyond it, as a shadow does).
    open func compose(_ buffer: inout CellBuffer, over backdrop: CellBuffer, outerClip: CellRect) {}

    /// A rectangle in local coordinates that is drawn above everything else and receives mouse
    /// events first (an open picker menu), or `nil` when there is none.
    open var overlayFrame: CellRect? { nil }

    /// Draws the overlay described by ``overlayFrame``, unclipped, in local coordinates.
    open func drawOverlay(in buffer: inout CellBuffer) {}

    /// Closes the overlay because the user pressed the mouse somewhere else.
    open func dismissOverlay() {}

    /// Handles an event; mouse positions are in local coordinates. Returns whether it was consumed;
    /// unconsumed events bubble to the parent.
    open func handle(_ event: InputEvent) -> Bool { false }

    /// Performs what Enter, Space or a click does (press a button, flip a toggle). Returns whether
    /// the widget has such an action.
    @discardableResult
    open func performPrimaryAction() -> Bool { false }

    /// Called after ``isFocused`` changes.
    open func focusDidChange() {}

    /// Where the terminal cursor goes while the widget is focused, in local coordinates, or `nil`
    /// to keep it hidden (only text inputs show it).
    open var cursorPosition: CellPoint? { nil }

    /// The size the widget would like for a proposed width and height (`nil`: unconstrained).
    open func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(width: width ?? frame.width, height: height ?? frame.height)
    }

    // MARK: - Helpers for subclasses

    /// Depth-first search of the subtree (including the widget) for the first match.
    public func first(where predicate: (TerminalWidget) -> Bool) -> TerminalWidget? {
        if predicate(self) { return self }
        for child in children {
            if let match = child.first(where: predicate) { return match }
        }
        return nil
    }

    /// The first widget in the subtree with the given ``identifier``.
    public func widget(withIdentifier identifier: String) -> TerminalWidget? {
        first { $0.identifier == identifier }
    }

    /// A style dimmed when the widget is disabled in its tree.
    func enabledStyle(_ style: CellStyle) -> CellStyle {
        isEnabledInTree ? style : style.with { $0.dim = true }
    }
}

extension TerminalWidget {
    /// The default accent colour of controls (slider fill, switch, prominent buttons).
    public nonisolated static let defaultTint = TerminalColor.blue
}
