import Foundation

/// A value guarded by a lock: every publisher's state is read and written through one, and
/// no subscriber is called while it is held (a subscriber may call back into the publisher).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A closure or value that crosses to another queue (schedulers take Combine's plain
/// closures); the publisher contract serialises the calls made through it.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
