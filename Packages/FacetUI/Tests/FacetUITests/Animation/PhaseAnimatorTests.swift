import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Taps {
    var count = 0
}

private struct Pulse: View {
    var body: some View {
        PhaseAnimator([0.0, 1.0]) { level in
            Text("pulse").opacity(level)
        } animation: { _ in
            .linear(duration: 1)
        }
    }
}

private struct Bell: View {
    let taps: Taps
    var body: some View {
        Text("bell").phaseAnimator([0.0, 4, 8], trigger: taps.count) { bell, shift in
            bell.offset(x: shift)
        } animation: { _ in
            .linear(duration: 1)
        }
    }
}

private struct Still: View {
    var body: some View {
        PhaseAnimator(["a", "b", "c"]) { phase in Text("phase \(phase)") }
    }
}

/// A phase's next step starts at the frame its animation completes in: the tests advance the
/// clock a quarter second per frame, so frames land on the phases' ends.
@MainActor @Suite struct PhaseAnimatorTests {
    private func advance(_ host: HeadlessHost, by interval: TimeInterval) {
        for _ in 0..<Int((interval / 0.25).rounded()) { host.backend.clock.advance(by: 0.25) }
    }

    private func opacity(in host: HeadlessHost) throws -> Double {
        try host.content(ContainerContent.self, kind: "Container").opacity
    }

    @Test func withoutATriggerItCyclesForever() throws {
        let host = HeadlessHost(Pulse(), width: 20, height: 3)
        host.flush()
        #expect(try opacity(in: host) == 0, "it starts at the first phase")
        advance(host, by: 0.5)
        #expect(try opacity(in: host) == 0.5, "on its way to the second")
        advance(host, by: 0.5)
        #expect(try opacity(in: host) == 1)
        advance(host, by: 0.25)
        #expect(try opacity(in: host) == 0.75, "and back to the first, and again")
        advance(host, by: 1.75)
        #expect(try opacity(in: host) == 1, "at 3 s, at the second phase for the second time")
    }

    @Test func aTriggerRunsThroughEveryPhaseOnceAndBackToTheFirst() throws {
        let taps = Taps()
        let host = HeadlessHost(Bell(taps: taps), width: 20, height: 3)
        let rest = try #require(host.frame(of: "bell"))
        advance(host, by: 5)
        #expect(host.frame(of: "bell") == rest, "nothing runs before the trigger changes")
        taps.count += 1
        host.flush()
        advance(host, by: 0.5)
        #expect(host.frame(of: "bell")?.minX == rest.minX + 2)
        advance(host, by: 1)
        #expect(host.frame(of: "bell")?.minX == rest.minX + 6, "then towards the third phase")
        advance(host, by: 1)
        #expect(host.frame(of: "bell")?.minX == rest.minX + 4, "then back to the first")
        advance(host, by: 0.5)
        #expect(host.frame(of: "bell") == rest)
        advance(host, by: 2)
        #expect(host.frame(of: "bell") == rest, "and it stays")
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func phasesThatAnimateNothingAdvanceOncePerFrame() {
        let host = HeadlessHost(Still(), width: 20, height: 3)
        host.flush()
        #expect(host.texts == ["phase b"])
        host.backend.clock.advance(by: 0.01)
        #expect(host.texts == ["phase c"])
        host.backend.clock.advance(by: 0.01)
        #expect(host.texts == ["phase a"])
        #expect(host.graph.warnings.isEmpty)
    }

    @Test func noPhasesIsReported() {
        let host = HeadlessHost(PhaseAnimator([Int]()) { Text("\($0)") }, width: 20, height: 3)
        #expect(host.texts.isEmpty)
        #expect(host.graph.warnings == ["PhaseAnimator needs at least one phase; it shows nothing"])
    }
}
