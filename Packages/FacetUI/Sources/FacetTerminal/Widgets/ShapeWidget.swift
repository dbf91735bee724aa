/// A shape drawn with half-block characters: its outline is filled on a grid of square
/// pixels, two per cell (`▀` top, `▄` bottom, `█` both), in one colour. Backs shapes,
/// `Color` views and their `fill`/`stroke` modifiers (a stroke arrives as the polygons of
/// the area it paints).
///
/// Half blocks are used rather than braille dots because they draw solid areas with square
/// pixels; curves and diagonals show as steps of half a cell.
@MainActor
open class ShapeWidget: TerminalWidget {
    /// The outline: closed polygons in pixels (a pixel is a cell wide and half a cell tall).
    public var polygons: [[RasterPoint]] {
        didSet { if polygons != oldValue { invalidateRaster() } }
    }
    /// Whether the even-odd rule decides what is inside (otherwise the non-zero rule).
    public var evenOdd: Bool {
        didSet { if evenOdd != oldValue { invalidateRaster() } }
    }
    /// The colour, or `nil` for a transparent shape (drawn as nothing).
    public var color: TerminalColor? {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// A box-drawing border to draw along the frame instead of the pixels (a thin
    /// rectangle's outline reads better as a line of box characters than as half blocks).
    public var border: BorderStyle? {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }

    private var raster: ShapeRaster?

    /// Creates a shape widget.
    public init(polygons: [[RasterPoint]] = [], evenOdd: Bool = false, color: TerminalColor? = .default) {
        (self.polygons, self.evenOdd, self.color) = (polygons, evenOdd, color)
        super.init()
    }

    private func invalidateRaster() {
        raster = nil
        setNeedsDisplay()
    }

    /// The pixels for the current frame (computed once per outline and size).
    public var pixels: ShapeRaster {
        if let raster, raster.width == frame.width, raster.height == frame.height * 2 { return raster }
        let fresh = ShapeRaster(
            width: frame.width, height: frame.height * 2, polygons: polygons, evenOdd: evenOdd)
        raster = fresh
        return fresh
    }

    open override func draw(in buffer: inout CellBuffer) {
        guard let color else { return }
        let style = CellStyle(foreground: color)
        if let border { return buffer.drawBorder(bounds, border: border, style: style) }
        let pixels = self.pixels
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let top = pixels[column, 2 * row]
                let bottom = pixels[column, 2 * row + 1]
                guard top || bottom else { continue }
                let character: Character = top && bottom ? "█" : top ? "▀" : "▄"
                buffer.write(character, at: CellPoint(x: column, y: row), style: style)
            }
        }
    }
}
