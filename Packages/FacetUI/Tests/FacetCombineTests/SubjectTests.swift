import FacetCombine
import Testing

@Suite struct SubjectTests {
    @Test func aPassthroughSubjectSendsToEverySubscriberInTheOrderTheySubscribed() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let a = subject.sink { log.append("a\($0)") }
        let b = subject.sink { log.append("b\($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log == ["a1", "b1", "a2", "b2"])
        _ = (a, b)
    }

    @Test func aPassthroughSubjectDropsValuesASubscriberHasNotAskedFor() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])  // 3 and 4 were not kept
        subject.send(5)
        subject.send(6)
        #expect(recorder.values == [1, 2, 5])
    }

    @Test func demandReturnedForAValueIsAdded() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(1), perValue: .max(1))
        subject.subscribe(recorder)
        for value in 1...3 { subject.send(value) }
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func completionEndsTheStreamAndReachesLateSubscribersAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, TestError>()
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions == 1)
        guard case .completion(.failure(let error)) = recorder.events.last else {
            Issue.record("no failure")
            return
        }
        #expect(error == TestError(code: 7))
        let late = Recorder<Int, TestError>()
        subject.subscribe(late)
        #expect(late.values.isEmpty)
        #expect(late.completions == 1)
    }

    @Test func cancellingStopsTheValuesAndReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [1])
        weak var weakRecorder: Recorder<Int, Never>?
        do {
            let recorder = Recorder<Int, Never>()
            weakRecorder = recorder
            subject.subscribe(recorder)
            recorder.subscription?.cancel()
        }
        #expect(weakRecorder == nil)
    }

    @Test func aCurrentValueSubjectGivesItsValueFirstAndKeepsTheLatestUntilAsked() {
        let subject = CurrentValueSubject<String, Never>("a")
        let eager = Recorder<String, Never>()
        subject.subscribe(eager)
        #expect(eager.values == ["a"])
        let lazy = Recorder<String, Never>(initial: .none)
        subject.subscribe(lazy)
        subject.value = "b"
        subject.send("c")
        #expect(subject.value == "c")
        #expect(eager.values == ["a", "b", "c"])
        #expect(lazy.values.isEmpty)
        lazy.subscription?.request(.max(5))
        #expect(lazy.values == ["c"])
        subject.send("d")
        #expect(lazy.values == ["c", "d"])
    }

    @Test func aCurrentValueSubjectIgnoresValuesAfterCompletion() {
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(subject.value == 1)
        let late = Recorder<Int, Never>()
        subject.subscribe(late)
        #expect(late.values.isEmpty)
        #expect(late.finished)
    }

    @Test func aSubjectRepublishesAPublisherItSubscribesTo() {
        let source = PassthroughSubject<Int, Never>()
        let relay = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let sink = relay.sink { received.append($0) }
        let link = source.subscribe(relay)
        source.send(1)
        source.send(2)
        link.cancel()
        source.send(3)
        #expect(received == [1, 2])
        _ = sink
    }

    @Test func aVoidSubjectSendsWithoutAnArgument() {
        let taps = PassthroughSubject<Void, Never>()
        var count = 0
        let sink = taps.sink { count += 1 }
        taps.send()
        taps.send()
        #expect(count == 2)
        _ = sink
    }
}
