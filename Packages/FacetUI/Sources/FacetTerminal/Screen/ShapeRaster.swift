/// A point of a shape's outline in sub-cell pixels: a pixel is one cell wide and half a
/// cell tall, so pixels are square on a terminal whose cells are twice as tall as wide.
public struct RasterPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
}

/// Fills polygons on a grid of pixels, deterministically: each pixel is sampled at 4 × 4
/// points (never on a whole or half pixel, so outlines along those lines are unambiguous)
/// and is set when at least half of them are inside.
///
/// ```swift
/// let raster = ShapeRaster(width: 4, height: 2, polygons: [square], evenOdd: false)
/// raster[0, 0]  // true
/// ```
public struct ShapeRaster: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private var pixels: [Bool]

    /// Samples per pixel along each axis.
    static let samples = 4

    /// Rasterizes `polygons` (each implicitly closed) with the non-zero winding rule, or
    /// the even-odd rule when `evenOdd` is true.
    public init(width: Int, height: Int, polygons: [[RasterPoint]], evenOdd: Bool) {
        (self.width, self.height) = (max(width, 0), max(height, 0))
        pixels = Array(repeating: false, count: self.width * self.height)
        guard self.width > 0, self.height > 0 else { return }
        let edges = Self.edges(of: polygons)
        guard !edges.isEmpty else { return }
        let n = Self.samples
        var counts = [Int](repeating: 0, count: self.width)
        var crossings: [(x: Double, winding: Int)] = []
        for row in 0..<self.height {
            for index in counts.indices { counts[index] = 0 }
            for sub in 0..<n {
                let y = Double(row) + (Double(sub) + 0.5) / Double(n)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges where edge.y0 <= y && y < edge.y1 {
                    crossings.append((edge.x0 + (y - edge.y0) * edge.slope, edge.winding))
                }
                guard !crossings.isEmpty else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside, index + 1 < crossings.count else { continue }
                    Self.addSamples(from: crossing.x, to: crossings[index + 1].x, into: &counts)
                }
            }
            let threshold = n * n / 2
            for column in 0..<self.width where counts[column] >= threshold {
                pixels[row * self.width + column] = true
            }
        }
    }

    /// Whether the pixel at `x`, `y` is set (pixels outside the grid are not).
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return pixels[y * width + x]
    }

    /// The edges of the polygons, top to bottom, with their direction.
    private static func edges(of polygons: [[RasterPoint]]) -> [Edge] {
        var edges: [Edge] = []
        for polygon in polygons where polygon.count > 1 {
            for index in polygon.indices {
                let (a, b) = (polygon[index], polygon[(index + 1) % polygon.count])
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(
                    Edge(
                        x0: top.x, y0: top.y, y1: bottom.y, slope: (bottom.x - top.x) / (bottom.y - top.y),
                        winding: winding))
            }
        }
        return edges
    }

    /// Counts the sample columns with centres in `from..<to`, per pixel.
    private static func addSamples(from: Double, to: Double, into counts: inout [Int]) {
        let n = Double(samples)
        // Sample k of the row lies at (k + 0.5) / n.
        let first = max(0, Int((from * n - 0.5).rounded(.up)))
        let last = min(counts.count * samples - 1, Int((to * n - 0.5).rounded(.up)) - 1)
        guard first <= last else { return }
        for sample in first...last { counts[sample / samples] += 1 }
    }

    private struct Edge {
        var x0, y0, y1, slope: Double
        var winding: Int
    }
}
