import Foundation

extension GraphicsContext {
    /// A symbol view of a canvas (`Canvas(renderer:symbols:)`, tagged with `.tag(_:)`), laid
    /// out at its ideal size and drawn, ready to be drawn in the canvas.
    public struct ResolvedSymbol: Sendable {
        /// What the symbol draws, in its own canvas units, origin at its top-leading corner.
        let items: [CanvasDisplayList.Item]
        /// The symbol's size, in the context's units.
        public let size: CGSize

        init(items: [CanvasDisplayList.Item], size: CGSize) { (self.items, self.size) = (items, size) }
    }

    /// The symbol view tagged `id` among the canvas's symbols, or `nil` when none is.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let star = context.resolveSymbol(id: 0) {
    ///         context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Image(systemName: "star.fill").tag(0)
    /// }
    /// ```
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { symbols[AnyHashable(id)] }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let placement = Self.placement(of: symbol.size, in: rect)
        for item in symbol.items { record(item, placedBy: placement) }
    }

    /// The transform that scales a drawing of `size`, origin at its top-leading corner, to
    /// fill `rect`.
    static func placement(of size: CGSize, in rect: CGRect) -> CGAffineTransform {
        CGAffineTransform(
            a: size.width > 0 ? rect.width / size.width : 1, b: 0, c: 0,
            d: size.height > 0 ? rect.height / size.height : 1, tx: rect.minX, ty: rect.minY)
    }

    /// Draws `symbol` at its own size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(
            x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    /// Records `item`, drawn in coordinates that `placement` maps to the context's, with the
    /// context's state added to its own: transform, clips, opacity, colour filters, blend
    /// mode and filters.
    func record(_ item: CanvasDisplayList.Item, placedBy placement: CGAffineTransform) {
        let toDevice = placement.concatenating(transform)
        let scale = sqrt(abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c))
        let command: CanvasDisplayList.Command
        switch item.command {
        case .fill(let path, let paint, let style):
            command = .fill(path.applying(toDevice), finish(paint, placedBy: toDevice), style)
        case .stroke(let path, let paint, var style):
            style.lineWidth *= scale
            style.dash = style.dash.map { $0 * scale }
            style.dashPhase *= scale
            command = .stroke(path.applying(toDevice), finish(paint, placedBy: toDevice), style)
        case .text(var text, let rect):
            text.runs = text.runs.map { run in
                var run = run
                run.color = run.color.map(finish)
                return run
            }
            command = .text(text, rect.applying(toDevice))
        case .image(var image, let rect):
            image.color = image.color.map(finish)
            command = .image(image, rect.applying(toDevice))
        }
        let placedClips = item.clips.map { clip in
            var placed = clip
            placed.path = clip.path.applying(toDevice)
            return placed
        }
        recorder.items.append(
            CanvasDisplayList.Item(
                command: command, clips: clips + placedClips, opacity: item.opacity * opacity,
                blendMode: item.blendMode == .normal ? blendMode : item.blendMode,
                filters: filters.filter { filterColor($0, .black) == nil } + item.filters))
    }

    private func finish(_ paint: CanvasDisplayList.Paint, placedBy toDevice: CGAffineTransform)
        -> CanvasDisplayList.Paint
    {
        switch paint {
        case .color(let color): .color(finish(color))
        case .gradient(let gradient): .gradient(finish(gradient.applying(toDevice)))
        }
    }
}

extension GraphicsContext {
    /// Draws a symbol's widget and the widgets inside it, its frame's origin (in widget
    /// units, relative to its parent's) moved to `origin` (canvas units); a widget unit is
    /// `aspect` canvas units tall.
    mutating func replay(_ widget: SymbolBackend.Widget, origin: CGPoint, aspect: CGFloat) {
        let frame = CGRect(
            x: origin.x + widget.frame.minX, y: origin.y + widget.frame.minY * aspect,
            width: widget.frame.width, height: widget.frame.height * aspect)
        let toCanvas = CGAffineTransform(a: 1, b: 0, c: 0, d: aspect, tx: frame.minX, ty: frame.minY)
        var context = self
        var drawsChildren = true
        switch widget.content {
        case let shape as ResolvedShape:
            let paint: CanvasDisplayList.Paint =
                shape.gradient.map { gradient in
                    var placed = gradient.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY))
                    placed.aspect = 1
                    return .gradient(placed)
                } ?? .color(shape.color)
            let path = shape.path.applying(toCanvas)
            if let stroke = shape.strokeStyle {
                record(CanvasDisplayList.Item(command: .stroke(path, paint, stroke)), placedBy: .identity)
            } else {
                record(
                    CanvasDisplayList.Item(command: .fill(path, paint, shape.fillStyle)), placedBy: .identity)
            }
        case let text as FacetUICore.ResolvedText:
            draw(ResolvedText(text: text, measurer: measurer, shading: .foreground), in: frame)
        case let image as ImageContent:
            draw(
                ResolvedImage(image: image, naturalSize: frame.size, baseline: frame.height, shading: nil),
                in: frame)
        case let list as CanvasDisplayList:
            let placement = Self.placement(of: list.size, in: frame)
            for item in list.items { record(item, placedBy: placement) }
        case let container as ContainerContent:
            drawsChildren = !container.isHidden
            context.opacity *= min(1, max(0, container.opacity))
        case let effect as EffectContent:
            drawsChildren = context.apply(
                effect.effect, toWidgetAt: toCanvas, children: widget.children, aspect: aspect)
        case is SymbolSlotContent, is TapGestureContent:
            break
        default:
            OneTimeWarnings.report(
                "[Facet] warning: a Canvas symbol cannot draw a \(widget.content.kind) (only shapes, colours,"
                    + " text, images and canvases are drawn); the views inside it are drawn without it",
                key: "symbol:\(widget.content.kind)")
        }
        guard drawsChildren else { return }
        for child in widget.children { context.replay(child, origin: frame.origin, aspect: aspect) }
    }

    /// Applies a widget's graphical effect to what its children draw; `false` when they draw
    /// nothing (a mask layer).
    private mutating func apply(
        _ effect: GraphicalEffect, toWidgetAt toCanvas: CGAffineTransform, children: [SymbolBackend.Widget],
        aspect: CGFloat
    ) -> Bool {
        switch effect {
        case .clip(let region):
            clip(to: region.path.applying(toCanvas), style: region.fillStyle)
        case .blendMode(let mode):
            blendMode = GraphicsContext.BlendMode(mode)
        case .transform(let projection):
            let local = CGAffineTransform(
                a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22,
                tx: projection.m31, ty: projection.m32)
            transform = toCanvas.inverted().concatenating(local).concatenating(toCanvas).concatenating(
                transform)
        case .mask:
            guard let layer = children.first(where: { ($0.content as? EffectContent)?.effect == .maskLayer })
            else {
                break
            }
            let origin = CGPoint(x: toCanvas.tx, y: toCanvas.ty)
            clipToLayer { $0.replay(layer, origin: origin, aspect: aspect) }
        case .maskLayer:
            return false
        case .compositingGroup, .drawingGroup:
            break
        default:
            filters.append(effect)
        }
        return true
    }
}
