import FacetCombine
import Foundation

/// A subscriber that records what it receives, asks for `initial` values on subscription
/// and `perValue` more with each value; thread-safe, so tests can send from any thread.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private let lock = NSLock()
    private var recorded: [Event] = []
    private(set) var subscription: (any Subscription)?
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    var events: [Event] { lock.withLock { recorded } }
    var values: [Input] {
        events.compactMap {
            if case .value(let value) = $0 { return value }
            return nil
        }
    }
    var completions: Int {
        events.filter {
            if case .completion = $0 { return true }
            return false
        }.count
    }
    var finished: Bool {
        events.contains {
            if case .completion(.finished) = $0 { return true }
            return false
        }
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { recorded.append(.value(input)) }
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { recorded.append(.completion(completion)) }
    }
}

struct TestError: Error, Equatable {
    let code: Int
}

/// Waits (polling, up to `timeout` seconds: the main queue may be busy with other suites for
/// a long while) until `condition` holds; returns whether it did.
func eventually(timeout: Double = 30, _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 2_000_000)
    }
    return true
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue.
func isOnMainQueue() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
