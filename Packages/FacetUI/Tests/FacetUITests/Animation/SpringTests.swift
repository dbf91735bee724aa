import Foundation
import Testing

@testable import FacetUICore

/// The spring's equation of motion integrated numerically (classic Runge–Kutta, 20,000
/// steps per second): the value starts at 0 with velocity `v0` and is pulled towards
/// `target` by `m·x'' = −k·(x − target) − c·x'`.
private func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, target: Double, v0: Double, until time: Double
) -> (value: Double, velocity: Double) {
    var x = 0.0
    var v = v0
    let steps = Int((time * 20_000).rounded())
    let h = time / Double(steps)
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
    for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

@MainActor @Suite struct SpringTests {
    @Test func durationAndBounceGiveResponseAndDampingRatio() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(abs(spring.response - 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
        #expect(abs(spring.bounce - 0.2) < 1e-12)
        #expect(spring.duration == spring.response)
        let stiffness = pow(2 * Double.pi / 0.5, 2)
        #expect(abs(spring.stiffness - stiffness) < 1e-9)
        #expect(abs(spring.damping - 2 * stiffness.squareRoot() * 0.8) < 1e-9)
        #expect(spring.mass == 1)
    }

    @Test func negativeBounceIsOverDamped() {
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce - -0.5) < 1e-12)
    }

    @Test func physicalParameters() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 10)
        #expect(abs(spring.dampingRatio - 10 / (2 * (200.0 * 2).squareRoot())) < 1e-12)
        #expect(abs(spring.response - 2 * .pi / 10) < 1e-12)
        #expect(Spring(stiffness: 100, damping: 30).damping == 20, "reduced to critical damping")
        #expect(Spring(stiffness: 100, damping: 30, allowOverDamping: true).damping == 30)
        let ratio = Spring(response: 0.3, dampingRatio: 0.6)
        #expect(abs(ratio.response - 0.3) < 1e-12 && abs(ratio.dampingRatio - 0.6) < 1e-12)
    }

    @Test(arguments: [0.3, 1.0, 2.0])
    func closedFormMatchesTheIntegratedEquation(dampingRatio: Double) {
        let spring = Spring(
            mass: 1.5, stiffness: 120, damping: dampingRatio * 2 * (120 * 1.5).squareRoot(),
            allowOverDamping: true)
        for time in [0.05, 0.37, 1.2] {
            let numeric = integrate(
                mass: 1.5, stiffness: 120, damping: spring.damping, target: 3, v0: -2, until: time)
            #expect(abs(spring.value(target: 3.0, initialVelocity: -2.0, time: time) - numeric.value) < 1e-7)
            #expect(
                abs(spring.velocity(target: 3.0, initialVelocity: -2.0, time: time) - numeric.velocity) < 1e-6
            )
        }
    }

    @Test func updateStepsAlongTheClosedForm() {
        let spring = Spring(duration: 0.6, bounce: 0.3)
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<60 { spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 1.0 / 60) }
        #expect(abs(value - spring.value(target: 10.0, time: 1)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 10.0, time: 1)) < 1e-9)
    }

    @Test func forceIsStiffnessTimesDistanceMinusDamping() {
        let spring = Spring(mass: 1, stiffness: 50, damping: 4)
        let force: Double = spring.force(target: 2, position: 0.5, velocity: 3)
        #expect(force == 63)
    }

    @Test func settlingDurationIsTheLastTimeOutsideEpsilon() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let settling = spring.settlingDuration(target: 1.0, epsilon: 0.01)
        #expect(settling > 0.5 && settling < 3)
        #expect(abs(spring.value(target: 1.0, time: settling - 1e-6) - 1) > 0.0099)
        for step in 0..<500 {
            let t = settling + 1e-6 + Double(step) * 0.01
            #expect(abs(spring.value(target: 1.0, time: t) - 1) < 0.01)
        }
        #expect(spring.settlingDuration == spring.settlingDuration(target: 1.0, epsilon: 0.001))
        #expect(Spring(mass: 1, stiffness: 10, damping: 0).settlingDuration == .infinity)
    }

    @Test func settlingDurationInitializer() {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.7)
        #expect(abs(spring.settlingDuration - 1.2) < 1e-4)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test func vectorsMoveComponentWise() {
        let spring = Spring.bouncy
        let pair = spring.value(target: AnimatablePair(2.0, -4.0), time: 0.2)
        #expect(abs(pair.first - spring.value(target: 2.0, time: 0.2)) < 1e-12)
        #expect(abs(pair.second - spring.value(target: -4.0, time: 0.2)) < 1e-12)
        let point = spring.value(
            fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 0), initialVelocity: .zero, time: 0.2
        )
        #expect(abs(point.x - (10 + spring.value(target: 10.0, time: 0.2))) < 1e-9)
        #expect(abs(point.y - (10 + spring.value(target: -10.0, time: 0.2))) < 1e-9)
    }

    @Test func presets() {
        #expect(abs(Spring.smooth.bounce) < 1e-12)
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(Spring.bouncy(duration: 1).duration == 1)
        #expect(Spring(duration: 0.5, bounce: 0) == Spring(response: 0.5, dampingRatio: 1))
    }
}
