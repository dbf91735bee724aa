import Foundation

extension Animation {
    /// This animation, started `delay` seconds later.
    ///
    /// ```swift
    /// withAnimation(.easeIn.delay(0.2)) { isVisible = true }
    /// ```
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayedAnimation(base: self, delay: delay))
    }

    /// This animation, run `speed` times as fast (2 takes half the time).
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// This animation, run `repeatCount` times; with `autoreverses`, every other run goes
    /// backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// This animation, repeated until the view goes away; with `autoreverses`, every other
    /// run goes backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// This animation, reported logically complete (so that completions with
    /// `.logicallyComplete` criteria run) after `duration` seconds, though it may move on.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}

/// An animation that starts after a delay: zero until then.
struct DelayedAnimation: FiniteAnimation, CustomStringConvertible {
    var base: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        guard time >= delay else { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        delay + base.duration(for: value, context: context)
    }

    var description: String { "\(base).delay(\(delay))" }
}

/// An animation run faster or slower.
struct SpeedAnimation: FiniteAnimation, CustomStringConvertible {
    var base: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        guard speed > 0 else { return .infinity }
        return base.duration(for: value, context: context) / speed
    }

    var description: String { "\(base).speed(\(speed))" }
}

/// An animation repeated a number of times (or forever), every other run backwards when it
/// autoreverses.
struct RepeatedAnimation: FiniteAnimation, CustomStringConvertible {
    var base: Animation
    /// The number of runs, `nil` for forever.
    var count: Int?
    var autoreverses: Bool

    /// The run `time` falls in and the time into it, or `nil` once every run is over.
    private func position<V: VectorArithmetic>(
        _ time: TimeInterval, _ value: V, _ context: AnimationContext<V>
    )
        -> (run: Int, local: TimeInterval, length: TimeInterval)?
    {
        let length = base.duration(for: value, context: context)
        guard length > 0, length.isFinite else { return nil }
        let run = Int((max(time, 0) / length).rounded(.down))
        if let count, run >= count { return nil }
        return (run, max(time, 0) - Double(run) * length, length)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        guard let (run, local, length) = position(time, value, context) else { return nil }
        let backwards = autoreverses && run % 2 == 1
        let baseTime = backwards ? length - local : local
        return base.animate(value: value, time: baseTime, context: &context) ?? value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let (run, local, length) = position(time, value, context) else { return nil }
        let backwards = autoreverses && run % 2 == 1
        let velocity = base.velocity(value: value, time: backwards ? length - local : local, context: context)
        return backwards ? velocity.map { .zero - $0 } : velocity
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        guard let count else { return .infinity }
        return Double(count) * base.duration(for: value, context: context)
    }

    var description: String {
        if let count { return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))" }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

/// An animation reported logically complete after a fixed time.
struct LogicallyCompleteAnimation: FiniteAnimation, CustomStringConvertible {
    var base: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        let result = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        base.duration(for: value, context: context)
    }

    var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
