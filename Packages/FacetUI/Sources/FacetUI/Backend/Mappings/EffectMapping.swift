import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

// Graphical effects (`blur`, colour effects, `shadow`, `blendMode`, `clipShape`, `clipped`,
// `cornerRadius`) in the terminal: an `EffectWidget` reworking the cells its subtree draws.

extension EffectContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { EffectWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let widget = widget as? EffectWidget else { return }
        widget.clipsToBounds = true
        widget.recolor = effect.colorMatrix(resolving: Self.components).map(Self.recolor)
        widget.blend = nil
        widget.coverage = nil
        widget.blur = .none
        widget.shadow = nil
        widget.isMasked = effect == .mask
        widget.isMaskLayer = effect == .maskLayer
        widget.transform = nil
        switch effect {
        case .blur(let radius, _):
            widget.blur = radius >= 1 ? .heavy : radius > 0 ? .light : .none
        case .shadow(let color, let radius, let offset):
            widget.clipsToBounds = false
            widget.shadow = EffectWidget.Shadow(
                offset: CellPoint(x: Int(offset.width.rounded()), y: Int(offset.height.rounded())),
                spread: radius >= 1 ? 1 : 0, color: Self.shade(color))
        case .blendMode(let mode) where mode != .normal:
            widget.blend = Self.blend(mode)
        case .clip(let region):
            widget.coverage = Self.coverage(region)
        case .transform(let transform) where !transform.isIdentity:
            widget.clipsToBounds = false
            widget.transform = Self.cells(transform)
        default:
            break
        }
    }

    /// A colour's components for a colour matrix; the semantic colours as they look on a
    /// light background.
    private static func components(_ color: Color) -> (Double, Double, Double, Double) {
        switch color.storage {
        case .rgba(let r, let g, let b, let a): (r, g, b, a)
        case .primary: (0, 0, 0, 1)
        case .secondary: (0.55, 0.55, 0.58, 1)
        case .accent: (0, 0.48, 1, 1)
        }
    }

    private static func rgb(_ color: TerminalColor) -> (Double, Double, Double)? {
        color.rgb.map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }
    }

    private static func terminal(_ c: (Double, Double, Double)) -> TerminalColor {
        TerminalStyle.rgb(c.0, c.1, c.2)
    }

    /// Maps colours the terminal knows through the matrix; a colour the matrix makes fully
    /// transparent disappears into the terminal's default colour.
    private static func recolor(_ matrix: ColorMatrix) -> @Sendable (TerminalColor) -> TerminalColor {
        { color in
            guard let c = rgb(color) else { return color }
            let out = matrix.apply(to: (c.0, c.1, c.2, 1))
            guard out.3 > 0 else { return .default }
            // A cell has no alpha: the result is shown at full strength.
            return terminal((out.0, out.1, out.2))
        }
    }

    private static func blend(_ mode: BlendMode) -> @Sendable (TerminalColor, TerminalColor) -> TerminalColor?
    {
        { source, backdrop in
            guard let s = rgb(source) else { return source }
            guard let b = rgb(backdrop) else { return source }
            return mode.blend(s, over: b).map(terminal)
        }
    }

    /// The shadow colour composited over the background behind it; over the terminal's
    /// default background (whose colour is unknown) a dark shadow is palette grey.
    private static func shade(_ color: Color) -> @Sendable (TerminalColor) -> TerminalColor {
        let (r, g, b, a) = components(color)
        return { behind in
            guard let base = rgb(behind) else {
                return 0.3 * r + 0.59 * g + 0.11 * b < 0.5 ? .gray : terminal((r, g, b))
            }
            return terminal((r * a + base.0 * (1 - a), g * a + base.1 * (1 - a), b * a + base.2 * (1 - a)))
        }
    }

    /// A transform in points as one in cells (a point is a cell); one that cannot be
    /// inverted (a scale of 0) shows nothing.
    private static func cells(_ transform: ProjectionTransform) -> CellTransform {
        var invertible = transform
        guard invertible.invert() else {
            return CellTransform(forward: { _, _ in (.nan, .nan) }, inverse: { _, _ in (.nan, .nan) })
        }
        let inverse = invertible
        return CellTransform(
            forward: { x, y in
                let p = CGPoint(x: x, y: y).applying(transform)
                return (Double(p.x), Double(p.y))
            },
            inverse: { x, y in
                let p = CGPoint(x: x, y: y).applying(inverse)
                return (Double(p.x), Double(p.y))
            })
    }

    /// The cells whose area is at least half inside the clip outline; nil (no mask) for a
    /// rectangle, which is the widget's whole frame and which `clipsToBounds` already clips to.
    private static func coverage(_ region: ClipRegion) -> (@Sendable (CellPoint) -> Bool)? {
        if let rounded = region.roundedRect, rounded.cornerSize == .zero { return nil }
        let bounds = region.path.boundingRect
        let polygons = region.path.flattenedSubpaths().map {
            $0.map { RasterPoint(x: Double($0.x), y: Double($0.y)) }
        }
        let raster = ShapeRaster(
            width: Int(bounds.maxX.rounded(.up)), height: Int(bounds.maxY.rounded(.up)), polygons: polygons,
            evenOdd: region.fillStyle.isEOFilled)
        return { point in raster[point.x, point.y] }
    }
}

extension EffectContent: CellMetrics {}
