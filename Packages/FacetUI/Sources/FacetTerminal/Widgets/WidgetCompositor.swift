/// Draws widget trees into a ``CellBuffer``.
///
/// Each widget draws in its own coordinates, clipped to its frame and to the content area of every
/// ancestor; a widget's ``TerminalWidget/backgroundColor`` is filled first, then ``TerminalWidget/draw(in:)``,
/// then the children (shifted by the parent's ``TerminalWidget/contentOffset``), then
/// ``TerminalWidget/drawForeground(in:)``; a widget that ``TerminalWidget/composesSubtree``
/// then reworks what its subtree drew over what was there before (effects, clipping).
/// Overlays (open picker menus) are drawn after the whole tree,
/// unclipped. Hidden widgets and their subtrees are skipped.
@MainActor
public enum WidgetCompositor {
    /// Draws `widget` and its subtree; `buffer.origin` is the origin of the parent's content.
    public static func draw(_ widget: TerminalWidget, in buffer: inout CellBuffer) {
        guard !widget.isHidden else { return }
        let outerClip = buffer.clip
        let backdrop = widget.composesSubtree ? buffer : nil
        if backdrop != nil { buffer.beginRecordingWrites() }
        buffer.withRegion(widget.frame) { buffer in
            if let background = widget.backgroundColor {
                buffer.fill(widget.bounds, style: CellStyle(background: background))
            }
            widget.draw(in: &buffer)
            if !widget.children.isEmpty {
                let savedClip = buffer.clip
                let savedOrigin = buffer.origin
                if widget.clipsToBounds {
                    let content = widget.contentClipRect.offsetBy(dx: buffer.origin.x, dy: buffer.origin.y)
                    buffer.clip = buffer.clip.intersection(content)
                } else {
                    buffer.clip = outerClip
                }
                buffer.origin = buffer.origin - widget.contentOffset
                for child in widget.children { draw(child, in: &buffer) }
                buffer.origin = savedOrigin
                buffer.clip = savedClip
            }
            widget.drawForeground(in: &buffer)
            if let backdrop {
                widget.subtreeWrites = buffer.endRecordingWrites()
                widget.compose(&buffer, over: backdrop, outerClip: outerClip)
                widget.subtreeWrites = []
            }
        }
        widget.needsDisplay = false
    }

    /// Draws the overlays of every visible widget of the subtree, above everything.
    public static func drawOverlays(of widget: TerminalWidget, in buffer: inout CellBuffer) {
        guard !widget.isHidden else { return }
        if widget.overlayFrame != nil {
            let savedOrigin = buffer.origin
            let savedClip = buffer.clip
            buffer.origin = widget.absoluteOrigin
            buffer.clip = buffer.bounds
            widget.drawOverlay(in: &buffer)
            buffer.origin = savedOrigin
            buffer.clip = savedClip
        }
        for child in widget.children { drawOverlays(of: child, in: &buffer) }
    }
}
