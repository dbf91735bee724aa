/// A position on the terminal grid, in whole cells.
///
/// `x` grows to the right (columns) and `y` grows downwards (rows); the origin is the top-left cell.
public struct CellPoint: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from zero.
    public var x: Int
    /// The row, counted from zero.
    public var y: Int

    /// Creates a point at column `x` and row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point at column 0, row 0.
    public static let zero = CellPoint(x: 0, y: 0)

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> CellPoint {
        CellPoint(x: x + dx, y: y + dy)
    }

    /// Adds two points component-wise.
    public static func + (lhs: CellPoint, rhs: CellPoint) -> CellPoint {
        CellPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Subtracts two points component-wise.
    public static func - (lhs: CellPoint, rhs: CellPoint) -> CellPoint {
        CellPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// A textual form such as `(3, 4)`.
    public var description: String { "(\(x), \(y))" }
}

/// A size on the terminal grid, in whole cells.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = CellSize(width: 0, height: 0)

    /// A textual form such as `80x24`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle on the terminal grid, in whole cells.
///
/// The rectangle covers columns `x ..< x + width` and rows `y ..< y + height`. A rectangle with a
/// non-positive width or height is empty.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: CellPoint
    /// The number of columns and rows covered.
    public var size: CellSize

    /// Creates a rectangle from its origin and size.
    public init(origin: CellPoint, size: CellSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its left column, top row, width and height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.origin = CellPoint(x: x, y: y)
        self.size = CellSize(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    /// The left column.
    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The top row.
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The number of columns.
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    /// The number of rows.
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }
    /// The column just past the right edge (`x + width`).
    public var maxX: Int { x + width }
    /// The row just past the bottom edge (`y + height`).
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at `point` lies inside the rectangle.
    public func contains(_ point: CellPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells covered by both rectangles; empty (at the origin) when they do not overlap.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        if right <= left || bottom <= top { return .zero }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` columns on both sides and `dy` rows at top and bottom.
    ///
    /// The size never becomes negative.
    public func insetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// A textual form such as `(1, 2, 10x3)`.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
