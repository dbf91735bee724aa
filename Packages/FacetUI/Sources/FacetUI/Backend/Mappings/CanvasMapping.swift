import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

// `Canvas` in the terminal: a `CanvasWidget` replaying the display list on half-cell
// pixels. A canvas unit is a cell wide; a cell is `aspect` units tall (2), so a pixel is
// one unit square. Text is drawn from the cell nearest its top-leading corner, an image as
// its character over the cells of its rectangle. Blend modes and blur or shadow filters are
// not drawn; opacity reaches the colours (a transparent colour draws nothing).

extension CanvasDisplayList: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let widget = CanvasWidget()
        configure(widget)
        return widget
    }

    func configure(_ widget: TerminalWidget) {
        (widget as? CanvasWidget)?.operations = terminalOperations
    }

    /// The display list as the widget's operations.
    var terminalOperations: [CanvasWidget.Operation] {
        items.compactMap(operation)
    }

    /// Canvas units to pixels (half a cell tall).
    private var toPixels: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 2 / aspect) }

    private func polygons(_ path: Path) -> [[RasterPoint]] {
        path.applying(toPixels).flattenedSubpaths().map {
            $0.map { RasterPoint(x: Double($0.x), y: Double($0.y)) }
        }
    }

    private func operation(_ item: Item) -> CanvasWidget.Operation? {
        let clips = item.clips.map {
            CanvasWidget.Clip(polygons: polygons($0.path), evenOdd: $0.isEOFilled, isInverse: $0.isInverse)
        }
        switch item.command {
        case .fill(let path, let paint, let style):
            return .fill(fill(polygons(path), evenOdd: style.isEOFilled, clips: clips, paint: paint))
        case .stroke(let path, let paint, let style):
            return .fill(fill(polygons(path.strokedPath(style)), evenOdd: false, clips: clips, paint: paint))
        case .text(let text, let rect):
            let style = text.runs.first.map { TerminalStyle.run($0).style } ?? CellStyle()
            return .characters(
                CanvasWidget.Characters(
                    lines: text.string.components(separatedBy: "\n"), origin: cell(rect.origin), style: style)
            )
        case .image(let image, let rect):
            let character = image.standInCharacter
            var style = CellStyle()
            if let color = image.color.flatMap(TerminalStyle.color) { style.foreground = color }
            let columns = max(1, Int(rect.width.rounded()))
            let rows = max(1, Int((rect.height / aspect).rounded()))
            return .characters(
                CanvasWidget.Characters(
                    lines: Array(repeating: String(repeating: character, count: columns), count: rows),
                    origin: cell(rect.origin), style: style))
        }
    }

    /// The cell nearest a point in canvas units.
    private func cell(_ point: CGPoint) -> CellPoint {
        CellPoint(x: Int(point.x.rounded()), y: Int((point.y / aspect).rounded()))
    }

    private func fill(_ polygons: [[RasterPoint]], evenOdd: Bool, clips: [CanvasWidget.Clip], paint: Paint)
        -> CanvasWidget.Fill
    {
        switch paint {
        case .color(let color):
            let terminal = TerminalStyle.color(color)
            return CanvasWidget.Fill(
                polygons: polygons, evenOdd: evenOdd, clips: clips, colorKey: "\(color)",
                color: { _ in terminal })
        case .gradient(let gradient):
            let scale = aspect / 2
            return CanvasWidget.Fill(
                polygons: polygons, evenOdd: evenOdd, clips: clips, colorKey: "\(gradient)",
                color: { pixel in
                    TerminalStyle.color(gradient.color(at: CGPoint(x: pixel.x, y: pixel.y * scale)))
                })
        }
    }
}
