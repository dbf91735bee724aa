import Foundation

/// A damped spring: a mass on a spring with friction, solved in closed form.
///
/// A spring moves a value from zero towards a target; ``value(target:initialVelocity:time:)``
/// gives where it is at a time and ``velocity(target:initialVelocity:time:)`` how fast it
/// moves. Under-damped springs (``dampingRatio`` below 1) overshoot and oscillate,
/// critically damped ones reach the target fastest without overshooting, over-damped ones
/// (only with `allowOverDamping`) creep towards it.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.2)
/// spring.value(target: 100.0, time: 0.25)     // where the value is after a quarter second
/// spring.settlingDuration                      // when it has come to rest
/// Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio  // 0.5
/// ```
public struct Spring: Hashable, Sendable {
    /// The moving mass.
    let storedMass: Double
    /// The spring constant.
    let storedStiffness: Double
    /// The friction coefficient.
    let storedDamping: Double

    init(storedMass: Double, storedStiffness: Double, storedDamping: Double) {
        self.storedMass = storedMass
        self.storedStiffness = storedStiffness
        self.storedDamping = storedDamping
    }
}

extension Spring {
    /// Creates a spring with a perceptual duration and an amount of bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (the ``response``): how long the change takes
    ///     to feel done, not how long until the spring is at rest.
    ///   - bounce: From -1 to 1: 0 is critically damped, positive values overshoot,
    ///     negative values are over-damped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration: the same as ``response``.
    public var duration: TimeInterval { response }

    /// The bounce: `1 - dampingRatio` for a spring that is not over-damped, otherwise
    /// `1 / dampingRatio - 1` (negative).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The damping ratio a bounce stands for.
    static func dampingRatio(bounce: Double) -> Double {
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (bounce + 1) }
        return 1 - min(bounce, 1)
    }
}

extension Spring {
    /// Creates a spring with a response (the period of the undamped oscillation) and a
    /// damping ratio (1 is critically damped).
    public init(response: Double, dampingRatio: Double) {
        let stiffness = Self.stiffness(response: response, mass: 1)
        self.init(
            storedMass: 1, storedStiffness: stiffness,
            storedDamping: Self.criticalDamping(stiffness: stiffness, mass: 1) * dampingRatio)
    }

    /// The period of the spring's undamped oscillation, in seconds.
    public var response: Double {
        guard storedStiffness > 0 else { return .infinity }
        guard storedStiffness.isFinite else { return 0 }
        return 2 * .pi / (storedStiffness / storedMass).squareRoot()
    }

    /// The damping as a fraction of critical damping: below 1 the spring oscillates.
    public var dampingRatio: Double {
        let critical = Self.criticalDamping(stiffness: storedStiffness, mass: storedMass)
        guard critical > 0, critical.isFinite else { return 1 }
        return storedDamping / critical
    }

    static func stiffness(response: Double, mass: Double) -> Double {
        guard response > 0 else { return .infinity }
        let frequency = 2 * .pi / response
        return frequency * frequency * mass
    }

    static func criticalDamping(stiffness: Double, mass: Double) -> Double {
        2 * (stiffness * mass).squareRoot()
    }
}

extension Spring {
    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - allowOverDamping: Whether a damping above critical is kept; when `false`, it is
    ///     reduced to critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = Self.criticalDamping(stiffness: stiffness, mass: mass)
        self.init(
            storedMass: mass, storedStiffness: stiffness,
            storedDamping: allowOverDamping ? damping : min(damping, critical))
    }

    /// The moving mass.
    public var mass: Double { storedMass }

    /// The spring constant: the force per unit of displacement.
    public var stiffness: Double { storedStiffness }

    /// The friction coefficient: the force per unit of velocity.
    public var damping: Double { storedDamping }
}

extension Spring {
    /// Creates a spring that comes to rest (within `epsilon` of a unit change) after
    /// `settlingDuration`, with a damping ratio.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The settling time of a spring is proportional to its response at a fixed ratio.
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let response = unitSettling.isFinite && unitSettling > 0 ? settlingDuration / unitSettling : 0
        self.init(response: response, dampingRatio: dampingRatio)
    }
}
