import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var isOn = false
    var shift: CGFloat = 0
    var shows = true
    var rows = 0
}

private struct Fading: View {
    let model: Model
    var body: some View {
        VStack {
            Text("fades").opacity(model.isOn ? 1 : 0)
            Text("moves").offset(x: model.shift)
            Text("rows \(model.rows)")
        }
    }
}

private struct Pulsing: View {
    let model: Model
    var body: some View {
        if model.shows {
            Text("pulse").opacity(model.isOn ? 1 : 0.2)
                .animation(.linear(duration: 1).repeatForever(), value: model.isOn)
        }
    }
}

/// A custom view that animates its own data: its body sees every presented value. (In
/// Swift 6 mode the requirement of the nonisolated `Animatable` is met `nonisolated`, as
/// with SwiftUI.)
private struct Meter: View, Animatable {
    var level: Double
    nonisolated var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Text("level \(Int((level * 100).rounded()))") }
}

private struct Rows: View {
    let model: Model
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { index in
                    Text("row \(index)").opacity(index == 1 && model.isOn ? 0 : 1)
                }
            }
        }
    }
}

@MainActor @Suite struct AnimatedValueTests {
    private func opacity(in host: HeadlessHost) throws -> Double {
        try host.content(ContainerContent.self, kind: "Container").opacity
    }

    @Test func linearOpacityIsHalfWayAtHalfTime() throws {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.flush()
        #expect(try opacity(in: host) == 0, "an animation starts where the value was")
        host.backend.clock.advance(by: 0.5)
        #expect(try opacity(in: host) == 0.5)
        host.backend.clock.advance(by: 0.25)
        #expect(try opacity(in: host) == 0.75)
        host.backend.clock.advance(by: 0.25)
        #expect(try opacity(in: host) == 1)
        host.backend.clock.advance(by: 0.1)
        #expect(!host.backend.clock.isRequestingFrames, "an ended animation asks for no frame")
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func inspectionReadsTheValueTheViewWrote() throws {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.flush()
        host.backend.clock.advance(by: 0.3)
        let node = try #require(host.node { $0.appliedModifier is ContainerContent })
        let written = try #require(node.view as? any ModifierView)
        #expect((written.appliedModifier as? ContainerContent)?.opacity == 1)
        #expect(abs(try opacity(in: host) - 0.3) < 1e-12)
    }

    @Test func aSpringFollowsItsClosedForm() throws {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        withAnimation(.spring(duration: 0.5, bounce: 0.3)) { model.shift = 10 }
        host.flush()
        for time in [0.1, 0.25, 0.4] {
            host.backend.clock.advance(by: time - host.backend.clock.now.timeIntervalSinceReferenceDate)
            let node = try #require(
                host.node { $0 is TypedNode<ModifiedContent<Text, OffsetModifier>> }
                    as? TypedNode<ModifiedContent<Text, OffsetModifier>>)
            let expected = spring.value(target: 10.0, time: time)
            #expect(abs(node.value.modifier.offset.width - expected) < 1e-9, "at \(time) s")
        }
    }

