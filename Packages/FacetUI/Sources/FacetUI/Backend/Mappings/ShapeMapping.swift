import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

// shapes and `Color` in the terminal: a `ShapeWidget` filling the shape's outline (or
// the area its stroke paints) on a grid of half-cell pixels.

extension ResolvedShape: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let widget = ShapeWidget()
        configure(widget)
        return widget
    }

    func configure(_ widget: TerminalWidget) {
        guard let shapeWidget = widget as? ShapeWidget else { return }
        shapeWidget.polygons = terminalPolygons
        shapeWidget.evenOdd = strokeStyle == nil && fillStyle.isEOFilled
        shapeWidget.color = TerminalStyle.color(color)
        shapeWidget.border = gradient == nil ? boxBorder : nil
        shapeWidget.shading = gradient.map(Self.shading)
    }

    /// The colour of each pixel (a cell wide and half a cell tall) of a gradient.
    private static func shading(_ gradient: ResolvedGradient) -> @Sendable (RasterPoint) -> TerminalColor? {
        { pixel in TerminalStyle.color(gradient.color(at: CGPoint(x: pixel.x, y: pixel.y / 2))) }
    }

    /// A thin solid stroke of a rectangle, or of a rounded rectangle or capsule, along the
    /// widget's edges is drawn with box characters (`┌─┐`, `╭─╮`) rather than pixels.
    var boxBorder: BorderStyle? {
        guard let strokeStyle, strokeStyle.lineWidth <= 1, strokeStyle.dash.isEmpty else { return nil }
        switch kind {
        case "Rectangle": return isAxisAlignedRectangle ? .single : nil
        case "RoundedRectangle", "Capsule", "UnevenRoundedRectangle": return .rounded
        default: return nil
        }
    }

    private var isAxisAlignedRectangle: Bool {
        var points: [CGPoint] = []
        var closes = 0
        path.forEach { element in
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .closeSubpath: closes += 1
            default: points.append(CGPoint(x: CGFloat.nan, y: .nan))
            }
        }
        guard points.count == 4, closes == 1 else { return false }
        return (0..<4).allSatisfy { index in
            let (a, b) = (points[index], points[(index + 1) % 4])
            return a.x == b.x || a.y == b.y
        }
    }

    /// The outline in pixels: a pixel is a cell wide and half a cell tall, so the path is
    /// stretched to twice its height, and a stroke is traced there (its width is then the
    /// same across and along).
    var terminalPolygons: [[RasterPoint]] {
        var outline = path.applying(CGAffineTransform(scaleX: 1, y: 2))
        if let strokeStyle { outline = outline.strokedPath(strokeStyle) }
        return outline.flattenedSubpaths().map { $0.map { RasterPoint(x: Double($0.x), y: Double($0.y)) } }
    }
}
