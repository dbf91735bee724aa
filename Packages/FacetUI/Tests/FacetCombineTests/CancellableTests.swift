import FacetCombine
import Testing

@Suite struct CancellableTests {
    @Test func anAnyCancellableCancelsOnceWhenCancelledOrReleased() {
        var cancels = 0
        let cancellable = AnyCancellable { cancels += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(cancels == 1)
        do { _ = AnyCancellable { cancels += 1 } }
        #expect(cancels == 2)
    }

    @Test func storeKeepsTheSubscriptionInASetOrAnArray() {
        let subject = PassthroughSubject<Int, Never>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var fromSet: [Int] = []
        var fromArray: [Int] = []
        subject.sink { fromSet.append($0) }.store(in: &set)
        subject.sink { fromArray.append($0) }.store(in: &array)
        subject.send(1)
        #expect(set.count == 1 && array.count == 1)
        set.removeAll()
        subject.send(2)
        array.removeAll()
        subject.send(3)
        #expect(fromSet == [1])
        #expect(fromArray == [1, 2])
    }

    @Test func anUnkeptSinkIsCancelledAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        _ = subject.sink { received.append($0) }
        subject.send(1)
        #expect(received.isEmpty)
    }

    @Test func cancellablesAreEqualOnlyToThemselves() {
        let a = AnyCancellable {}
        let b = AnyCancellable {}
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
