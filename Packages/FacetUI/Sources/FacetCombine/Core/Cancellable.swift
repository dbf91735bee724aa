/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancels the activity: frees its resources and stops its side effects.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable, as an ``AnyCancellable``, in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Keeps this cancellable, as an ``AnyCancellable``, in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A type-erasing cancellable object that cancels its activity when it is cancelled or
/// deinitialised: keep it (`store(in: &cancellables)`) for as long as the values should come.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// model.$query.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let action = LockedValue<(() -> Void)?>(nil)

    /// Creates a cancellable that runs `cancel` once, when it is cancelled or deinitialised.
    public init(_ cancel: @escaping () -> Void) { action.withLock { $0 = cancel } }

    /// Creates a cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        if let other = canceller as? AnyCancellable {
            action.withLock { $0 = { other.cancel() } }
        } else {
            action.withLock { $0 = { canceller.cancel() } }
        }
    }

    deinit { cancel() }

    /// Cancels the activity, once.
    public func cancel() {
        let run = action.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        run?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
