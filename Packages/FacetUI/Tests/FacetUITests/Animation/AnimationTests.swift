import Foundation
import Testing

@testable import FacetUICore

/// Steps of a quarter: a custom animation with no duration of its own.
private struct QuarterSteps: CustomAnimation {
    var duration: TimeInterval = 1
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        guard time < duration else { return nil }
        return value.scaled(by: (time / duration * 4).rounded(.down) / 4)
    }
}

/// `animation` evaluated for a change of `value` at `time` (nil: finished).
private func evaluate(_ animation: Animation, _ value: Double = 1, at time: TimeInterval) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) < tolerance
}

@MainActor @Suite struct AnimationTests {
    @Test func linearIsHalfWayAtHalfItsDuration() {
        #expect(close(evaluate(.linear(duration: 1), 10, at: 0.5), 5))
        #expect(evaluate(.linear(duration: 1), 10, at: 1) == nil)
        #expect(close(evaluate(.linear, at: 0.175), 0.5), "0.35 s by default")
        #expect(evaluate(.linear, at: 0.35) == nil)
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 2).velocity(value: 10, time: 1, context: context) == 5)
        #expect(Animation.linear(duration: 2).animate(value: 10, time: 0, context: &context) == 0)
    }

    @Test func easeCurvesFollowTheirUnitCurves() {
        #expect(close(evaluate(.easeInOut(duration: 2), at: 0.5), UnitCurve.easeInOut.value(at: 0.25)))
        #expect(close(evaluate(.easeIn, at: 0.07), UnitCurve.easeIn.value(at: 0.2)))
        #expect(close(evaluate(.easeOut(duration: 1), at: 0.9), UnitCurve.easeOut.value(at: 0.9)))
        let curve = Animation.timingCurve(0.1, 0.7, 0.3, 1, duration: 0.5)
        let unit = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: UnitPoint(x: 0.3, y: 1))
        #expect(close(evaluate(curve, at: 0.1), unit.value(at: 0.2)))
    }

    @Test func springsEvaluateTheirSpring() {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        let animation = Animation.spring(response: 0.4, dampingFraction: 0.6)
        #expect(close(evaluate(animation, 2, at: 0.3), spring.value(target: 2.0, time: 0.3)))
        let settling = spring.settlingDuration(target: 2.0, epsilon: 0.002)
        #expect(evaluate(animation, 2, at: settling + 0.01) == nil)
        #expect(evaluate(animation, 2, at: settling - 0.01) != nil)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1, time: 0.2, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 0.41, context: &context)
        #expect(context.isLogicallyComplete, "after its response")
        #expect(
            context.state[SpringAnimation.SettlingTimeKey.self]
                == spring.settlingDuration(target: 1.0, epsilon: 0.001), "kept for the next frames")
    }

    @Test func interpolatingSpringsStartWithTheirVelocity() {
        let animation = Animation.interpolatingSpring(mass: 1, stiffness: 80, damping: 6, initialVelocity: 2)
        let spring = Spring(mass: 1, stiffness: 80, damping: 6)
        #expect(
            close(
                evaluate(animation, 3, at: 0.25), spring.value(target: 3.0, initialVelocity: 6.0, time: 0.25))
        )
        let byDuration = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
        #expect(
            close(
                evaluate(byDuration, at: 0.3),
                Spring(duration: 0.5, bounce: 0.2).value(target: 1.0, time: 0.3)))
    }

    @Test func definitionsOfTheNamedSprings() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        // `.spring` is `spring()`, which picks the duration and bounce form (the response
        // form is disfavoured): no bounce, as SwiftUI's.
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring != .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring(duration: 0.5, bounce: 0.3) == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(duration: 0.4, bounce: 0.4))
        #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.spring(Spring.snappy) == .snappy)
        #expect(Animation.interpolatingSpring(.smooth) != .smooth, "an interpolating spring does not merge")
    }

    @Test func equalityHashingAndDescription() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.linear != .easeIn)
        #expect(Animation.linear.delay(1) != .linear)
        #expect(Set([Animation.linear, .linear(duration: 0.35), .easeOut]).count == 2)
        #expect(Animation.linear.description == "linear(duration: 0.35)")
        #expect(Animation.easeIn(duration: 1).delay(0.5).description == "easeIn(duration: 1.0).delay(0.5)")
        #expect(Animation.linear.base is TimingCurveAnimation)
    }

    @Test func delaySpeedAndLogicalCompletion() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(evaluate(delayed, at: 0.25) == 0)
        #expect(close(evaluate(delayed, at: 1), 0.5))
        #expect(evaluate(delayed, at: 1.5) == nil)
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(close(evaluate(fast, at: 0.25), 0.5))
        #expect(evaluate(fast, at: 0.5) == nil)
        var context = AnimationContext<Double>()
        #expect(fast.velocity(value: 1, time: 0.1, context: context) == 2)
        let early = Animation.linear(duration: 1).logicallyComplete(after: 0.2)
        _ = early.animate(value: 1, time: 0.1, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = early.animate(value: 1, time: 0.3, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func repeatsAndAutoreverses() {
        let thrice = Animation.linear(duration: 1).repeatCount(3)
        #expect(close(evaluate(thrice, at: 0.25), 0.25))
        #expect(close(evaluate(thrice, at: 1.25), 0.75), "the second run goes back")
        #expect(close(evaluate(thrice, at: 2.25), 0.25))
        #expect(evaluate(thrice, at: 3) == nil)
        let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(close(evaluate(twice, at: 1.25), 0.25))
        #expect(evaluate(twice, at: 2) == nil)
        let forever = Animation.easeIn(duration: 0.5).repeatForever(autoreverses: false)
        #expect(close(evaluate(forever, at: 1000.1), UnitCurve.easeIn.value(at: 0.2)))
        let pingPong = Animation.linear(duration: 1).repeatForever()
        #expect(close(evaluate(pingPong, at: 7.75), 0.25))
        var context = AnimationContext<Double>()
        #expect(pingPong.velocity(value: 1, time: 7.75, context: context) == -1)
        let length = Animation.linear.delay(0.2).repeatCount(2, autoreverses: false).duration(
            for: 1.0, context: context)
        #expect(abs(length - 1.1) < 1e-12)
        _ = pingPong.animate(value: 1, time: 1, context: &context)
    }

    @Test func customAnimations() {
        let steps = Animation(QuarterSteps())
        #expect(evaluate(steps, 8, at: 0.3) == 2)
        #expect(evaluate(steps, 8, at: 1) == nil)
        #expect(steps == Animation(QuarterSteps()))
        #expect(steps != Animation(QuarterSteps(duration: 2)))
        // Repeating needs the length of one run, found by evaluation for a custom animation.
        let repeated = steps.repeatCount(2, autoreverses: false)
        #expect(evaluate(repeated, 8, at: 1.6) == 4)
        #expect(evaluate(repeated, 8, at: 2.01) == nil)
        var context = AnimationContext<Double>()
        #expect(steps.velocity(value: 1, time: 0.5, context: context) == nil)
        #expect(!steps.shouldMerge(previous: .linear, value: 1.0, time: 0.1, context: &context))
    }

    @Test func springsMergeKeepingTheVelocity() {
        var context = AnimationContext<Double>()
        let previous = Animation.linear(duration: 1)
        #expect(Animation.snappy.shouldMerge(previous: previous, value: 4.0, time: 0.5, context: &context))
        #expect(context.state[SpringAnimation.InheritedVelocityKey<Double>.self] == 4)
        let spring = Spring.snappy
        #expect(
            close(
                Animation.snappy.animate(value: 4.0, time: 0.1, context: &context),
                spring.value(target: 4.0, initialVelocity: 4.0, time: 0.1)))
        var fresh = AnimationContext<Double>()
        #expect(!Animation.linear.shouldMerge(previous: previous, value: 4.0, time: 0.5, context: &fresh))
        #expect(
            !Animation.interpolatingSpring.shouldMerge(
                previous: previous, value: 4.0, time: 0.5, context: &fresh))
    }

    @Test func contextState() {
        struct Count: AnimationStateKey { static var defaultValue: Int { 0 } }
        var context = AnimationContext<Double>()
        #expect(context.state[Count.self] == 0)
        context.state[Count.self] = 3
        let other = context.withState(AnimationState<CGFloat>())
        #expect(other.state[Count.self] == 0)
        #expect(context.state[Count.self] == 3)
    }
}
