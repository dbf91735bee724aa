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

    /// The colour of each pixel, sampled at the pixel's centre (in pixels), instead of one
    /// ``color`` for all: a gradient. A cell whose two pixels differ is drawn as `▀` in the
    /// top colour on the bottom one.
    public var shading: (@Sendable (RasterPoint) -> TerminalColor?)? {
        didSet { setNeedsDisplay() }
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
        if let shading { return drawShaded(in: &buffer, shading) }
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

    private func drawShaded(in buffer: inout CellBuffer, _ shading: (RasterPoint) -> TerminalColor?) {
        let pixels = self.pixels
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let center = Double(column) + 0.5
                let top =
                    pixels[column, 2 * row] ? shading(RasterPoint(x: center, y: Double(2 * row) + 0.5)) : nil
                let bottom =
                    pixels[column, 2 * row + 1]
                    ? shading(RasterPoint(x: center, y: Double(2 * row) + 1.5)) : nil
                let point = CellPoint(x: column, y: row)
                switch (top, bottom) {
                case (nil, nil): continue
                case (let top?, nil): buffer.write("▀", at: point, style: CellStyle(foreground: top))
                case (nil, let bottom?): buffer.write("▄", at: point, style: CellStyle(foreground: bottom))
                case (let top?, let bottom?) where top == bottom:
                    buffer.write("█", at: point, style: CellStyle(foreground: top))
                case (let top?, let bottom?):
                    buffer.write("▀", at: point, style: CellStyle(foreground: top, background: bottom))
                }
            }
        }
    }
}
