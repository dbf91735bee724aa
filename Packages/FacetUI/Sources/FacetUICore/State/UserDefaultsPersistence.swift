import Foundation

/// Writes an app's `UserDefaults` changes to disk as Apple platforms do by themselves.
///
/// Foundation on Linux keeps `UserDefaults` changes in memory and writes a store's file only
/// when `synchronize()` is called — never by itself, nor at exit — so an app that saves with
/// `UserDefaults.standard.set(_:forKey:)`, as SwiftUI code does, would lose it all. Once
/// enabled (`App.main()` does it for every app), the store is synchronized after each
/// transaction of every graph (after each user action, each state change) and when the
/// process exits through `exit()`; a synchronize with no change pending writes nothing.
/// `@AppStorage` writes its own changes at once.
@_spi(Backend)
public enum UserDefaultsPersistence {
    /// The store written after transactions, once enabled.
    nonisolated(unsafe) private static var store: UserDefaults?
    nonisolated(unsafe) private static var installedAtExit = false
    private static let lock = NSLock()

    /// Writes `store`'s changes after each transaction and at exit from now on.
    /// `UserDefaults.standard`'s file is checked first, as `@AppStorage` checks it (see
    /// ``PreferencesFile``): one that is not a property list is kept aside with a warning
    /// before the first write replaces it.
    public static func enable(for store: UserDefaults = .standard) {
        if store === UserDefaults.standard { PreferencesFile.checkStandardStoreOnce() }
        lock.withLock {
            self.store = store
            guard !installedAtExit else { return }
            installedAtExit = true
            atexit { UserDefaultsPersistence.transactionEnded() }
        }
    }

    /// Stops writing after transactions (tests).
    static func disable() { lock.withLock { store = nil } }

    /// A transaction ended: write what changed.
    static func transactionEnded() {
        lock.withLock { store }?.synchronize()
    }
}
