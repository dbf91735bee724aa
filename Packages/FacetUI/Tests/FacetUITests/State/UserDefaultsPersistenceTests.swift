import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

/// Saves as SwiftUI tutorials do: straight into a `UserDefaults` store from an action that
/// also changes the view's state.
private struct Saver: View {
    let store: UserDefaults
    @State private var count = 0
    var body: some View {
        Button("Saved \(count)") {
            count += 1
            store.set(Data([UInt8(count)]), forKey: "items")
        }
    }
}

@MainActor @Suite struct UserDefaultsPersistenceTests {
    @Test func changesAreOnDiskAfterTheTransactionThatMadeThem() throws {
        // A store in a temporary directory (an absolute suite name is a file path on Linux),
        // so that no test touches the user's real configuration directory.
        let directory = NSTemporaryDirectory() + "facet-persistence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try #require(UserDefaults(suiteName: directory + "/prefs"))
        let file = directory + "/prefs.plist"
        func onDisk() -> Data? {
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            return (plist as? [String: Any])?["items"] as? Data
        }

        // Foundation alone keeps the change in memory.
        store.set(Data([0]), forKey: "items")
        #expect(onDisk() == nil)

        UserDefaultsPersistence.enable(for: store)
        defer { UserDefaultsPersistence.disable() }
        let host = HeadlessHost(Saver(store: store))
        host.send(.activate, toText: "Saved 0")
        host.flush()
        #expect(onDisk() == Data([1]))
        host.send(.activate, toText: "Saved 1")
        host.flush()
        #expect(onDisk() == Data([2]))
    }
}
