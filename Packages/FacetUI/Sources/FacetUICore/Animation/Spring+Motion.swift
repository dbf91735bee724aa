import Foundation

extension Spring {
    /// How long the spring takes to come to rest for a unit change from rest (within
    /// 0.001 of the target).
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// How long the spring takes, moving from zero towards `target` with `initialVelocity`,
    /// until it stays within `epsilon` of the target (infinite for an undamped spring).
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let solution = SpringSolution(self)
        let start = V.zero - target
        let startSize = start.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        func distance(_ t: Double) -> Double {
            let c = solution.coefficients(at: t)
            return (start.scaled(by: c.a) + initialVelocity.scaled(by: c.b)).magnitudeSquared.squareRoot()
        }
        guard distance(0) >= epsilon || speed > 0 else { return 0 }
        guard solution.decays else { return .infinity }
        // Step forward until no later time can be `epsilon` away (the bound decreases);
        // remember the last step that was, then bisect the crossing after it.
        let step = max(solution.timeScale / 256, 1e-6)
        var t = 0.0
        var lastOutside: Double?
        var steps = 0
        while true {
            steps += 1
            if steps > 4_000_000 { return .infinity }
            if distance(t) >= epsilon { lastOutside = t }
            if t >= solution.timeScale, solution.bound(at: t, start: startSize, speed: speed) < epsilon {
                break
            }
            t += step
        }
        guard var low = lastOutside else { return 0 }
        var high = low + step
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if distance(middle) >= epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// The value of a spring moving from zero towards `target` (starting with
    /// `initialVelocity`) after `time` seconds.
    ///
    /// ```swift
    /// Spring(duration: 1, bounce: 0).value(target: 1.0, time: 1)  // ≈ 0.986
    /// ```
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let c = SpringSolution(self).coefficients(at: time)
        // displacement(t) = a·d₀ + b·v₀ with d₀ = −target.
        return target - target.scaled(by: c.a) + initialVelocity.scaled(by: c.b)
    }

    /// The velocity of a spring moving from zero towards `target` (starting with
    /// `initialVelocity`) after `time` seconds.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    {
        let c = SpringSolution(self).coefficients(at: time)
        return initialVelocity.scaled(by: c.db) - target.scaled(by: c.da)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds towards `target`.
    ///
    /// ```swift
    /// var value = 0.0, velocity = 0.0
    /// Spring.snappy.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1 / 60)
    /// ```
    public func update<V: VectorArithmetic>(
        value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
        let c = SpringSolution(self).coefficients(at: deltaTime)
        let displacement = value - target
        let newDisplacement = displacement.scaled(by: c.a) + velocity.scaled(by: c.b)
        velocity = displacement.scaled(by: c.da) + velocity.scaled(by: c.db)
        value = target + newDisplacement
    }

    /// The force the spring applies at `position` moving at `velocity` towards `target`:
    /// `stiffness · (target − position) − damping · velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// How long the spring takes to settle moving `fromValue` to `toValue`.
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The value of a spring moving `fromValue` to `toValue` after `time` seconds.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of a spring moving `fromValue` to `toValue` after `time` seconds.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force of a spring moving `fromValue` to `toValue` at `position` and `velocity`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData,
            velocity: velocity.animatableData)
        return result
    }
}

extension Spring {
    /// A smooth spring with no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with a perceptual duration and, optionally, some bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that feels more snappy.
    public static var snappy: Spring { snappy() }

    /// A snappy spring (bounce 0.15) with a perceptual duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher amount of bounce.
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring (bounce 0.3) with a perceptual duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

/// The closed-form solution of `m·x'' + c·x' + k·x = 0`: the displacement at `t` is
/// `a(t)·x₀ + b(t)·v₀` and the velocity `a'(t)·x₀ + b'(t)·v₀`, for any vector type.
struct SpringSolution {
    private enum Regime {
        /// ζ < 1: decay rate ζω₀, damped frequency ω_d.
        case underdamped(decay: Double, frequency: Double)
        /// ζ = 1.
        case critical(omega: Double)
        /// ζ > 1: the two real roots of the characteristic equation.
        case overdamped(r1: Double, r2: Double)
        /// No stiffness or infinite stiffness: the value jumps to the target.
        case instant
    }

    private let regime: Regime
    private let omega: Double

    init(_ spring: Spring) {
        let k = spring.stiffness
        let m = spring.mass
        let c = spring.damping
        guard k > 0, k.isFinite, m > 0 else {
            regime = .instant
            omega = .infinity
            return
        }
        let omega = (k / m).squareRoot()
        self.omega = omega
        let zeta = c / (2 * (k * m).squareRoot())
        if !zeta.isFinite {
            // Infinite damping (a bounce of -1): treated as reaching the target at once.
            regime = .instant
        } else if abs(zeta - 1) < 1e-9 {
            regime = .critical(omega: omega)
        } else if zeta < 1 {
            regime = .underdamped(decay: zeta * omega, frequency: omega * (1 - zeta * zeta).squareRoot())
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            regime = .overdamped(r1: -omega * (zeta - root), r2: -omega * (zeta + root))
        }
    }

    /// Whether the motion dies out (there is damping).
    var decays: Bool {
        if case .underdamped(let decay, _) = regime { return decay > 0 }
        return true
    }

    /// A time after which the bound below decreases (one undamped period).
    var timeScale: Double { omega.isFinite ? 2 * .pi / omega : 0 }

    /// a, b and their derivatives at `t`.
    func coefficients(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        switch regime {
        case .instant:
            return (0, 0, 0, 0)
        case .underdamped(let decay, let frequency):
            let envelope = exp(-decay * t)
            let cosine = cos(frequency * t)
            let sine = sin(frequency * t)
            let a = envelope * (cosine + decay / frequency * sine)
            let b = envelope * sine / frequency
            let da = -envelope * sine * (decay * decay + frequency * frequency) / frequency
            let db = envelope * (cosine - decay / frequency * sine)
            return (a, b, da, db)
        case .critical(let omega):
            let envelope = exp(-omega * t)
            return (
                envelope * (1 + omega * t), envelope * t, -envelope * omega * omega * t,
                envelope * (1 - omega * t)
            )
        case .overdamped(let r1, let r2):
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            let span = r1 - r2
            return (
                (r1 * e2 - r2 * e1) / span, (e1 - e2) / span, r1 * r2 * (e2 - e1) / span,
                (r1 * e1 - r2 * e2) / span
            )
        }
    }

    /// An upper bound of the distance from the target at every time from `t` on, for a
    /// start `start` away moving at `speed` (valid once `t` ≥ ``timeScale``).
    func bound(at t: Double, start: Double, speed: Double) -> Double {
        switch regime {
        case .instant:
            return 0
        case .underdamped(let decay, let frequency):
            return exp(-decay * t) * (start * (1 + decay / frequency) + speed / frequency)
        case .critical(let omega):
            return exp(-omega * t) * (start * (1 + omega * t) + speed * t)
        case .overdamped(let r1, let r2):
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            let span = abs(r1 - r2)
            return (start * (abs(r1) * e2 + abs(r2) * e1) + speed * (e1 + e2)) / span
        }
    }
}
