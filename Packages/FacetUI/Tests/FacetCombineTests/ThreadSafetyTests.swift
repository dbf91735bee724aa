import FacetCombine
import Foundation
import Testing

@Suite struct ThreadSafetyTests {
    @Test func valuesSentFromManyThreadsAllArriveOneAtATime() {
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var total = 0
        var inside = 0
        var overlapped = false
        let cancellable = subject.sink { value in
            lock.withLock {
                inside += 1
                if inside > 1 { overlapped = true }
            }
            lock.withLock {
                total += value
                inside -= 1
            }
        }
        DispatchQueue.concurrentPerform(iterations: 1_000) { subject.send($0) }
        #expect(lock.withLock { total } == (0..<1_000).reduce(0, +))
        #expect(!lock.withLock { overlapped })
        _ = cancellable
    }

    @Test func subscribingAndCancellingWhileSendingNeitherCrashesNorLeaks() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let counted = LockedFlags()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index.isMultiple(of: 2) {
                let cancellable = subject.sink { _ in counted.record(true) }
                subject.send(index)
                cancellable.cancel()
            } else {
                subject.value = index
            }
        }
        #expect(counted.count >= 200)  // each subscriber got at least the current value
        let recorder = Recorder<Int, Never>()
        subject.subscribe(recorder)
        #expect(recorder.values.count == 1)
    }
}
