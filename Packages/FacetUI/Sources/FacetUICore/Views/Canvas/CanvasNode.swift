import Foundation

/// The node of a ``Canvas``: a leaf widget taking the space offered, whose content is the
/// display list the renderer records. The renderer runs when the node is created, when
/// its value or environment changes and when its size does, and at no other time.
@MainActor
final class CanvasNode<Symbols: View>: TypedNode<Canvas<Symbols>> {
    private var drawn: CanvasDisplayList?
    private var drawnFrame = ShapeFrame(size: .zero, aspect: 1)
    /// The transaction that created the widget: drawing it at its first size then is part
    /// of creating it, not an update.
    private var creation = -1
    /// The symbol views, built at the first drawing (none for a canvas without them).
    private var symbols: CanvasSymbols?

    override var isLayoutUnit: Bool { true }

    private var currentFrame: ShapeFrame {
        ShapeFrame(size: frame.size, aspect: graph.backend.metrics.drawingAspectRatio)
    }

    private func render() -> CanvasDisplayList {
        drawnFrame = currentFrame
        let aspect = drawnFrame.aspect
        let size = CGSize(width: drawnFrame.size.width, height: drawnFrame.size.height * aspect)
        let measurer = CanvasMeasurer(backend: graph.backend, aspect: aspect)
        return value.render(
            size: size, aspect: aspect, environment: environment, measurer: measurer,
            symbols: resolvedSymbols(measurer: measurer, aspect: aspect))
    }

    /// The symbols as they are now (built the first time).
    private func resolvedSymbols(measurer: CanvasMeasurer, aspect: CGFloat)
        -> [AnyHashable: GraphicsContext.ResolvedSymbol]
    {
        guard !(value.symbols is EmptyView) else { return [:] }
        if symbols == nil {
            symbols = CanvasSymbols(value.symbols, environment: environment, host: graph.backend) {
                [weak self] in
                guard let self, self.isMounted else { return }
                self.graph.markDirty(self)
            }
        }
        return symbols?.resolved(environment: environment, measurer: measurer, aspect: aspect) ?? [:]
    }

    /// The symbols changed by themselves: draw again.
    override func invalidated() { redraw() }

    override func mount() {
        // Before its first layout the canvas has no size: the renderer runs when it is placed.
        drawnFrame = currentFrame
        let content =
            drawnFrame.size == .zero
            ? CanvasDisplayList(size: .zero, aspect: drawnFrame.aspect, isOpaque: value.isOpaque) : render()
        drawn = content
        creation = graph.transactionSerial
        graph.createWidget(for: self, content: content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        guard valueChanged || environmentChanged else { return }
        symbols?.update(value.symbols, environment: environment)
        redraw()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        if currentFrame != drawnFrame { redraw() }
    }

    private func redraw() {
        let content = render()
        guard content != drawn else { return }
        drawn = content
        graph.updateWidget(of: self, content: content, counted: creation != graph.transactionSerial)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
