import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// A publisher that counts the subscriptions open on it and their requests.
private final class CountingPublisher: Publisher, @unchecked Sendable {
    typealias Output = String
    typealias Failure = Never
    let subject = PassthroughSubject<String, Never>()
    private let lock = NSLock()
    private var open = 0
    private var made = 0
    var openSubscriptions: Int { lock.withLock { open } }
    var subscriptionsMade: Int { lock.withLock { made } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
        lock.withLock {
            open += 1
            made += 1
        }
        subject.subscribe(
            AnySubscriber(
                receiveSubscription: { inner in
                    subscriber.receive(subscription: Counted(inner: inner) { [weak self] in self?.closed() })
                }, receiveValue: subscriber.receive(_:), receiveCompletion: subscriber.receive(completion:)))
    }

    private func closed() { lock.withLock { open -= 1 } }

    private final class Counted: Subscription, @unchecked Sendable {
        let inner: any Subscription
        var onCancel: (() -> Void)?
        init(inner: any Subscription, onCancel: @escaping () -> Void) {
            self.inner = inner
            self.onCancel = onCancel
        }
        func request(_ demand: Subscribers.Demand) { inner.request(demand) }
        func cancel() {
            inner.cancel()
            onCancel?()
            onCancel = nil
        }
    }
}

private struct Receiver<P: Publisher>: View where P.Output == String, P.Failure == Never {
    let publisher: P
    var prefix = ""
    @State private var text = "none"
    var body: some View { Text(text).onReceive(publisher) { text = prefix + $0 } }
}

private struct Toggler: View {
    let publisher: CountingPublisher
    @State var shows = true
    var body: some View {
        VStack {
            Button("Toggle") { shows.toggle() }
            if shows { Receiver(publisher: publisher) }
        }
    }
}

private struct Switcher: View {
    let first: CountingPublisher
    let second: CountingPublisher
    @State var usesSecond = false
    @State var prefix = ""
    var body: some View {
        VStack {
            Button("Switch") { usesSecond = true }
            Button("Prefix") { prefix += ">" }
            Receiver(publisher: usesSecond ? second : first, prefix: prefix)
        }
    }
}

private struct Ticker: View {
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View { Text(ticks >= 3 ? "ticked" : "waiting").onReceive(timer) { _ in ticks += 1 } }
}

@MainActor @Suite struct SubscriptionModifierTests {
    @Test func aSubjectsValueReachesStateAndTheViewIsUpdated() {
        let subject = PassthroughSubject<String, Never>()
        let host = HeadlessHost(Receiver(publisher: subject))
        #expect(host.backend.widget(text: "none") != nil)
        subject.send("first")
        #expect(host.flush().bodiesEvaluated == 1)
        #expect(host.backend.widget(text: "first") != nil)
        subject.send("second")
        host.flush()
        #expect(host.backend.widget(text: "second") != nil)
    }

    @Test func aPublisherThatSendsOnSubscriptionIsDeliveredAfterTheViewMounted() {
        let host = HeadlessHost(Receiver(publisher: Just("at once")))
        host.flush()
        #expect(host.backend.widget(text: "at once") != nil)
        let current = CurrentValueSubject<String, Never>("current")
        let other = HeadlessHost(Receiver(publisher: current))
        other.flush()
        #expect(other.backend.widget(text: "current") != nil)
    }

    @Test func removingTheViewCancelsTheSubscription() throws {
        let publisher = CountingPublisher()
        let host = HeadlessHost(Toggler(publisher: publisher))
        #expect(publisher.openSubscriptions == 1)
        try #require(host.backend.widget(text: "Toggle")?.parent).send(.activate)
        host.flush()
        #expect(publisher.openSubscriptions == 0)
        publisher.subject.send("late")
        host.flush()
        #expect(host.backend.widget(text: "late") == nil)
    }

    @Test func anotherPublisherReplacesTheSubscriptionTheSameOneKeepsItWithTheLatestAction() throws {
        let first = CountingPublisher()
        let second = CountingPublisher()
        let host = HeadlessHost(Switcher(first: first, second: second))
        try #require(host.backend.widget(text: "Prefix")?.parent).send(.activate)
        host.flush()
        #expect(first.subscriptionsMade == 1)  // the same publisher: not subscribed again
        first.subject.send("a")
        host.flush()
        #expect(host.backend.widget(text: ">a") != nil)  // the action of the latest update
        try #require(host.backend.widget(text: "Switch")?.parent).send(.activate)
        host.flush()
        #expect(first.openSubscriptions == 0)
        #expect(second.openSubscriptions == 1)
        first.subject.send("old")
        second.subject.send("new")
        host.flush()
        #expect(host.backend.widget(text: ">new") != nil)
    }

    @Test func aValueSentFromAnotherThreadIsDeliveredOnTheMainActor() async {
        let subject = PassthroughSubject<String, Never>()
        let host = HeadlessHost(Receiver(publisher: subject))
        DispatchQueue.global().async { subject.send("from afar") }
        #expect(await host.shows("from afar"))
    }

    @Test func aTimerPublisherTicks() async {
        let host = HeadlessHost(Ticker())
        #expect(await host.shows("ticked"))
    }

    @Test func onReceiveIsNamedForInspection() throws {
        let host = HeadlessHost(Text("x").onReceive(PassthroughSubject<Int, Never>()) { _ in })
        let node = try #require(host.node { $0.appliedModifier is any InspectableModifier })
        #expect((node.appliedModifier as? any InspectableModifier)?.modifierName == "onReceive")
    }
}

extension TestHost where HostBackend == HeadlessBackend {
    /// Whether a widget shows `text` within 30 seconds.
    fileprivate func shows(_ text: String) async -> Bool {
        await eventually { backend.widget(text: text) != nil }
    }
}
