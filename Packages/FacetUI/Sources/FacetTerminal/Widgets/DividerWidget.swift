/// A thin line separating content (backs `Divider`).
///
/// The line is horizontal when the frame is at least as wide as it is tall (``axis`` `nil`), or
/// along the given axis; it is drawn through the middle of the frame.
@MainActor
open class DividerWidget: TerminalWidget {
    /// The direction of a line.
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The direction of the line, or `nil` to follow the frame's shape.
    public var axis: Axis? {
        didSet { if axis != oldValue { setNeedsDisplay() } }
    }
    /// The line character, or `nil` for `─` / `│`.
    public var character: Character? {
        didSet { if character != oldValue { setNeedsDisplay() } }
    }
    /// The style of the line.
    public var style = CellStyle(foreground: .gray) {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Creates a divider.
    public init(axis: Axis? = nil) {
        self.axis = axis
        super.init()
    }

    /// The axis in effect.
    public var resolvedAxis: Axis { axis ?? (frame.width >= frame.height ? .horizontal : .vertical) }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        resolvedAxis == .horizontal
            ? CellSize(width: width ?? 1, height: 1) : CellSize(width: 1, height: height ?? 1)
    }

    open override func draw(in buffer: inout CellBuffer) {
        if resolvedAxis == .horizontal {
            buffer.drawHorizontalLine(
                at: CellPoint(x: 0, y: frame.height / 2), length: frame.width, character: character ?? "─",
                style: style)
        } else {
            buffer.drawVerticalLine(
                at: CellPoint(x: frame.width / 2, y: 0), length: frame.height, character: character ?? "│",
                style: style)
        }
    }
}
