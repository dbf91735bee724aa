/// A container that reworks the cells its subtree draws: recolouring, blending with what
/// is behind, clipping to an outline, blurring text and casting a shadow.
///
/// A cell counts as drawn by the subtree when it differs from what was there before. Each
/// effect is a terminal's rendition of a pixel effect:
/// - ``recolor`` maps each drawn colour (the terminal's own default colours, unknown to the
///   program, are kept);
/// - ``blend`` combines each drawn colour with the colour behind it;
/// - ``coverage`` keeps only the cells whose centre is inside an outline, the others show
///   what was behind;
/// - ``blur`` dims drawn text (``Blur/light``) or hides it behind shade blocks
///   (``Blur/heavy``), keeping the colours;
/// - ``shadow`` paints the background of the cells at an offset from the drawn ones (and,
///   with a spread, around them) that the subtree left undrawn, including beyond the frame;
/// - ``transform`` moves the drawn cells: each cell of the transformed area shows the drawn
///   cell its centre maps back to (nearest-neighbour resampling in cell units, so a scale of
///   2 doubles each character and a rotation is drawn in cells, which are taller than wide).
@MainActor
open class EffectWidget: ContainerWidget {
    /// How much a blur obscures text.
    public enum Blur: Sendable {
        case none
        /// Text stays readable, dimmed.
        case light
        /// Text becomes unreadable: each character is drawn as `░`.
        case heavy
    }

    /// A shadow cast by the drawn cells.
    public struct Shadow: Sendable {
        /// The shadow's background colour over a background whose colour is known, given
        /// what that background is.
        public var color: @Sendable (TerminalColor) -> TerminalColor
        /// The shadow's offset from the cells that cast it.
        public var offset: CellPoint
        /// How many cells the shadow extends around its offset cells.
        public var spread: Int

        public init(
            offset: CellPoint, spread: Int, color: @escaping @Sendable (TerminalColor) -> TerminalColor
        ) {
            (self.offset, self.spread, self.color) = (offset, spread, color)
        }
    }

    /// Maps each colour the subtree draws.
    public var recolor: (@Sendable (TerminalColor) -> TerminalColor)? { didSet { setNeedsDisplay() } }
    /// Combines a colour the subtree draws (first) with the colour behind it; `nil` when
    /// the result is transparent (the cell is left blank).
    public var blend: (@Sendable (TerminalColor, TerminalColor) -> TerminalColor?)? {
        didSet { setNeedsDisplay() }
    }
    /// Whether a cell (in the widget's coordinates) may show the subtree's drawing.
    public var coverage: (@Sendable (CellPoint) -> Bool)? { didSet { setNeedsDisplay() } }
    /// How a blur obscures the subtree's text.
    public var blur: Blur = .none { didSet { if blur != oldValue { setNeedsDisplay() } } }
    /// The shadow the subtree's drawing casts.
    public var shadow: Shadow? { didSet { setNeedsDisplay() } }
    /// The transform the subtree's drawing is shown with, in the widget's own coordinates.
    public var transform: CellTransform? { didSet { setNeedsDisplay() } }
    /// Whether the subtree shows only in the cells its mask layer (a child with
    /// ``isMaskLayer``) draws.
    public var isMasked = false { didSet { if isMasked != oldValue { setNeedsDisplay() } } }
    /// Whether the subtree is not shown but tells the enclosing masked widget where it
    /// draws.
    public var isMaskLayer = false { didSet { if isMaskLayer != oldValue { setNeedsDisplay() } } }
    /// The cells (buffer coordinates) the mask layers drew in this composition.
    private var maskCells = Set<CellPoint>()

    open override var composesSubtree: Bool {
        recolor != nil || blend != nil || coverage != nil || blur != .none || shadow != nil || isMasked
            || isMaskLayer || transform != nil
    }

