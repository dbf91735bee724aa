import Foundation

/// How a change is animated: a timing curve, a spring or a custom animation, with a
/// delay, a speed and repetition.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// Circle().scaleEffect(scale).animation(.spring(duration: 0.4, bounce: 0.3), value: scale)
/// Animation.linear(duration: 2).delay(0.5).repeatForever(autoreverses: false)
/// ```
///
/// An animation evaluates to exact values at any time: ``animate(value:time:context:)``
/// gives how far a change of `value` has come after `time` seconds, or `nil` once it has
/// finished.
@frozen public struct Animation: Equatable, Sendable {
    let storage: any CustomAnimation

    /// Creates an animation from a custom animation.
    ///
    /// ```swift
    /// let steps = Animation(Steps(count: 4))
    /// ```
    public init<A: CustomAnimation>(_ base: A) {
        storage = base
    }

    /// Whether two animations are the same animation with the same parameters.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.storage) == AnyHashable(rhs.storage)
    }
}

extension Animation: Hashable {
    /// The value reached at `time` seconds into an animation of `value` (the whole change,
    /// from zero), or `nil` once the animation has finished.
    ///
    /// ```swift
    /// var context = …
    /// Animation.linear(duration: 1).animate(value: 10.0, time: 0.5, context: &context)  // 5
    /// ```
    public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        storage.animate(value: value, time: time, context: &context)
    }

    /// The velocity at `time` seconds into an animation of `value`, when the animation
    /// knows it.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        storage.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation, started while `previous` runs, takes it over.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        storage.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The custom animation this animation evaluates.
    public var base: any CustomAnimation { storage }

    /// Hashes the animation's kind and parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(storage))
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The animation's kind and parameters, such as `linear(duration: 0.35)`.
    public var description: String { String(describing: storage) }

    /// The description of the animation, for debugging.
    public var debugDescription: String { "Animation(\(description))" }

    /// A mirror showing the custom animation the animation evaluates.
    public var customMirror: Mirror { Mirror(self, children: ["base": storage]) }
}

extension Animation {
    /// How long one run of this animation lasts for a change of `value` (a timing curve's
    /// duration, a spring's settling time); found by evaluation for custom animations.
    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        AnimationTiming.duration(of: storage, value: value, context: context)
    }
}

/// What the built-in animations know of their own length.
protocol FiniteAnimation: CustomAnimation {
    /// How long one run lasts for a change of `value`.
    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval
}

enum AnimationTiming {
    /// The time at which `animation` returns `nil` for `value`: exact for built-in
    /// animations, otherwise found by doubling and bisection (to a microsecond; infinite
    /// when it has not finished after a day).
    static func duration<V: VectorArithmetic>(
        of animation: any CustomAnimation, value: V, context: AnimationContext<V>
    ) -> TimeInterval {
        if let finite = animation as? any FiniteAnimation {
            return finite.duration(for: value, context: context)
        }
        func finished(_ time: Double) -> Bool {
            var scratch = context
            return animation.animate(value: value, time: time, context: &scratch) == nil
        }
        if finished(0) { return 0 }
        var high = 1.0
        while !finished(high) {
            high *= 2
            if high > 86_400 { return .infinity }
        }
        var low = high / 2 >= 1 ? high / 2 : 0
        while high - low > 1e-6 {
            let middle = (low + high) / 2
            if finished(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
