import FacetCombine
import Foundation
import Testing

@Suite struct FutureTests {
    @Test func theClosureRunsOnceAndEverySubscriberGetsTheOneResult() {
        var runs = 0
        var fulfil: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise in
            runs += 1
            fulfil = promise
        }
        let early = Recorder<Int, Never>()
        future.subscribe(early)
        #expect(early.events.isEmpty)
        fulfil?(.success(42))
        fulfil?(.success(7))  // a promise is kept once
        let late = Recorder<Int, Never>()
        future.subscribe(late)
        #expect(early.values == [42] && early.finished)
        #expect(late.values == [42] && late.finished)
        #expect(runs == 1)
    }

    @Test func theValueWaitsForDemandAndAFailureDoesNot() {
        let future = Future<Int, TestError> { $0(.success(1)) }
        let recorder = Recorder<Int, TestError>(initial: .none)
        future.subscribe(recorder)
        #expect(recorder.events.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1])
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 9))) }
        let other = Recorder<Int, TestError>(initial: .none)
        failing.subscribe(other)
        #expect(other.completions == 1)
    }

    @Test func aCancelledSubscriberGetsNothing() {
        var fulfil: Future<String, Never>.Promise?
        let future = Future<String, Never> { fulfil = $0 }
        let recorder = Recorder<String, Never>()
        future.subscribe(recorder)
        recorder.subscription?.cancel()
        fulfil?(.success("late"))
        #expect(recorder.events.isEmpty)
    }
}

extension FutureTests {
    @Test func aFutureNobodyHoldsStillDeliversWhenThePromiseIsKept() async {
        let recorder = Recorder<Int, Never>()
        Future<Int, Never> { promise in
            let kept = KeptPromise(promise)
            DispatchQueue.global().async { kept.promise(.success(5)) }
        }.subscribe(recorder)
        #expect(await eventually { recorder.finished })
        #expect(recorder.values == [5])
    }
}

/// A promise taken to another thread, as an app's completion handler takes it.
private struct KeptPromise: @unchecked Sendable {
    let promise: Future<Int, Never>.Promise
    init(_ promise: @escaping Future<Int, Never>.Promise) { self.promise = promise }
}
