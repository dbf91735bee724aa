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
        let elapsed = Date().timeIntervalSince(start)
        #expect(!timer.isRunning)
        // 100 a second at most (a loaded machine delivers fewer; the sleep may last longer).
        #expect(times.count >= 1)
        #expect(Double(times.count) <= elapsed * 100 + 2)
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
        await Task.yield()
        if Date() < start { #expect(times.isEmpty) }
        while Date() < start.addingTimeInterval(0.05) { try await Task.sleep(nanoseconds: 20_000_000) }
        try await Task.sleep(nanoseconds: 20_000_000)
        timer.stop()
        #expect(!times.isEmpty)
        #expect(times.allSatisfy { $0 >= start })
    }
}
