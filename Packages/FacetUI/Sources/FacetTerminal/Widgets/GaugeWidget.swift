/// The indicator of a gauge (backs `Gauge`'s built-in styles): a bar or a ring at a fraction.
///
/// ``Style/capacityBar`` is a ``ProgressWidget`` bar, filled to an eighth of a cell;
/// ``Style/markerBar`` a track with ``markerCharacter`` at the fraction. The rings follow the
/// border of the frame (7 × 3 cells by default), leaving its inside to the current value
/// label: ``Style/capacityRing`` is closed and drawn heavy, clockwise from the top centre, up to
/// the fraction; ``Style/markerArc`` is open at the bottom, with the marker along it.
@MainActor
open class GaugeWidget: ProgressWidget {
    /// What is drawn.
    public enum Style: Hashable, Sendable {
        /// A bar filled from the leading edge.
        case capacityBar
        /// A track with a marker.
        case markerBar
        /// A closed ring filled clockwise from the top centre.
        case capacityRing
        /// A ring open at the bottom, with a marker.
        case markerArc
    }

    /// What is drawn.
    public var gaugeStyle: Style {
        didSet { if gaugeStyle != oldValue { setNeedsDisplay() } }
    }
    /// The marker of ``Style/markerBar`` and ``Style/markerArc``.
    public var markerCharacter: Character = "●"

    /// The size of a ring when none is proposed.
    public nonisolated static let ringSize = CellSize(width: 7, height: 3)

    /// Creates a gauge indicator.
    public init(fraction: Double = 0, style: Style = .capacityBar) {
        gaugeStyle = style
        super.init(fraction: fraction, title: nil, style: .linear)
    }

    private var isRing: Bool { gaugeStyle == .capacityRing || gaugeStyle == .markerArc }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        isRing ? Self.ringSize : CellSize(width: width ?? 20, height: 1)
    }

    private var clampedFraction: Double { min(max(fraction ?? 0, 0), 1) }

    open override func draw(in buffer: inout CellBuffer) {
        let tintStyle = enabledStyle(CellStyle(foreground: tint ?? Self.defaultTint))
        let trackStyle = enabledStyle(CellStyle(foreground: .gray))
        switch gaugeStyle {
        case .capacityBar:
            super.draw(in: &buffer)
        case .markerBar:
            guard frame.width > 0 else { return }
            buffer.drawHorizontalLine(at: .zero, length: frame.width, character: "─", style: trackStyle)
            let x = Int((clampedFraction * Double(frame.width - 1)).rounded())
            buffer.write(markerCharacter, at: CellPoint(x: x, y: 0), style: tintStyle)
        case .capacityRing:
            let cells = Self.ringCells(width: frame.width, height: frame.height)
            let filled = Int((clampedFraction * Double(cells.count)).rounded())
            for (index, cell) in cells.enumerated() {
                let isFilled = index < filled
                buffer.write(
                    Self.character(at: cell, width: frame.width, height: frame.height, heavy: isFilled),
                    at: cell, style: isFilled ? tintStyle : trackStyle)
            }
        case .markerArc:
            let cells = Self.arcCells(width: frame.width, height: frame.height)
            guard !cells.isEmpty else { return }
            for cell in cells {
                // The ends of the opening are sides, not corners.
                let character =
                    cell.y == frame.height - 1
                    ? "│" : Self.character(at: cell, width: frame.width, height: frame.height, heavy: false)
                buffer.write(character, at: cell, style: trackStyle)
            }
            let marker = cells[Int((clampedFraction * Double(cells.count - 1)).rounded())]
            buffer.write(markerCharacter, at: marker, style: tintStyle)
        }
    }

    /// The border cells of a `width` × `height` frame, clockwise from the top centre.
    public static func ringCells(width: Int, height: Int) -> [CellPoint] {
        guard width >= 2, height >= 2 else { return [] }
        var border: [CellPoint] = (0..<width).map { CellPoint(x: $0, y: 0) }
        border += (1..<height).map { CellPoint(x: width - 1, y: $0) }
        border += (0..<(width - 1)).reversed().map { CellPoint(x: $0, y: height - 1) }
        border += (1..<(height - 1)).reversed().map { CellPoint(x: 0, y: $0) }
        let start = width / 2
        return Array(border[start...] + border[..<start])
    }

    /// The cells of a ring open at the bottom, clockwise from its lower left end: the left and
    /// right sides and the top.
    public static func arcCells(width: Int, height: Int) -> [CellPoint] {
        guard width >= 2, height >= 2 else { return [] }
        var arc: [CellPoint] = (0..<height).reversed().map { CellPoint(x: 0, y: $0) }
        arc += (1..<width).map { CellPoint(x: $0, y: 0) }
        arc += (1..<height).map { CellPoint(x: width - 1, y: $0) }
        return arc
    }

    /// The box-drawing character of a border cell.
    static func character(at cell: CellPoint, width: Int, height: Int, heavy: Bool) -> Character {
        let (left, right, top, bottom) = (cell.x == 0, cell.x == width - 1, cell.y == 0, cell.y == height - 1)
        switch (left, right, top, bottom) {
        case (true, _, true, _): return heavy ? "┏" : "╭"
        case (_, true, true, _): return heavy ? "┓" : "╮"
        case (_, true, _, true): return heavy ? "┛" : "╯"
        case (true, _, _, true): return heavy ? "┗" : "╰"
        case (true, _, _, _), (_, true, _, _): return heavy ? "┃" : "│"
        default: return heavy ? "━" : "─"
        }
    }
}