    @Test func offsetAnimationMovesTheWidgetEachFrame() throws {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        let start = try #require(host.frame(of: "moves"))
        withAnimation(.linear(duration: 1)) { model.shift = 8 }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "moves")?.minX == start.minX + 4)
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "moves")?.minX == start.minX + 8)
    }

    @Test func retargetingMidFlightIsContinuous() throws {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        host.flush()
        #expect(try opacity(in: host) == 0.5, "the second change starts where the first had got")
        host.backend.clock.advance(by: 0.25)
        // The first still adds its last quarter (+0.25), the second has covered a quarter of -1.
        #expect(try opacity(in: host) == 0.5)
        host.backend.clock.advance(by: 0.25)
        #expect(try opacity(in: host) == 0.5)
        host.backend.clock.advance(by: 0.5)
        #expect(try opacity(in: host) == 0)
    }

    @Test func completionRunsOnceAtTheEnd() {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        var runs = 0
        withAnimation(.linear(duration: 1)) {
            model.isOn = true
        } completion: {
            runs += 1
        }
        host.flush()
        host.backend.clock.advance(by: 0.99)
        #expect(runs == 0)
        host.backend.clock.advance(by: 0.01)
        #expect(runs == 1)
        host.backend.clock.advance(by: 1)
        #expect(runs == 1)
    }

    @Test func logicalCompletionRunsBeforeASpringSettles() {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        var logical = 0
        var removed = 0
        withAnimation(.spring(duration: 0.5, bounce: 0.2), completionCriteria: .logicallyComplete) {
            model.shift = 10
        } completion: {
            logical += 1
        }
        host.flush()
        host.backend.clock.advance(by: 0.49)
        #expect(logical == 0)
        host.backend.clock.advance(by: 0.01)
        #expect(logical == 1, "a spring is logically complete after its duration")
        #expect(host.graph.runningAnimationCount == 1, "but still moves")
        withAnimation(.spring(duration: 0.5, bounce: 0.2), completionCriteria: .removed) {
            model.isOn = true
        } completion: {
            removed += 1
        }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(removed == 0, "removed: only once the spring settles")
        host.backend.clock.advance(by: 5)
        #expect(removed == 1)
        #expect(logical == 1)
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func aCompletionOfAChangeThatAnimatesNothingRunsAtOnce() {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        var runs = 0
        withAnimation(.linear(duration: 1)) {
            model.rows = 1
        } completion: {
            runs += 1
        }
        host.flush()
        #expect(runs == 1, "no animatable value changed")
    }

    @Test func repeatForeverStopsWhenTheViewGoesAway() throws {
        let model = Model()
        let host = HeadlessHost(Pulsing(model: model), width: 30, height: 4)
        model.isOn = true
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(try opacity(in: host) == 0.6)
        host.backend.clock.advance(by: 1)
        #expect(abs(try opacity(in: host) - 0.6) < 1e-9, "autoreverses: back at the middle")
        host.backend.clock.advance(by: 10)
        #expect(host.backend.clock.isRequestingFrames)
        model.shows = false
        host.flush()
        #expect(!host.backend.clock.isRequestingFrames, "the animation ended with its view")
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func anAnimatableCustomViewSeesEveryPresentedValue() {
        let model = Model()
        struct Host: View {
            let model: Model
            var body: some View { Meter(level: model.isOn ? 1 : 0) }
        }
        let host = HeadlessHost(Host(model: model), width: 30, height: 4)
        withAnimation(.easeInOut(duration: 1)) { model.isOn = true }
        host.flush()
        #expect(host.texts == ["level 0"])
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["level 50"], "ease in-out is symmetric")
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["level 100"])
    }

    @Test func aFrameOfOneAnimatedRowInTenThousandTouchesOnlyThatRow() {
        let model = Model()
        let host = HeadlessHost(Rows(model: model), width: 30, height: 10)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.flush()
        #expect(host.graph.runningAnimationCount == 1)
        let steps = host.graph.animationStepsApplied
        host.backend.clock.advance(by: 0.5)
        let frame = host.graph.frameClock.lastFrame
        #expect(frame.bodiesEvaluated == 0)
        #expect(frame.widgetsUpdated == 1)
        #expect(frame.widgetsCreated == 0 && frame.widgetsRemoved == 0)
        #expect(host.graph.animationStepsApplied == steps + 1)
    }

    @Test func anIdleAppAsksForNoFrames() {
        let model = Model()
        let host = HeadlessHost(Fading(model: model), width: 30, height: 4)
        model.isOn = true
        host.flush()
        #expect(host.backend.clock.scheduleCalls == 0, "a change without animation needs no frame")
        withAnimation(.linear(duration: 0.2)) { model.isOn = false }
        host.flush()
        host.backend.clock.advance(by: 1)
        let calls = host.backend.clock.scheduleCalls
        host.backend.clock.advance(by: 60)
        #expect(host.backend.clock.scheduleCalls == calls)
        #expect(host.backend.clock.frameTimes.count == 1, "one frame for the whole 0.2 s animation")
    }
}
