/// A canvas: drawing operations replayed in order on a grid of half-cell pixels (two per
/// cell, drawn with `▀`/`▄`/`█` like ``ShapeWidget``), with text and symbol characters in
/// cells. A later operation covers what is under it: a shape's pixel over a cell with text
/// replaces the text, text over pixels replaces them.
@MainActor
open class CanvasWidget: TerminalWidget {
    /// An area filled with a colour.
    public struct Fill: Equatable, Sendable {
        /// The outline: closed polygons in pixels.
        public var polygons: [[RasterPoint]]
        /// Whether the even-odd rule decides what is inside.
        public var evenOdd: Bool
        /// Regions the fill is limited to: each one's polygons, rule and whether it is
        /// the outside of the outline.
        public var clips: [Clip]
        /// The colour of each pixel (its centre, in pixels), or `nil` to leave it.
        public var color: @Sendable (RasterPoint) -> TerminalColor?
        /// A key that changes when `color` does (the closure cannot be compared).
        public var colorKey: String

        /// Creates a fill.
        public init(
            polygons: [[RasterPoint]], evenOdd: Bool = false, clips: [Clip] = [], colorKey: String,
            color: @escaping @Sendable (RasterPoint) -> TerminalColor?
        ) {
            (self.polygons, self.evenOdd, self.clips, self.colorKey, self.color) =
                (polygons, evenOdd, clips, colorKey, color)
        }

        public static func == (lhs: Fill, rhs: Fill) -> Bool {
            (lhs.polygons, lhs.evenOdd, lhs.clips, lhs.colorKey) == (
                rhs.polygons, rhs.evenOdd, rhs.clips, rhs.colorKey
            )
        }
    }

    /// A region operations are clipped to.
    public struct Clip: Equatable, Sendable {
        public var polygons: [[RasterPoint]]
        public var evenOdd: Bool
        public var isInverse: Bool

        /// Creates a clip region.
        public init(polygons: [[RasterPoint]], evenOdd: Bool = false, isInverse: Bool = false) {
            (self.polygons, self.evenOdd, self.isInverse) = (polygons, evenOdd, isInverse)
        }
    }

    /// Characters written from a cell rightwards (text, or a symbol repeated over an area).
    public struct Characters: Equatable, Sendable {
        /// The lines, each from `origin` down one row per line.
        public var lines: [String]
        public var origin: CellPoint
        public var style: CellStyle

        /// Creates characters to write.
        public init(lines: [String], origin: CellPoint, style: CellStyle) {
            (self.lines, self.origin, self.style) = (lines, origin, style)
        }
    }

    /// One drawing operation.
    public enum Operation: Equatable, Sendable {
        case fill(Fill)
        case characters(Characters)
    }

    /// The operations, first drawn first.
    public var operations: [Operation] = [] {
        didSet { if operations != oldValue { setNeedsDisplay() } }
    }

    /// How many times the pixels were rasterised (for tests).
    public private(set) var rasterizations = 0

    /// Creates an empty canvas widget.
    public override init() { super.init() }

    open override func draw(in buffer: inout CellBuffer) {
        let (width, height) = (frame.width, frame.height * 2)
        guard width > 0, height > 0 else { return }
        rasterizations += 1
        var pixels = [TerminalColor?](repeating: nil, count: width * height)
        var cells = [Character?](repeating: nil, count: width * frame.height)
        var cellStyles = [CellStyle](repeating: CellStyle(), count: width * frame.height)
        for operation in operations {
            switch operation {
            case .fill(let fill):
                let raster = ShapeRaster(
                    width: width, height: height, polygons: fill.polygons, evenOdd: fill.evenOdd)
                let clips = fill.clips.map {
                    (
                        $0,
                        ShapeRaster(width: width, height: height, polygons: $0.polygons, evenOdd: $0.evenOdd)
                    )
                }
                for y in 0..<height {
                    for x in 0..<width where raster[x, y] {
                        guard clips.allSatisfy({ $0.0.isInverse != $0.1[x, y] }) else { continue }
                        guard let color = fill.color(RasterPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        else {
                            continue
                        }
                        pixels[y * width + x] = color
                        cells[(y / 2) * width + x] = nil
                    }
                }
            case .characters(let characters):
                for (row, line) in characters.lines.enumerated() {
                    let y = characters.origin.y + row
                    guard y >= 0, y < frame.height else { continue }
                    for (column, character) in line.enumerated() {
                        let x = characters.origin.x + column
                        guard x >= 0, x < width else { continue }
                        cells[y * width + x] = character
                        cellStyles[y * width + x] = characters.style
                        pixels[2 * y * width + x] = nil
                        pixels[(2 * y + 1) * width + x] = nil
                    }
                }
            }
        }
        for row in 0..<frame.height {
            for column in 0..<width {
                let point = CellPoint(x: column, y: row)
                if let character = cells[row * width + column] {
                    buffer.write(character, at: point, style: cellStyles[row * width + column])
                    continue
                }
                let top = pixels[2 * row * width + column]
                let bottom = pixels[(2 * row + 1) * width + column]
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
