import Foundation

extension Animation {
    /// The default animation: ``spring(response:dampingFraction:blendDuration:)`` with a
    /// response of 0.55, a damping fraction of 1 and no blend duration, as SwiftUI's
    /// since iOS 17.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// An animation at constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(name: "linear", curve: .linear, duration: duration))
    }

    /// An animation at constant speed over 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }

    /// An animation that starts slowly, over `duration` seconds (``UnitCurve/easeIn``).
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(name: "easeIn", curve: .easeIn, duration: duration))
    }

    /// An animation that starts slowly, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// An animation that ends slowly, over `duration` seconds (``UnitCurve/easeOut``).
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(name: "easeOut", curve: .easeOut, duration: duration))
    }

    /// An animation that ends slowly, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// An animation slow at both ends, over `duration` seconds (``UnitCurve/easeInOut``).
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(name: "easeInOut", curve: .easeInOut, duration: duration))
    }

    /// An animation slow at both ends, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An animation along the cubic Bézier curve with control points (`p1x`, `p1y`) and
    /// (`p2x`, `p2y`), over `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)) { offset = 100 }
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
        return Animation(TimingCurveAnimation(name: nil, curve: curve, duration: duration))
    }
}

extension Animation {
    /// A spring with a perceptual duration and an amount of bounce (see ``Spring``).
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(
            response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce),
            blendDuration: blendDuration)
    }

    /// A spring with a response (its undamped period) and a damping fraction (1 is
    /// critically damped); it takes over a running animation, keeping its velocity.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            SpringAnimation(
                spring: Spring(response: response, dampingRatio: dampingFraction),
                blendDuration: blendDuration,
                merges: true))
    }

    /// A spring with the default parameters of ``spring(duration:bounce:blendDuration:)``: a
    /// duration of 0.5 seconds and no bounce.
    public static var spring: Animation { spring() }

    /// A spring with a high stiffness, for following a gesture.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters of
    /// ``interactiveSpring(duration:extraBounce:blendDuration:)``: 0.15 seconds, bounce 0.15.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// An interactive spring with a perceptual duration (bounce 0.15 plus `extraBounce`).
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A smooth spring with no bounce.
    public static var smooth: Animation { smooth() }

    /// A smooth spring with a perceptual duration and, optionally, some bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce.
    public static var snappy: Animation { snappy() }

    /// A snappy spring (bounce 0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher amount of bounce.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring (bounce 0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An animation with a ``Spring``; it takes over a running animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration, merges: true))
    }

    /// A spring from its physical parameters that runs on top of a running animation,
    /// starting with `initialVelocity` (a fraction of the change per second).
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(
            SpringAnimation(
                spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                initialVelocity: initialVelocity, merges: false))
    }

    /// An interpolating spring with a perceptual duration and an amount of bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(duration: duration, bounce: bounce)
        return interpolatingSpring(
            stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the default parameters (duration 0.5, no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring with a ``Spring``.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity, merges: false))
    }
}
