import FacetCombine
import Foundation
import Testing

@Suite struct SchedulerTests {
    @Test func dispatchStridesAreNanosecondsAndLiteralsAreSeconds() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(1_500) == Stride.seconds(1.5))
        #expect(Stride.seconds(2).magnitude == 2_000_000_000)
        let literal: Stride = 1
        #expect(literal == .seconds(1))
        #expect(Stride.milliseconds(5) + .microseconds(500) == .nanoseconds(5_500_000))
        #expect(Stride.milliseconds(5) - .milliseconds(7) < .zero)
        let start = DispatchQueue.main.now
        #expect(start.distance(to: start.advanced(by: .milliseconds(3))) == .milliseconds(3))
    }

    @Test func runLoopStridesAreSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(250).timeInterval == 0.25)
        #expect(Stride.seconds(1) + 0.5 == Stride(1.5))
        let now = RunLoop.main.now
        #expect(abs(now.distance(to: now.advanced(by: .seconds(2))).magnitude - 2) < 1e-9)
    }

    @Test func theImmediateSchedulerRunsEveryActionAtOnce() {
        var log: [Int] = []
        let scheduler = ImmediateScheduler.shared
        scheduler.schedule { log.append(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) { log.append(2) }
        #expect(log == [1, 2])
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { received.append($0) }
        subject.send(3)
        #expect(received == [3])
        _ = cancellable
    }
}
