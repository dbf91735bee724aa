/// The compositor of a ``WidgetTree``: draws the root, overlays and modals into a frame buffer and
/// hands frames to an ``ANSIRenderer``.
///
/// Modals are drawn over the root in presentation order; with ``dimsBehindModals`` the content
/// under the topmost modal is dimmed. The terminal cursor is shown only where the focused widget
/// asks for it (a text input).
@MainActor
public final class TerminalScreen {
    /// The widgets shown.
    public let tree: WidgetTree
    /// The renderer frames go to, if any (tests may compose without one).
    public let renderer: ANSIRenderer?
    /// The last composed frame.
    public private(set) var buffer: CellBuffer
    /// Whether everything below a modal is drawn dimmed.
    public var dimsBehindModals = true
    /// The number of frames composed.
    public private(set) var composedFrameCount = 0

    /// Creates a screen for a tree; frames are written through `renderer` when given.
    public init(tree: WidgetTree, renderer: ANSIRenderer? = nil) {
        self.tree = tree
        self.renderer = renderer
        self.buffer = CellBuffer(size: tree.size)
    }

    /// Changes the screen size (and the tree's).
    public func resize(to size: CellSize) {
        tree.dispatch(.resize(size))
    }

    /// Composes the tree into a fresh frame and returns it.
    @discardableResult
    public func compose() -> CellBuffer {
        tree.focusPresentedModal()
        var frame = CellBuffer(size: tree.size)
        WidgetCompositor.draw(tree.root, in: &frame)
        WidgetCompositor.drawOverlays(of: tree.root, in: &frame)
        for modal in tree.modals {
            if dimsBehindModals {
                frame.modifyStyle(in: frame.bounds) { $0.dim = true }
            }
            modal.layout(in: tree.size)
            WidgetCompositor.draw(modal, in: &frame)
            WidgetCompositor.drawOverlays(of: modal, in: &frame)
        }
        buffer = frame
        tree.needsDisplay = false
        composedFrameCount += 1
        return frame
    }

    /// Composes a frame when something changed (or when `force` is set) and renders it with the
    /// cursor of the focused text input. Returns whether a frame was rendered.
    @discardableResult
    public func render(force: Bool = false) -> Bool {
        guard force || tree.needsDisplay || composedFrameCount == 0 else { return false }
        let frame = compose()
        renderer?.render(frame, cursor: tree.cursorPosition)
        return true
    }
}
