import Foundation
import Testing

@testable import FacetTerminal

@MainActor @Suite struct FrameTimerTests {
    @Test func theRateComesFromFACET_FPSOrIs30() {
        #expect(FrameTimer.framesPerSecond(environment: [:]) == 30)
        #expect(FrameTimer.framesPerSecond(environment: ["FACET_FPS": "60"]) == 60)
        #expect(FrameTimer.framesPerSecond(environment: ["FACET_FPS": "fast"]) == 30)
        #expect(FrameTimer.framesPerSecond(environment: ["FACET_FPS": "0"]) == 30)
        #expect(FrameTimer.framesPerSecond(environment: ["FACET_FPS": "1000"]) == 30)
        #expect(FrameTimer(framesPerSecond: 1000).framesPerSecond == 240)
        #expect(FrameTimer(framesPerSecond: .nan).framesPerSecond == 30)
    }

    @Test func aStartedTimerTicksAtItsRateAndAStoppedOneNever() async throws {
        let timer = FrameTimer(framesPerSecond: 100)
        var times: [Date] = []
        let start = Date()
        timer.start(at: start) { times.append($0) }
        #expect(timer.isRunning)
        try await Task.sleep(nanoseconds: 200_000_000)
        timer.stop()
        #expect(!timer.isRunning)
        // About 20 ticks in 200 ms; a loaded machine delivers fewer.
        #expect(times.count >= 3)
        #expect(times.count <= 25)
        #expect(times.allSatisfy { $0 >= start })
        let count = timer.wakeUps
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(timer.wakeUps == count)
    }

    @Test func aLaterStartWaitsForItsTime() async throws {
        let timer = FrameTimer(framesPerSecond: 100)
        var times: [Date] = []
        let start = Date().addingTimeInterval(0.15)
        timer.start(at: start) { times.append($0) }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(times.isEmpty)
        #expect(timer.wakeUps == 0)
        try await Task.sleep(nanoseconds: 150_000_000)
        timer.stop()
        #expect(times.first.map { $0 >= start } == true)
    }
}
