import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

private struct Motion {
    var x: CGFloat = 0
    var opacity = 1.0
}

@Observable @MainActor private final class Taps {
    var count = 0
}

private struct Hop: View {
    let taps: Taps
    var body: some View {
        KeyframeAnimator(initialValue: Motion(), trigger: taps.count) { motion in
            Text("hop").offset(x: motion.x).opacity(motion.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.x) {
                LinearKeyframe(8, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
            KeyframeTrack(\.opacity) {
                MoveKeyframe(0.5)
                LinearKeyframe(1, duration: 1)
            }
        }
    }
}

private struct Sway: View {
    var body: some View {
        Text("sway").keyframeAnimator(initialValue: CGFloat(0)) { text, x in
            text.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(4, duration: 1)
            LinearKeyframe(0, duration: 1)
        }
    }
}

@MainActor @Suite struct KeyframeAnimatorTests {
    @Test func linearAndMoveKeyframes() {
        let timeline = KeyframeTimeline(initialValue: CGFloat(2)) {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(0)
            LinearKeyframe(4, duration: 2, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == 2)
        #expect(timeline.value(time: 0.5) == 6)
        #expect(abs(timeline.value(time: 1.5) - 4 * UnitCurve.easeIn.value(at: 0.25)) < 1e-12)
        #expect(timeline.value(progress: 1) == 4)
        #expect(timeline.value(time: 10) == 4, "after the end, the last keyframe's value")
    }

    @Test func aSpringKeyframeFollowsTheSpringsClosedForm() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 1, spring: spring)
        }
        #expect(abs(timeline.value(time: 0.3) - spring.value(target: 10.0, time: 0.3)) < 1e-9)
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(settling.duration == spring.settlingDuration, "without a duration, until the spring settles")
    }

    @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        // At the middle keyframe the Catmull-Rom slope is (0 - 0) / 2 = 0: a smooth peak.
        let before = timeline.value(time: 0.99)
        let after = timeline.value(time: 1.01)
        #expect(abs(before - after) < 1e-6)
        #expect(before < 10 && after < 10)
        // The first half: Hermite from 0 (slope 0) to 10 (slope 0) at s = 0.5 is 5.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
    }

    @Test func loopsAndConditionsBuildKeyframes() {
        func timeline(settles: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                for target in [1.0, 2.0, 3.0] { LinearKeyframe(target, duration: 1) }
                if settles { LinearKeyframe(0.0, duration: 1) } else { MoveKeyframe(5.0) }
            }
        }
        #expect(timeline(settles: true).duration == 4)
        #expect(timeline(settles: true).value(time: 2.5) == 2.5)
        #expect(timeline(settles: true).value(time: 3.5) == 1.5)
        #expect(timeline(settles: false).duration == 3)
        #expect(timeline(settles: false).value(time: 3) == 5)
        let track = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.x) {
                for step in 1...2 { LinearKeyframe(CGFloat(step * 10), duration: 1) }
            }
        }
        #expect(track.value(time: 1.5).x == 15)
    }

    @Test func tracksAnimateTheirPropertiesTogether() {
        let timeline = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.x) { LinearKeyframe(8, duration: 2) }
            KeyframeTrack(\.opacity) { LinearKeyframe(0, duration: 1) }
        }
        #expect(timeline.duration == 2, "the longest track")
        let half = timeline.value(time: 1)
        #expect(half.x == 4 && half.opacity == 0)
    }

    @Test func aTriggerPlaysTheKeyframesOnceAndTheContentKeepsTheLastValue() throws {
        let taps = Taps()
        let host = HeadlessHost(Hop(taps: taps), width: 30, height: 3)
        let rest = try #require(host.frame(of: "hop"))
        host.backend.clock.advance(by: 1)
        #expect(host.frame(of: "hop") == rest, "nothing plays before the trigger changes")
        taps.count += 1
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "hop")?.minX == rest.minX + 4)
        #expect(
            try host.content(ContainerContent.self, kind: "Container").opacity == 0.75,
            "the opacity track jumped to 0.5 and is half-way back to 1")
        host.backend.clock.advance(by: 1)
        #expect(host.frame(of: "hop")?.minX == rest.minX + 4, "on the way back")
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "hop") == rest)
        host.backend.clock.advance(by: 0.5)
        #expect(!host.backend.clock.isRequestingFrames, "done: no more frames")
    }

    @Test func withoutATriggerTheKeyframesRepeat() throws {
        let host = HeadlessHost(Sway(), width: 30, height: 3)
        let rest = try #require(host.frame(of: "sway"))
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "sway")?.minX == rest.minX + 2)
        host.backend.clock.advance(by: 2)
        #expect(host.frame(of: "sway")?.minX == rest.minX + 2, "2.5 s is 0.5 s into the second run")
        #expect(host.backend.clock.isRequestingFrames)
    }
}
