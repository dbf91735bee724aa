import FacetCombine
import Testing

@Suite struct PublisherTests {
    @Test func justSendsItsValueOnTheFirstDemandThenFinishes() {
        let recorder = Recorder<Int, Never>(initial: .none)
        Just(5).subscribe(recorder)
        #expect(recorder.events.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [5])
        #expect(recorder.finished)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [5])
        #expect(recorder.completions == 1)
    }

    @Test func aCancelledJustSendsNothing() {
        let recorder = Recorder<Int, Never>(initial: .none)
        Just(5).subscribe(recorder)
        recorder.subscription?.cancel()
        recorder.subscription?.request(.unlimited)
        #expect(recorder.events.isEmpty)
    }

    @Test func emptyFinishesAtOnceOrNever() {
        let now = Recorder<Int, Never>()
        Empty<Int, Never>().subscribe(now)
        #expect(now.values.isEmpty && now.finished)
        let never = Recorder<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.events.isEmpty)
        #expect(never.subscription != nil)
    }

    @Test func failFailsAtOnce() {
        let recorder = Recorder<Int, TestError>()
        Fail<Int, TestError>(error: TestError(code: 3)).subscribe(recorder)
        guard case .completion(.failure(let error)) = recorder.events.first else {
            Issue.record("no failure")
            return
        }
        #expect(error.code == 3)
    }

    @Test func sinkReceivesValuesAndCompletion() {
        var values: [Int] = []
        var completion: Subscribers.Completion<Never>?
        let cancellable = Just(1).sink(
            receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [1])
        #expect(completion == .finished)
        _ = cancellable
    }

    @Test func anErasedPublisherBehavesAsTheOneItWraps() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 * 10 }.eraseToAnyPublisher()
        let twice = AnyPublisher(erased)
        var received: [Int] = []
        let cancellable = twice.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [10, 20])
        _ = cancellable
    }

    @Test func assignWritesEachValueToTheObject() {
        final class Box { var text = "" }
        let box = Box()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.assign(to: \.text, on: box)
        subject.send("a")
        #expect(box.text == "a")
        cancellable.cancel()
        subject.send("b")
        #expect(box.text == "a")
    }
}
