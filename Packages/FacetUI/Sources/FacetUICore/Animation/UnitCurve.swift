import Foundation

/// A function from progress in `0...1` to a value, usually also in `0...1`: the shape of
/// a timing curve, as used by ``Animation/timingCurve(_:_:_:_:duration:)``.
///
/// ```swift
/// UnitCurve.linear.value(at: 0.25)      // 0.25
/// UnitCurve.easeInOut.value(at: 0.5)    // 0.5
/// UnitCurve.easeIn.velocity(at: 0)      // 0: it starts at rest
/// let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
/// ```
public struct UnitCurve {
    enum Kind: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of a curve that has no closed-form inverse, found numerically.
        indirect case inverted(Kind)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points given.
    ///
    /// The x coordinates of the control points are clamped to `0...1`, so that the curve is
    /// a function of progress.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            .bezier(
                CubicBezier(
                    x1: min(max(Double(startControlPoint.x), 0), 1), y1: Double(startControlPoint.y),
                    x2: min(max(Double(endControlPoint.x), 0), 1), y2: Double(endControlPoint.y))))
    }

    /// The value of the curve at `progress` (clamped to `0...1`).
    public func value(at progress: Double) -> Double {
        Self.value(kind, at: min(max(progress, 0), 1))
    }

    /// The rate of change of the curve's value at `progress` (clamped to `0...1`).
    public func velocity(at progress: Double) -> Double {
        Self.velocity(kind, at: min(max(progress, 0), 1))
    }

    /// The curve that maps this curve's values back to their progress.
    ///
    /// ```swift
    /// let curve = UnitCurve.easeIn
    /// curve.inverse.value(at: curve.value(at: 0.3))  // 0.3
    /// ```
    public var inverse: UnitCurve {
        switch kind {
        case .linear: return self
        case .bezier(let bezier):
            return UnitCurve(.bezier(CubicBezier(x1: bezier.y1, y1: bezier.x1, x2: bezier.y2, y2: bezier.x2)))
        case .circularEaseIn: return UnitCurve(.circularEaseOut)
        case .circularEaseOut: return UnitCurve(.circularEaseIn)
        case .inverted(let original): return UnitCurve(original)
        case .circularEaseInOut: return UnitCurve(.inverted(kind))
        }
    }

    private static func value(_ kind: Kind, at x: Double) -> Double {
        switch kind {
        case .linear: return x
        case .bezier(let bezier): return bezier.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        case .inverted(let original): return invert(original, x)
        }
    }

    private static func velocity(_ kind: Kind, at x: Double) -> Double {
        switch kind {
        case .linear: return 1
        case .bezier(let bezier): return bezier.slope(at: x)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / (x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
            let u = 2 * x - 2
            return -u / (1 - u * u).squareRoot()
        case .inverted(let original):
            // The slope of an inverse is the reciprocal of the original's slope there.
            return 1 / velocity(original, at: invert(original, x))
        }
    }

    /// The progress at which the increasing curve `kind` reaches `y`, by bisection.
    private static func invert(_ kind: Kind, _ y: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if value(kind, at: middle) < y { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

extension UnitCurve: Sendable {}

extension UnitCurve: Hashable {}

extension UnitCurve {
    /// The ease-in-out Bézier curve, with control points (0.42, 0) and (0.58, 1).
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut = UnitCurve.easeInOut
    /// The ease-in-out Bézier curve, with control points (0.42, 0) and (0.58, 1): slow at
    /// both ends.
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The ease-in Bézier curve, with control points (0.42, 0) and (1, 1): slow at the start.
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// The ease-out Bézier curve, with control points (0, 0) and (0.58, 1): slow at the end.
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle starting slowly: `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle ending slowly: `sqrt(1 - (x - 1)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Circular ease-in for the first half and circular ease-out for the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)
    /// The identity: the value is the progress.
    public static let linear = UnitCurve(.linear)
}

/// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), read as
/// y as a function of x.
struct CubicBezier: Hashable, Sendable {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double

    /// The coordinate of one dimension at parameter `t` (control values `a`, `b`).
    private static func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The derivative of one dimension at parameter `t`.
    private static func derivative(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }

    /// The parameter whose x coordinate is `x`: Newton's method, then bisection when it
    /// does not converge (x(t) is increasing since both x control values are in 0...1).
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(x1, x2, t) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(x1, x2, t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = Self.coordinate(x1, x2, t)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
        }
        return t
    }

    /// y at x.
    func value(at x: Double) -> Double {
        Self.coordinate(y1, y2, parameter(forX: x))
    }

    /// dy/dx at x.
    func slope(at x: Double) -> Double {
        let t = parameter(forX: x)
        let dx = Self.derivative(x1, x2, t)
        let dy = Self.derivative(y1, y2, t)
        if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }
}
