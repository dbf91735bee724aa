import Foundation

extension Path {
    /// The area a stroke with `style` paints, as a path to fill with the non-zero rule:
    /// one polygon per flattened segment, join and cap, all turning the same way (so that
    /// overlaps add up instead of cancelling). Dashes split the lines first.
    ///
    /// ```swift
    /// let outline = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
    /// outline.contains(CGPoint(x: 5, y: 0.5))  // true
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0 else { return Path() }
        var result = Path()
        for line in dashed(subpaths(tolerance: min(0.05, halfWidth / 4)), style: style) {
            StrokeOutline(halfWidth: halfWidth, style: style).add(line, to: &result)
        }
        return result
    }

    /// The polylines split by the dash pattern (unchanged when there is none).
    private func dashed(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var result: [Polyline] = []
        for line in lines {
            // Where in the pattern the line starts.
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern[index] {
                phase -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var remaining = pattern[index] - phase
            var piece = Polyline()
            let vertices = line.vertices
            if index % 2 == 0, let first = vertices.first { piece.points = [first] }
            for (a, b) in zip(vertices, vertices.dropFirst()) {
                var position = a
                var left = hypot(b.x - a.x, b.y - a.y)
                while left > 0 {
                    let step = min(left, remaining)
                    let fraction = step / left
                    position = CGPoint(
                        x: position.x + (b.x - position.x) * fraction,
                        y: position.y + (b.y - position.y) * fraction)
                    left -= step
                    remaining -= step
                    if index % 2 == 0 { piece.points.append(position) }
                    if remaining <= 1e-9 {
                        if index % 2 == 0, piece.points.count > 1 { result.append(piece) }
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        piece = Polyline(points: index % 2 == 0 ? [position] : [])
                    }
                }
            }
            if index % 2 == 0, piece.points.count > 1 { result.append(piece) }
        }
        return result
    }
}

/// Builds the polygons of one stroked polyline.
private struct StrokeOutline {
    let halfWidth: CGFloat
    let style: StrokeStyle

    func add(_ line: Polyline, to path: inout Path) {
        var points: [CGPoint] = []
        for point in line.vertices where points.last != point { points.append(point) }
        if line.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let point = points.first, style.lineCap == .round { polygon(circle(at: point), into: &path) }
            if let point = points.first, style.lineCap == .square {
                polygon(square(at: point), into: &path)
            }
            return
        }
        let closed = line.isClosed && points.count > 2
        let count = closed ? points.count : points.count - 1
        for index in 0..<count {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            let n = normal(a, b)
            polygon(
                [offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)], into: &path)
        }
        let joints = closed ? Array(points.indices) : Array(points.indices.dropFirst().dropLast())
        for index in joints {
            let previous = points[(index + points.count - 1) % points.count]
            join(previous, points[index], points[(index + 1) % points.count], into: &path)
        }
        if !closed {
            cap(at: points[0], from: points[1], into: &path)
            cap(at: points[points.count - 1], from: points[points.count - 2], into: &path)
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> PathVector {
        let length = hypot(b.x - a.x, b.y - a.y)
        return PathVector(dx: -(b.y - a.y) / length, dy: (b.x - a.x) / length)
    }

    private func offset(_ point: CGPoint, _ normal: PathVector, _ side: CGFloat) -> CGPoint {
        CGPoint(x: point.x + normal.dx * halfWidth * side, y: point.y + normal.dy * halfWidth * side)
    }

    private func join(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, into path: inout Path) {
        let (n1, n2) = (normal(a, b), normal(b, c))
        let turn = cross(a, b, c)
        guard abs(turn) > 1e-12 else { return }
        // The outer side is opposite the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let (p1, p2) = (offset(b, n1, side), offset(b, n2, side))
        switch style.lineJoin {
        case .round: polygon(circle(at: b), into: &path)
        case .bevel: polygon([b, p1, p2], into: &path)
        case .miter:
            let cosine = n1.dx * n2.dx + n1.dy * n2.dy
            let miterLength = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-12)
            guard miterLength <= style.miterLimit else { return polygon([b, p1, p2], into: &path) }
            let bisector = PathVector(dx: n1.dx + n2.dx, dy: n1.dy + n2.dy)
            let length = hypot(bisector.dx, bisector.dy)
            let tip = CGPoint(
                x: b.x + bisector.dx / length * halfWidth * miterLength * side,
                y: b.y + bisector.dy / length * halfWidth * miterLength * side)
            polygon([b, p1, tip, p2], into: &path)
        }
    }

    private func cap(at end: CGPoint, from previous: CGPoint, into path: inout Path) {
        let length = hypot(end.x - previous.x, end.y - previous.y)
        let direction = PathVector(dx: (end.x - previous.x) / length, dy: (end.y - previous.y) / length)
        let n = normal(previous, end)
        switch style.lineCap {
        case .butt: return
        case .round: polygon(circle(at: end), into: &path)
        case .square:
            let tip = CGPoint(x: end.x + direction.dx * halfWidth, y: end.y + direction.dy * halfWidth)
            polygon(
                [offset(end, n, 1), offset(tip, n, 1), offset(tip, n, -1), offset(end, n, -1)], into: &path)
        }
    }

    private func circle(at center: CGPoint) -> [CGPoint] {
        let count = max(8, min(64, Int(halfWidth * 8)))
        return (0..<count).map {
            let angle = 2 * Double.pi * Double($0) / Double(count)
            return CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
        }
    }

    private func square(at center: CGPoint) -> [CGPoint] {
        let h = halfWidth
        return [
            CGPoint(x: center.x - h, y: center.y - h), CGPoint(x: center.x + h, y: center.y - h),
            CGPoint(x: center.x + h, y: center.y + h), CGPoint(x: center.x - h, y: center.y + h),
        ]
    }

    /// Appends `points` as a closed polygon turning clockwise on screen.
    private func polygon(_ points: [CGPoint], into path: inout Path) {
        var area: CGFloat = 0
        for index in points.indices {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        path.addLines(area > 0 ? points : points.reversed())
        path.closeSubpath()
    }
}
