import Foundation

/// An animation's timing: the value it has reached at each time, and optionally its
/// velocity and how it merges with an animation already running.
///
/// ```swift
/// struct Steps: CustomAnimation {
///     var count = 4
///     var duration: TimeInterval = 1
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         guard time < duration else { return nil }
///         return value.scaled(by: (time / duration * Double(count)).rounded(.down) / Double(count))
///     }
/// }
/// withAnimation(Animation(Steps())) { progress = 1 }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The value reached at `time` seconds into an animation of `value` (the whole
    /// change, from zero), or `nil` once the animation has finished.
    nonisolated func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V?

    /// The velocity at `time`, or `nil` when the animation does not know it.
    nonisolated func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V?

    /// Whether this animation, started while `previous` runs (at `time` into it), takes
    /// it over (`true`) or runs on top of it (`false`, the default).
    nonisolated func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity: `nil`.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        nil
    }

    /// No merging: the new animation runs on top of the previous one.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
