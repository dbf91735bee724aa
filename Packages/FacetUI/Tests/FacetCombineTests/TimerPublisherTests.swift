import FacetCombine
import Foundation
import Testing

@MainActor @Suite struct TimerPublisherTests {
    @Test func anAutoconnectedTimerTicksOnTheMainQueueUntilCancelled() async {
        let ticks = LockedFlags()
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { date in
            ticks.record(isOnMainQueue() && abs(date.timeIntervalSinceNow) < 1)
        }
        #expect(await eventually { ticks.count >= 3 })
        #expect(ticks.all)
        cancellable.cancel()
        let stopped = ticks.count
        try? await Task.sleep(nanoseconds: 60_000_000)
        #expect(ticks.count == stopped)
    }

    @Test func aTimerSendsNothingUntilConnectedAndStopsWhenTheConnectionIsCancelled() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common)
        let ticks = LockedFlags()
        let sink = timer.sink { _ in ticks.record(true) }
        try? await Task.sleep(nanoseconds: 50_000_000)
        #expect(ticks.count == 0)
        let connection = timer.connect()
        #expect(await eventually { ticks.count >= 2 })
        connection.cancel()
        let stopped = ticks.count
        try? await Task.sleep(nanoseconds: 60_000_000)
        #expect(ticks.count == stopped)
        _ = sink
    }

    @Test func autoconnectDisconnectsWhenTheLastSubscriberLeaves() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common)
        let auto = timer.autoconnect()
        let first = LockedFlags()
        let second = LockedFlags()
        let a = auto.sink { _ in first.record(true) }
        let b = auto.sink { _ in second.record(true) }
        #expect(await eventually { first.count >= 2 && second.count >= 2 })
        a.cancel()
        let secondBefore = second.count
        #expect(await eventually { second.count > secondBefore })
        b.cancel()
        // Disconnected: a new connection is a new timer, not the old one still running.
        let ticks = LockedFlags()
        let direct = timer.sink { _ in ticks.record(true) }
        try? await Task.sleep(nanoseconds: 50_000_000)
        #expect(ticks.count == 0)
        _ = direct
    }

    @Test func aTimerOnAnotherRunLoopFiresWhenThatRunLoopRuns() {
        let runLoop = RunLoop.current
        let ticks = LockedFlags()
        let cancellable = Timer.publish(every: 0.01, on: runLoop, in: .default).autoconnect().sink { _ in
            ticks.record(true)
        }
        let deadline = Date().addingTimeInterval(2)
        while ticks.count < 2, Date() < deadline { runLoop.run(until: Date().addingTimeInterval(0.01)) }
        #expect(ticks.count >= 2)
        cancellable.cancel()
    }

    @Test func runLoopMainSchedulesOnTheMainQueue() async {
        let done = LockedFlags()
        RunLoop.main.schedule { done.record(isOnMainQueue()) }
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .milliseconds(10))) {
            done.record(isOnMainQueue())
        }
        #expect(await eventually { done.count == 2 })
        #expect(done.all)
    }
}
