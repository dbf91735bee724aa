import FacetTerminal
import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

@MainActor @Suite struct TerminalFramesTests {
    @Test func anIdleTerminalAppStartsNoTimer() async throws {
        let host = TerminalHost(VStack { Text("Idle") })
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(!host.backend.frameTimer.isRunning)
        #expect(host.backend.frameTimer.wakeUps == 0)
    }

    @Test func theTimerRunsOnlyWhileATimelineViewAnimates() async throws {
        let model = Shown()
        let host = TerminalHost(Animated(model: model), width: 30, height: 3)
        #expect(host.backend.frameTimer.isRunning)
        let first = host.screen
        // Frames come at the timer's rate when the main queue is free; under a loaded test run
        // they come later, so wait for them rather than for a fixed time.
        #expect(await host.eventually { host.graph.frameClock.framesDelivered >= 2 })
        #expect(await host.eventually { host.screen != first })
        model.isShown = false
        host.flush()
        #expect(!host.backend.frameTimer.isRunning)
        let wakeUps = host.backend.frameTimer.wakeUps
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(host.backend.frameTimer.wakeUps == wakeUps)
    }

    @Test func aGraphThatGoesAwayStopsTheTimer() {
        let backend = TerminalBackend(size: CellSize(width: 20, height: 2))
        weak var released: ViewGraph?
        do {
            let graph = ViewGraph(
                rootView: TimelineView(.animation) { context in Text("\(context.date)") }, backend: backend,
                size: CGSize(width: 20, height: 2))
            released = graph
            #expect(backend.frameTimer.isRunning)
        }
        #expect(released == nil)
        #expect(!backend.frameTimer.isRunning)
    }

    @Test func everyMinuteSleepsUntilTheMinute() async throws {
        let minute = { Int((Date().timeIntervalSinceReferenceDate / 60).rounded(.down)) }
        let start = minute()
        let host = TerminalHost(TimelineView(.everyMinute) { context in Text("\(context.date)") })
        try await Task.sleep(nanoseconds: 100_000_000)
        // One wake-up per minute boundary passed (none, unless the machine is slow), no busy frames.
        #expect(host.backend.frameTimer.wakeUps <= minute() - start)
        // The next frame is asked for at a whole minute, no further than a minute away (it
        // may be just past when the machine is too busy to have run it yet).
        let next = try #require(host.graph.frameClock.scheduledTime)
        #expect(next.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0)
        #expect(abs(next.timeIntervalSinceNow) <= 60)
    }
}

@Observable @MainActor private final class Shown {
    var isShown = true
}

private struct Animated: View {
    let model: Shown
    var body: some View {
        if model.isShown {
            TimelineView(.animation) { context in Text("t=\(context.date.timeIntervalSinceReferenceDate)") }
        }
    }
}
