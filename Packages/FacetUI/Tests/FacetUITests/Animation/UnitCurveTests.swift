import Foundation
import Testing

@testable import FacetUICore

/// y at x of a cubic Bézier from (0,0) to (1,1), by the test's own method: the curve
/// sampled at 200,000 parameters, then linear interpolation between neighbours.
private func sampledBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func point(_ t: Double) -> (Double, Double) {
        let u = 1 - t
        let bx = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
        let by = 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
        return (bx, by)
    }
    let n = 200_000
    var previous = point(0)
    for i in 1...n {
        let current = point(Double(i) / Double(n))
        if current.0 >= x {
            let fraction = (x - previous.0) / (current.0 - previous.0)
            return previous.1 + fraction * (current.1 - previous.1)
        }
        previous = current
    }
    return 1
}

@MainActor @Suite struct UnitCurveTests {
    @Test func linearIsTheIdentity() {
        #expect(UnitCurve.linear.value(at: 0.25) == 0.25)
        #expect(UnitCurve.linear.velocity(at: 0.7) == 1)
        #expect(UnitCurve.linear.value(at: 2) == 1, "progress is clamped")
    }

    @Test func easeCurvesMatchTheirBezierDefinition() {
        let cases: [(UnitCurve, Double, Double, Double, Double)] = [
            (.easeInOut, 0.42, 0, 0.58, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
        ]
        for (curve, x1, y1, x2, y2) in cases {
            for x in stride(from: 0.05, through: 0.95, by: 0.15) {
                #expect(abs(curve.value(at: x) - sampledBezier(x1, y1, x2, y2, at: x)) < 1e-6)
            }
        }
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12, "symmetric")
        #expect(abs(UnitCurve.easeInOut.value(at: 0.25) - 0.129161) < 1e-5)
    }

    @Test func customBezierAndItsInverse() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))
        #expect(abs(curve.value(at: 0.4) - sampledBezier(0.2, 0.9, 0.3, 1, at: 0.4)) < 1e-6)
        for x in [0.1, 0.3, 0.6, 0.9] {
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6)
        }
    }

    @Test func velocityIsTheSlopeOfTheValue() {
        let curves: [UnitCurve] = [
            .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
            UnitCurve.circularEaseInOut.inverse,
        ]
        for curve in curves {
            for x in [0.2, 0.45, 0.7] {
                let h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(curve.velocity(at: x) - numeric) < 1e-4, "\(curve) at \(x)")
            }
        }
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0, "starts at rest")
    }

    @Test func circularCurvesAndInverses() {
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) < 1e-12)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.linear.inverse == .linear)
        let inOut = UnitCurve.circularEaseInOut
        for x in [0.1, 0.4, 0.5, 0.8] {
            #expect(abs(inOut.inverse.value(at: inOut.value(at: x)) - x) < 1e-9)
        }
        #expect(inOut.inverse.inverse == inOut)
    }
}
