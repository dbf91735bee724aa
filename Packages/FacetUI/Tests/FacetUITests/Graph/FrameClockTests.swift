import FacetTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@MainActor @Suite struct FrameClockTests {
    private func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    @Test func anIdleGraphNeverAsksForFrames() {
        let host = HeadlessHost(VStack { Text("Idle") })
        host.backend.clock.advance(by: 10)
        #expect(host.backend.clock.scheduleCalls == 0)
        #expect(host.backend.clock.frameTimes.isEmpty)
        #expect(!host.graph.frameClock.isRequestingFrames)
    }

    @Test func aRequestForTheNextFrameIsServedOnceThenFramesStop() {
        let host = HeadlessHost(Text("A"))
        let clock = host.graph.frameClock
        var times: [Date] = []
        clock.requestFrame { times.append($0) }
        #expect(host.backend.clock.scheduledTime == .distantPast)
        host.backend.clock.advance(by: 0.25)
        #expect(times == [at(0.25)])
        #expect(host.backend.clock.scheduledTime == nil)
        #expect(host.backend.clock.scheduleCalls == 2)
        host.backend.clock.advance(by: 1)
        #expect(times == [at(0.25)])
        #expect(clock.framesDelivered == 1)
    }

    @Test func aRepeatingRequestGetsEveryFrameUntilCancelled() {
        let host = HeadlessHost(Text("A"))
        var times: [Date] = []
        let request = host.graph.frameClock.requestFrame(repeating: true) { times.append($0) }
        host.backend.clock.advance(by: 0.1)
        host.backend.clock.advance(by: 0.1)
        #expect(times.map(\.timeIntervalSinceReferenceDate) == [0.1, 0.2])
        #expect(host.backend.clock.isRequestingFrames)
        request.cancel()
        #expect(!request.isActive)
        #expect(!host.backend.clock.isRequestingFrames)
        host.backend.clock.advance(by: 0.1)
        #expect(times.count == 2)
    }

    @Test func aRequestForALaterTimeWaitsForItExactly() {
        let host = HeadlessHost(Text("A"))
        var times: [Date] = []
        host.graph.frameClock.requestFrame(at: at(2)) { times.append($0) }
        #expect(host.backend.clock.scheduledTime == at(2))
        host.backend.clock.advance(by: 1.5)
        #expect(times.isEmpty)
        #expect(host.backend.clock.frameTimes.isEmpty)
        host.backend.clock.advance(by: 1.5)
        #expect(times == [at(2)])
        #expect(host.backend.clock.now == at(3))
        #expect(host.backend.clock.scheduledTime == nil)
    }

    @Test func aTimedRequestKeepsItsTimeBesideEveryFrameRequests() {
        let host = HeadlessHost(Text("A"))
        var timed: [Date] = []
        var every: [Date] = []
        host.graph.frameClock.requestFrame(at: at(0.3)) { timed.append($0) }
        host.graph.frameClock.requestFrame(repeating: true) { every.append($0) }
        host.backend.clock.advance(by: 1)
        #expect(timed == [at(0.3)])
        #expect(every == [at(0.3), at(1)])
    }

    @Test func theRequestsOfANodeEndWhenItLeaves() throws {
        let model = Shown()
        let host = HeadlessHost(Toggled(model: model))
        let node = try #require(host.node { $0.viewType == Text.self })
        var fired = 0
        host.graph.frameClock.requestFrame(repeating: true, for: node) { _ in fired += 1 }
        host.backend.clock.advance(by: 0.1)
        model.isShown = false
        host.flush()
        #expect(host.graph.frameClock.requestCount == 0)
        #expect(!host.backend.clock.isRequestingFrames)
        host.backend.clock.advance(by: 0.1)
        #expect(fired == 1)
    }

    @Test func aFrameUpdatesOnlyTheNodesItsRequestsInvalidate() throws {
        let model = Shown()
        let host = HeadlessHost(Rows(model: model), width: 40, height: 30)
        host.graph.frameClock.requestFrame(repeating: true) { time in
            model.label = "t=\(time.timeIntervalSinceReferenceDate)"
        }
        host.backend.clock.advance(by: 0.5)
        let frame = host.graph.frameClock.lastFrame
        #expect(host.texts.contains("t=0.5"))
        #expect(frame.bodiesEvaluated == 1)
        #expect(frame.widgetsUpdated == 1)
        #expect(frame.widgetsCreated == 0)
    }

    @Test func aNewDriverIsToldWhatIsRequested() {
        let host = HeadlessHost(Text("A"))
        host.graph.frameClock.requestFrame(at: at(5)) { _ in }
        let other = ManualFrameClock(now: at(4))
        host.graph.frameClock.driver = other
        #expect(host.backend.clock.scheduledTime == nil)
        #expect(other.scheduledTime == at(5))
        #expect(host.graph.frameClock.now == at(4))
    }
}

@Observable @MainActor private final class Shown {
    var isShown = true
    var label = "start"
}

private struct Toggled: View {
    let model: Shown
    var body: some View {
        if model.isShown { Text("Here") }
    }
}

private struct Label: View {
    let model: Shown
    var body: some View { Text(model.label) }
}

private struct Rows: View {
    let model: Shown
    var body: some View {
        VStack {
            Label(model: model)
            ForEach(0..<20, id: \.self) { Text("Row \($0)") }
        }
    }
}
