import Foundation
import Observation

/// Where an `@AppStorage` value lives: one key of one `UserDefaults` store. Reads are
/// tracked by Observation through the key's ``UserDefaultKeyObserver``, so that a write
/// from any `@AppStorage` of the same key and store updates every view that read it.
final class UserDefaultLocation<Value>: AnyLocation<Value>, @unchecked Sendable {
    let key: String
    let explicitStore: UserDefaults?
    let defaultValue: Value
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
    /// The store `.defaultAppStorage(_:)` set above the view, once installed.
    var environmentStore: UserDefaults?

    init(
        key: String, explicitStore: UserDefaults?, defaultValue: Value,
        read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        (self.key, self.explicitStore, self.defaultValue, self.read, self.write) =
            (key, explicitStore, defaultValue, read, write)
    }

    /// The store in effect: the one given, else the view's default, else `.standard`.
    var store: UserDefaults {
        if let store = explicitStore ?? environmentStore { return store }
        PreferencesFile.checkStandardStoreOnce()
        return .standard
    }

    override var value: Value {
        get {
            let store = store
            UserDefaultKeyObserver.observer(of: key, in: store).registerAccess()
            return read(store, key) ?? defaultValue
        }
        set {
            let store = store
            UserDefaultKeyObserver.observer(of: key, in: store).changed {
                write(store, key, newValue)
                // Foundation on Linux writes a store's file only when asked, never at exit.
                store.synchronize()
            }
        }
    }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? UserDefaultLocation else { return false }
        return other.key == key && other.store === store
    }
}

/// The observable side of one key of one store: views that read the key are invalidated
/// when an `@AppStorage` writes it.
final class UserDefaultKeyObserver: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var writes = 0

    func registerAccess() { registrar.access(self, keyPath: \.writes) }

    func changed(_ write: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.writes) {
            write()
            writes &+= 1
        }
    }

    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    nonisolated(unsafe) private static var observers: [Key: UserDefaultKeyObserver] = [:]
    private static let lock = NSLock()

    /// The observer of `key` in `store`. Stores are few and long-lived (usually
    /// `.standard`), so observers are kept for the life of the program.
    static func observer(of key: String, in store: UserDefaults) -> UserDefaultKeyObserver {
        lock.lock()
        defer { lock.unlock() }
        let id = Key(store: ObjectIdentifier(store), key: key)
        if let observer = observers[id] { return observer }
        let observer = UserDefaultKeyObserver()
        observers[id] = observer
        return observer
    }
}
