import FacetCombine
import Foundation
import Testing

@Suite struct OperatorTests {
    @Test func mapAndKeyPathMapTransformEachValue() {
        let subject = PassthroughSubject<String, Never>()
        var lengths: [Int] = []
        var upper: [String] = []
        let a = subject.map(\.count).sink { lengths.append($0) }
        let b = subject.map { $0.uppercased() }.sink { upper.append($0) }
        subject.send("ab")
        subject.send("xyz")
        #expect(lengths == [2, 3])
        #expect(upper == ["AB", "XYZ"])
        _ = (a, b)
    }

    @Test func filterAsksAgainForEachDroppedValueSoTheDemandIsMet() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.filter { $0.isMultiple(of: 2) }.subscribe(recorder)
        for value in 1...8 { subject.send(value) }
        #expect(recorder.values == [2, 4])
    }

    @Test func compactMapDropsNil() {
        let subject = PassthroughSubject<String, Never>()
        var numbers: [Int] = []
        let cancellable = subject.compactMap { Int($0) }.sink { numbers.append($0) }
        for text in ["1", "x", "3"] { subject.send(text) }
        #expect(numbers == [1, 3])
        _ = cancellable
    }

    @Test func removeDuplicatesDropsRepeatsOnly() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var byParity: [Int] = []
        let a = subject.removeDuplicates().sink { values.append($0) }
        let b = subject.removeDuplicates { $0 % 2 == $1 % 2 }.sink { byParity.append($0) }
        for value in [1, 1, 2, 2, 1, 3, 4] { subject.send(value) }
        #expect(values == [1, 2, 1, 3, 4])
        #expect(byParity == [1, 2, 1, 4])
        _ = (a, b)
    }

    @Test func dropFirstSkipsTheGivenCountPerSubscription() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.dropFirst(2).subscribe(recorder)
        for value in 1...5 { subject.send(value) }
        #expect(recorder.values == [2, 3])
        let other = Recorder<Int, Never>()
        subject.dropFirst().subscribe(other)
        subject.send(6)
        #expect(other.values == [6])
    }

    @Test func mergeInterleavesAndFinishesWhenBothHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send(4)
        #expect(!recorder.finished)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.finished)
    }

    @Test func mergeKeepsValuesUntilTheyAreAskedForAndFailsAtOnce() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, TestError>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.values == [1])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])
        b.send(completion: .failure(TestError(code: 1)))
        a.send(5)
        recorder.subscription?.request(.unlimited)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions == 1)
    }

    @Test func receiveOnDeliversOnTheSchedulerInOrder() async {
        let queue = DispatchQueue(label: "receive-on")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        let onQueue = LockedFlags()
        let cancellable = subject.receive(on: queue).sink { value in
            onQueue.record(DispatchQueue.getSpecific(key: key) == 7)
            _ = recorder.receive(value)
        }
        for value in 1...50 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(await eventually { recorder.values.count == 50 })
        #expect(recorder.values == Array(1...50))
        #expect(onQueue.all)
        _ = cancellable
    }

    @Test func debounceSendsTheLastValueAfterAQuietPeriod() async {
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder<String, Never>()
        let queue = DispatchQueue(label: "debounce")
        let cancellable = subject.debounce(for: .milliseconds(40), scheduler: queue).sink {
            _ = recorder.receive($0)
        }
        subject.send("s")
        subject.send("sw")
        subject.send("swi")
        #expect(await eventually { recorder.values == ["swi"] })
        subject.send("swift")
        #expect(await eventually { recorder.values == ["swi", "swift"] })
        _ = cancellable
    }
}

/// Booleans recorded from several threads.
final class LockedFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var flags: [Bool] = []
    func record(_ flag: Bool) { lock.withLock { flags.append(flag) } }
    var all: Bool { lock.withLock { !flags.isEmpty && flags.allSatisfy { $0 } } }
    var count: Int { lock.withLock { flags.count } }
}
