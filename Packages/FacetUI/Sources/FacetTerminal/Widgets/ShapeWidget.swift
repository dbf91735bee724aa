/// The outline of a ``ShapeWidget``.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with rounded corners (drawn with `╭╮╰╯` or quarter blocks; any radius above 0
    /// rounds the corner cells).
    case roundedRectangle(cornerRadius: Int)
    /// The largest circle centred in the frame (cells count as twice as tall as wide).
    case circle
    /// The ellipse touching the frame's edges.
    case ellipse
    /// A rectangle with fully rounded ends along its longer side.
    case capsule
}

/// A filled and/or stroked shape drawn with block and box characters (backs `Rectangle`,
/// `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule` and their `fill`/`stroke` modifiers).
@MainActor
open class ShapeWidget: TerminalWidget {
    /// The outline.
    public var shape: ShapeKind {
        didSet { if shape != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the inside, or `nil` for no fill.
    public var fillColor: TerminalColor? {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the outline, or `nil` for no stroke.
    public var strokeColor: TerminalColor? {
        didSet { if strokeColor != oldValue { setNeedsDisplay() } }
    }
    /// The character filling the inside.
    public var fillCharacter: Character = "█" {
        didSet { if fillCharacter != oldValue { setNeedsDisplay() } }
    }
    /// The character of a curved outline (rectangles use box-drawing lines).
    public var strokeCharacter: Character = "•" {
        didSet { if strokeCharacter != oldValue { setNeedsDisplay() } }
    }

    /// Creates a shape, filled with the default foreground unless colours are given.
    public init(shape: ShapeKind, fillColor: TerminalColor? = .default, strokeColor: TerminalColor? = nil) {
        self.shape = shape
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        super.init()
    }

    /// Whether the centre of the cell at column `x`, row `y` lies inside the shape.
    public func contains(x: Int, y: Int) -> Bool {
        let width = Double(frame.width)
        let height = Double(frame.height)
        // Visual coordinates: a cell is one unit wide and two units tall.
        let px = Double(x) + 0.5
        let py = (Double(y) + 0.5) * 2
        switch shape {
        case .rectangle, .roundedRectangle:
            return x >= 0 && y >= 0 && x < frame.width && y < frame.height
        case .circle:
            let radius = min(width, 2 * height) / 2
            let dx = px - width / 2
            let dy = py - height
            return dx * dx + dy * dy <= radius * radius + 0.25
        case .ellipse:
            guard width > 0, height > 0 else { return false }
            let dx = (Double(x) + 0.5 - width / 2) / (width / 2)
            let dy = (Double(y) + 0.5 - height / 2) / (height / 2)
            return dx * dx + dy * dy <= 1.0001
        case .capsule:
            let visualHeight = 2 * height
            if width >= visualHeight {
                let radius = visualHeight / 2
                let cx = min(max(px, radius), width - radius)
                let dx = px - cx
                let dy = py - height
                return dx * dx + dy * dy <= radius * radius + 0.25
            }
            let radius = width / 2
            let cy = min(max(py, radius), visualHeight - radius)
            let dx = px - width / 2
            let dy = py - cy
            return dx * dx + dy * dy <= radius * radius + 0.25
        }
    }

    open override func draw(in buffer: inout CellBuffer) {
        switch shape {
        case .rectangle:
            if let fillColor {
                buffer.fill(bounds, with: fillCharacter, style: CellStyle(foreground: fillColor))
            }
            if let strokeColor {
                buffer.drawBorder(bounds, border: .single, style: CellStyle(foreground: strokeColor))
            }
        case .roundedRectangle(let radius):
            if let fillColor {
                let style = CellStyle(foreground: fillColor)
                buffer.fill(bounds, with: fillCharacter, style: style)
                if radius > 0 && frame.width >= 2 && frame.height >= 2 && strokeColor == nil {
                    let right = frame.width - 1
                    let bottom = frame.height - 1
                    buffer.write("▗", at: .zero, style: style)
                    buffer.write("▖", at: CellPoint(x: right, y: 0), style: style)
                    buffer.write("▝", at: CellPoint(x: 0, y: bottom), style: style)
                    buffer.write("▘", at: CellPoint(x: right, y: bottom), style: style)
                }
            }
            if let strokeColor {
                buffer.drawBorder(
                    bounds, border: radius > 0 ? .rounded : .single, style: CellStyle(foreground: strokeColor)
                )
            }
        case .circle, .ellipse, .capsule:
            drawCurved(in: &buffer)
        }
    }

    private func drawCurved(in buffer: inout CellBuffer) {
        for y in 0..<frame.height {
            for x in 0..<frame.width where contains(x: x, y: y) {
                let edge =
                    !contains(x: x - 1, y: y) || !contains(x: x + 1, y: y) || !contains(x: x, y: y - 1)
                    || !contains(x: x, y: y + 1) || x == 0 || y == 0 || x == frame.width - 1
                    || y == frame.height - 1
                if let strokeColor, edge {
                    buffer.write(
                        strokeCharacter, at: CellPoint(x: x, y: y), style: CellStyle(foreground: strokeColor))
                } else if let fillColor {
                    buffer.write(
                        fillCharacter, at: CellPoint(x: x, y: y), style: CellStyle(foreground: fillColor))
                }
            }
        }
    }
}
