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

    override var isLayoutUnit: Bool { true }

    private var currentFrame: ShapeFrame {
        ShapeFrame(size: frame.size, aspect: graph.backend.metrics.drawingAspectRatio)
    }

    private func render() -> CanvasDisplayList {
        drawnFrame = currentFrame
        let aspect = drawnFrame.aspect
        let size = CGSize(width: drawnFrame.size.width, height: drawnFrame.size.height * aspect)
        return value.render(
            size: size, aspect: aspect, environment: environment,
            measurer: CanvasMeasurer(backend: graph.backend, aspect: aspect))
    }

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
