import Foundation

/// A spring animation: the change follows a ``Spring`` until it has settled.
///
/// `spring(…)` springs take over a running animation (``shouldMerge(previous:value:time:context:)``
/// keeps its velocity); `interpolatingSpring(…)` springs run on top of it and start with an
/// initial velocity relative to the change.
struct SpringAnimation: FiniteAnimation, CustomStringConvertible {
    var spring: Spring
    var blendDuration: TimeInterval = 0
    /// The initial velocity as a fraction of the change per second (interpolating springs).
    var initialVelocity: Double = 0
    /// Whether the spring takes over a running animation (`spring`) or runs on top of it
    /// (`interpolatingSpring`).
    var merges: Bool
    /// How close to the target (relative to the change) the spring must stay to be done.
    static let epsilon = 0.001

    /// The velocity a merged spring inherited from the animation it took over.
    struct InheritedVelocityKey<V>: AnimationStateKey {
        static var defaultValue: V? { nil }
    }

    /// When the spring has settled, once computed for the run a context belongs to (the
    /// settling time is found by stepping the motion, too costly for every frame).
    struct SettlingTimeKey: AnimationStateKey {
        static var defaultValue: TimeInterval? { nil }
    }

    private func startVelocity<V: VectorArithmetic>(_ value: V, _ context: AnimationContext<V>) -> V {
        context.state[InheritedVelocityKey<V>.self] ?? value.scaled(by: initialVelocity)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        if time >= spring.duration { context.isLogicallyComplete = true }
        let settling = context.state[SettlingTimeKey.self] ?? duration(for: value, context: context)
        context.state[SettlingTimeKey.self] = settling
        guard time < settling else { return nil }
        return spring.value(target: value, initialVelocity: startVelocity(value, context), time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        spring.velocity(target: value, initialVelocity: startVelocity(value, context), time: time)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard merges else { return false }
        if let velocity = previous.velocity(value: value, time: time, context: context) {
            context.state[InheritedVelocityKey<V>.self] = velocity
            context.state[SettlingTimeKey.self] = nil
        }
        return true
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        let size = value.magnitudeSquared.squareRoot()
        guard size > 0 else { return 0 }
        return spring.settlingDuration(
            target: value, initialVelocity: startVelocity(value, context), epsilon: Self.epsilon * size)
    }

    var description: String {
        merges
            ? "spring(response: \(spring.response), dampingFraction: \(spring.dampingRatio), blendDuration: \(blendDuration))"
            : "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}
