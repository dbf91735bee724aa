import Foundation

extension Path {
    /// The smallest rectangle containing every point of the path, curves included (their
    /// control points only where the curve reaches them); `.zero` for an empty path.
    public var boundingRect: CGRect {
        var bounds = Bounds()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                bounds.add(point)
                (current, start) = (point, point)
            case .line(let point):
                bounds.add(point)
                current = point
            case .quadCurve(let point, let control):
                let segment = Segment.cubic(from: current, quad: control, to: point)
                segment.extrema.forEach { bounds.add($0) }
                current = point
            case .curve(let point, let control1, let control2):
                Segment(current, control1, control2, point).extrema.forEach { bounds.add($0) }
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether `p` is inside the path when filled with the non-zero winding rule (or the
    /// even-odd rule when `eoFill` is true).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Each subpath flattened to points (curves split into short lines), closed implicitly
    /// as a fill closes them.
    func polygons(tolerance: CGFloat = 0.05) -> [[CGPoint]] {
        subpaths(tolerance: tolerance).map(\.points)
    }

    /// Each subpath as a polyline, with whether it was closed.
    func subpaths(tolerance: CGFloat = 0.05) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline()
        var point = CGPoint.zero
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline()
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish()
                current.points = [to]
                point = to
            case .line(let to):
                current.points.append(to)
                point = to
            case .quadCurve(let to, let control):
                current.points += Segment.cubic(from: point, quad: control, to: to).flattened(
                    tolerance: tolerance)
                point = to
            case .curve(let to, let control1, let control2):
                current.points += Segment(point, control1, control2, to).flattened(tolerance: tolerance)
                point = to
            case .closeSubpath:
                current.isClosed = true
                point = current.points.first ?? point
                finish()
            }
        }
        finish()
        return result
    }
}

/// A subpath flattened to straight lines.
struct Polyline: Equatable {
    var points: [CGPoint] = []
    var isClosed = false

    /// The points with the closing point repeated at the end when closed.
    var vertices: [CGPoint] {
        guard isClosed, let first = points.first, points.last != first else { return points }
        return points + [first]
    }
}

/// Where `p` lies relative to the line from `a` to `b` (positive: to the left in
/// y-up terms).
func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

/// A growing bounding box.
struct Bounds {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        (minX, minY) = (min(minX, point.x), min(minY, point.y))
        (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }

    var rect: CGRect {
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A cubic Bézier segment (a quadratic one is raised to cubic; a line has its controls on
/// it).
struct Segment {
    var p0, p1, p2, p3: CGPoint

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    static func cubic(from start: CGPoint, quad control: CGPoint, to end: CGPoint) -> Segment {
        Segment(
            start,
            CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), end)
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The end points and the points where the curve turns in x or y.
    var extrema: [CGPoint] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative's coefficients: 3[(−a+3b−3c+d)t² + 2(a−2b+c)t + (b−a)].
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { ts.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
        }
        return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map(point(at:))
    }

    /// The points after `p0` of lines within `tolerance` of the curve.
    func flattened(tolerance: CGFloat) -> [CGPoint] {
        let controlLength =
            hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p1.x, p2.y - p1.y)
            + hypot(p3.x - p2.x, p3.y - p2.y)
        let count = max(1, min(1000, Int((controlLength / max(tolerance, 1e-6)).squareRoot().rounded(.up))))
        return (1...count).map { point(at: CGFloat($0) / CGFloat(count)) }
    }

    /// The two halves of the curve split at `t` (de Casteljau).
    func split(at t: CGFloat) -> (Segment, Segment) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        let (a, b, c) = (mix(p0, p1), mix(p1, p2), mix(p2, p3))
        let (d, e) = (mix(a, b), mix(b, c))
        let f = mix(d, e)
        return (Segment(p0, a, d, f), Segment(f, e, c, p3))
    }

    /// The length of the curve, to within a small fraction.
    var length: CGFloat { lengths(upTo: 1).last ?? 0 }

    /// Cumulative lengths at `samples` evenly spaced parameters.
    func lengths(upTo t: CGFloat, samples: Int = 64) -> [CGFloat] {
        var total: CGFloat = 0
        var previous = p0
        var result: [CGFloat] = []
        for index in 1...samples {
            let next = point(at: t * CGFloat(index) / CGFloat(samples))
            total += hypot(next.x - previous.x, next.y - previous.y)
            result.append(total)
            previous = next
        }
        return result
    }

    /// The parameter at which the curve has run `distance` along itself.
    func parameter(atLength distance: CGFloat) -> CGFloat {
        let samples = 64
        let table = lengths(upTo: 1, samples: samples)
        guard let total = table.last, total > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        for (index, length) in table.enumerated() where length >= distance {
            let previous = index == 0 ? 0 : table[index - 1]
            let fraction = (distance - previous) / max(length - previous, 1e-12)
            return (CGFloat(index) + fraction) / CGFloat(samples)
        }
        return 1
    }
}

@_spi(Backend)
extension Path {
    /// Each subpath flattened to points within `tolerance` of its curves, for a backend
    /// that fills polygons (each implicitly closed).
    public func flattenedSubpaths(tolerance: CGFloat = 0.05) -> [[CGPoint]] { polygons(tolerance: tolerance) }
}

/// A direction or distance between points (Foundation on Linux has no `CGVector`).
struct PathVector {
    var dx: CGFloat
    var dy: CGFloat
}
