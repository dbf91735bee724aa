import Foundation

extension Path {
    /// The part of the path between `from` and `to`, fractions of its length (clamped to
    /// 0…1; empty when `from` is not below `to`). Curves stay curves, split where the
    /// fractions fall; a closed subpath's closing line counts towards the length.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
    /// // 0 0 m 10 0 l 10 10 l
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (min(max(from, 0), 1), min(max(to, 0), 1))
        guard from < to else { return Path() }
        let pieces = trimPieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 && to == 1 ? self : Path() }
        if from == 0 && to == 1 { return self }
        let (start, end) = (from * total, to * total)
        var result = Path()
        var travelled: CGFloat = 0
        var lastSubpath = -1
        for piece in pieces {
            defer { travelled += piece.length }
            let (pieceStart, pieceEnd) = (travelled, travelled + piece.length)
            guard pieceEnd > start, pieceStart < end || (piece.length == 0 && pieceStart == end) else {
                continue
            }
            var segment = piece.segment
            let (d0, d1) = (max(start, pieceStart) - pieceStart, min(end, pieceEnd) - pieceStart)
            if piece.kind == .line {
                // A line's length grows linearly: its ends are exact.
                let (a, b) = (segment.p0, segment.p3)
                func at(_ d: CGFloat) -> CGPoint {
                    let f = piece.length == 0 ? 0 : d / piece.length
                    return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                }
                let (p, q) = (d0 <= 0 ? a : at(d0), d1 >= piece.length ? b : at(d1))
                segment = Segment(p, p, q, q)
            } else {
                let t1 = segment.parameter(atLength: d1)
                let t0 = segment.parameter(atLength: d0)
                if t1 < 1 { segment = segment.split(at: t1).0 }
                if t0 > 0 { segment = segment.split(at: t0 / max(t1, 1e-12)).1 }
            }
            if piece.subpath != lastSubpath || result.currentPoint.map({ $0 != segment.p0 }) ?? true {
                result.move(to: segment.p0)
                lastSubpath = piece.subpath
            }
            switch piece.kind {
            case .line: result.addLine(to: segment.p3)
            case .curve: result.addCurve(to: segment.p3, control1: segment.p1, control2: segment.p2)
            }
        }
        return result
    }

    /// A segment of the path with its length, for trimming.
    struct TrimPiece {
        enum Kind { case line, curve }
        var kind: Kind
        var segment: Segment
        var length: CGFloat
        var subpath: Int
    }

    /// The path's segments in order, closing lines included.
    func trimPieces() -> [TrimPiece] {
        var pieces: [TrimPiece] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        var subpath = -1
        func line(to point: CGPoint) {
            let length = hypot(point.x - current.x, point.y - current.y)
            pieces.append(
                TrimPiece(
                    kind: .line, segment: Segment(current, current, point, point), length: length,
                    subpath: subpath))
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                (current, start) = (point, point)
                subpath += 1
            case .line(let point): line(to: point)
            case .quadCurve(let point, let control):
                let segment = Segment.cubic(from: current, quad: control, to: point)
                pieces.append(
                    TrimPiece(kind: .curve, segment: segment, length: segment.length, subpath: subpath))
                current = point
            case .curve(let point, let control1, let control2):
                let segment = Segment(current, control1, control2, point)
                pieces.append(
                    TrimPiece(kind: .curve, segment: segment, length: segment.length, subpath: subpath))
                current = point
            case .closeSubpath:
                if current != start { line(to: start) }
                current = start
            }
        }
        return pieces
    }
}
