import Foundation
import Observation

/// A type of object with a publisher that emits before the object has changed: the data
/// flow of SwiftUI before Observation, which most existing SwiftUI code uses.
///
/// Combine does not exist on Linux; FacetCombine provides the protocol, with the same
/// spelling, as Combine does. A view that holds the object in `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` is re-evaluated after each `objectWillChange.send()` — which every
/// `@Published` property sends before it is set — through the same invalidation as
/// `@Observable` models: only the views that read the object are updated.
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var books: [String] = []
///     var count: Int { books.count }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: one per object, made when it
    /// is first asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.shared(by: self) }
}

/// A publisher that an observable object uses to announce that it is about to change.
///
/// Call ``send()`` before changing state that `@Published` does not cover:
///
/// ```swift
/// final class Timer: ObservableObject {
///     private(set) var ticks = 0
///     func tick() {
///         objectWillChange.send()
///         ticks += 1
///     }
/// }
/// ```
///
/// It is a publisher too: `model.objectWillChange.sink { … }` is called before each change.
public final class ObservableObjectPublisher: Publisher, Observable, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let registrar = ObservationRegistrar()
    /// How many times ``send()`` was called; views observe it.
    private var sends = 0
    private let lock = NSLock()
    private let subscribers = SubjectCore<Void, Never>(keepsLatest: false)

    /// Creates a publisher.
    public init() {}

    /// Announces that the object is about to change: every subscriber is told, and every
    /// view that read the object since its last update is updated in the next transaction.
    public func send() {
        registrar.withMutation(of: self, keyPath: \.sends) {
            lock.lock()
            sends &+= 1
            lock.unlock()
        }
        subscribers.send(())
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber, current: nil)
    }

    /// Records that the object was read, so that the view being evaluated (inside
    /// `withObservationTracking`) is invalidated by the next ``send()``.
    package func registerAccess() {
        registrar.access(self, keyPath: \.sends)
    }

    // MARK: One publisher per object

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    nonisolated(unsafe) private static var publishers: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var liveCountAtLastPurge = 0
    private static let tableLock = NSLock()

    /// The publisher of `object`, made on first use. Entries of objects that are gone are
    /// dropped as the table grows, so the table stays proportional to the live objects.
    static func shared(by object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        tableLock.lock()
        defer { tableLock.unlock() }
        if let entry = publishers[id], entry.object === object { return entry.publisher }
        if publishers.count >= max(64, liveCountAtLastPurge * 2) {
            publishers = publishers.filter { $0.value.object != nil }
            liveCountAtLastPurge = publishers.count
        }
        let publisher = ObservableObjectPublisher()
        publishers[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

extension ObservableObject {
    /// Records a read of the object by the view being evaluated (see
    /// ``ObservableObjectPublisher/registerAccess()``); objects with a publisher of their own
    /// type cannot be observed this way.
    package func registerObservation() {
        (objectWillChange as? ObservableObjectPublisher)?.registerAccess()
    }
}