    open override func compose(_ buffer: inout CellBuffer, over backdrop: CellBuffer, outerClip: CellRect) {
        let region = CellRect(origin: buffer.origin, size: frame.size).intersection(buffer.clip)
            .intersection(buffer.bounds)
        if isMaskLayer { return recordMask(in: &buffer, over: backdrop, region: region) }
        if let transform {
            return resample(
                &buffer, over: backdrop, with: transform, clip: outerClip.intersection(buffer.bounds))
        }
        defer { maskCells.removeAll() }
        var drawn = Set<CellPoint>()
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                let before = backdrop[x, y]
                var cell = buffer[x, y]
                guard cell != before else { continue }
                let local = CellPoint(x: x - buffer.origin.x, y: y - buffer.origin.y)
                if let coverage, !coverage(local) {
                    buffer[x, y] = before
                    continue
                }
                if isMasked, !maskCells.contains(CellPoint(x: x, y: y)) {
                    buffer[x, y] = before
                    continue
                }
                rework(&cell, before: before)
                buffer[x, y] = cell
                if cell != before { drawn.insert(CellPoint(x: x, y: y)) }
            }
        }
        if let shadow { cast(shadow, from: drawn, in: &buffer, clip: outerClip.intersection(buffer.bounds)) }
    }

    /// A mask layer's drawing is undone; the cells it drew are handed to the masked widget.
    private func recordMask(in buffer: inout CellBuffer, over backdrop: CellBuffer, region: CellRect) {
        let masked = sequence(first: parent) { $0?.parent }.lazy.compactMap { $0 as? EffectWidget }
            .first { $0.isMasked }
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX where buffer[x, y] != backdrop[x, y] {
                masked?.maskCells.insert(CellPoint(x: x, y: y))
                buffer[x, y] = backdrop[x, y]
            }
        }
    }

    /// Moves what the subtree drew (anywhere in `clip`) through `transform`.
    private func resample(
        _ buffer: inout CellBuffer, over backdrop: CellBuffer, with transform: CellTransform, clip: CellRect
    ) {
        let drawing = buffer
        // What the subtree wrote moves, even where it drew what was there already.
        let drawn = subtreeWrites.filter { clip.contains($0) }
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for point in drawn {
            let (x, y) = (point.x, point.y)
            buffer.restore(backdrop[x, y], atX: x, y: y)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
        }
        guard minX < maxX else { return }
        let origin = buffer.origin
        let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map {
            transform.forward(Double($0.0 - origin.x), Double($0.1 - origin.y))
        }
        let finite = corners.filter { $0.0.isFinite && $0.1.isFinite }
        guard !finite.isEmpty else { return }
        let left = Int(finite.map(\.0).min()!.rounded(.down)) + origin.x
        let top = Int(finite.map(\.1).min()!.rounded(.down)) + origin.y
        let right = Int(finite.map(\.0).max()!.rounded(.up)) + origin.x
        let bottom = Int(finite.map(\.1).max()!.rounded(.up)) + origin.y
        let target = CellRect(x: left, y: top, width: right - left, height: bottom - top).intersection(clip)
        for y in target.y..<max(target.y, target.maxY) {
            for x in target.x..<max(target.x, target.maxX) {
                let source = transform.inverse(Double(x - origin.x) + 0.5, Double(y - origin.y) + 0.5)
                guard source.0.isFinite, source.1.isFinite else { continue }
                let sx = Int(source.0.rounded(.down)) + origin.x
                let sy = Int(source.1.rounded(.down)) + origin.y
                guard sx >= minX, sx < maxX, sy >= minY, sy < maxY, drawn.contains(CellPoint(x: sx, y: sy))
                else {
                    continue
                }
                buffer[x, y] = drawing[sx, sy]
            }
        }
    }

    private func rework(_ cell: inout Cell, before: Cell) {
        let textDrawn =
            cell.character != before.character || cell.style.foreground != before.style.foreground
        let backgroundDrawn = cell.style.background != before.style.background
        if textDrawn, cell.character != " ", !cell.isContinuation {
            switch blur {
            case .none: break
            case .light: cell.style.dim = true
            case .heavy: cell.character = "░"
            }
        }
        if let recolor {
            if textDrawn { cell.style.foreground = recolor(cell.style.foreground) }
            if backgroundDrawn { cell.style.background = recolor(cell.style.background) }
        }
        if let blend {
            let behind = before.paint
            let primary = cell.isBlock ? cell.style.foreground : cell.style.background
            guard let result = blend(primary, behind) else {
                // Nothing is left where the drawing erased what was behind (`destinationOut`).
                cell = Cell(" ")
                return
            }
            if cell.isBlock {
                cell.style.foreground = result
                if backgroundDrawn {
                    cell.style.background = blend(cell.style.background, before.style.background) ?? .default
                }
            } else {
                if backgroundDrawn { cell.style.background = result }
                if textDrawn { cell.style.foreground = blend(cell.style.foreground, behind) ?? behind }
            }
        }
    }

    private func cast(
        _ shadow: Shadow, from drawn: Set<CellPoint>, in buffer: inout CellBuffer, clip: CellRect
    ) {
        var shaded = Set<CellPoint>()
        for point in drawn {
            for dy in -shadow.spread...shadow.spread {
                for dx in -shadow.spread...shadow.spread {
                    let target = CellPoint(
                        x: point.x + shadow.offset.x + dx, y: point.y + shadow.offset.y + dy)
                    guard !drawn.contains(target), clip.contains(target), shaded.insert(target).inserted
                    else {
                        continue
                    }
                    var cell = buffer[target.x, target.y]
                    if cell.isBlock { cell.style.foreground = shadow.color(cell.style.foreground) }
                    cell.style.background = shadow.color(cell.style.background)
                    buffer[target.x, target.y] = cell
                }
            }
        }
    }
}

/// A transform of the plane in cell units, and its inverse, for ``EffectWidget/transform``.
public struct CellTransform: Sendable {
    /// Where a point of the drawing is shown.
    public var forward: @Sendable (Double, Double) -> (Double, Double)
    /// Which point of the drawing is shown at a point.
    public var inverse: @Sendable (Double, Double) -> (Double, Double)

    public init(
        forward: @escaping @Sendable (Double, Double) -> (Double, Double),
        inverse: @escaping @Sendable (Double, Double) -> (Double, Double)
    ) {
        (self.forward, self.inverse) = (forward, inverse)
    }
}

extension Cell {
    /// Whether the cell is a block of pixels (shapes and colours are drawn with them), whose
    /// foreground is its colour.
    var isBlock: Bool { character == "█" || character == "▀" || character == "▄" }

    /// The colour the cell mostly shows: a block's foreground, otherwise its background.
    var paint: TerminalColor { isBlock ? style.foreground : style.background }
}
