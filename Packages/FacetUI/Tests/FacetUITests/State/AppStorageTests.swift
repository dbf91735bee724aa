import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Theme: String { case light, dark }
private enum Level: Int { case low = 1, high = 2 }

private struct Settings: View {
    @AppStorage("name") var name = "Ada"
    @AppStorage("count") var count = 1
    @AppStorage("volume") var volume = 0.5
    @AppStorage("enabled") var enabled = false
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.low
    @AppStorage("nickname") var nickname: String?
    var body: some View {
        VStack {
            Text(
                "\(name) \(count) \(volume) \(enabled) \(theme.rawValue) \(level.rawValue) \(nickname ?? "-")"
            )
            Button("Change") {
                name = "Grace"
                count += 1
                volume = 0.75
                enabled = true
                theme = .dark
                level = .high
                nickname = "G"
            }
            Button("Forget") { nickname = nil }
        }
    }
}

private struct NameLabel: View {
    @AppStorage("name") var name = "nobody"
    var body: some View { Text("Label: \(name)") }
}

private struct NameField: View {
    @AppStorage("name") var name = "nobody"
    var body: some View { TextField("Name", text: $name) }
}

/// A store in a temporary directory (an absolute suite name is a file path on Linux), so
/// that no test touches the user's real configuration directory.
private final class TemporaryStore {
    let directory: String
    let path: String
    let defaults: UserDefaults

    init() {
        directory = NSTemporaryDirectory() + "facet-appstorage-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/prefs"
        defaults = UserDefaults(suiteName: path)!
    }

    /// What the store's file on disk holds.
    var onDisk: [String: Any] {
        guard let data = FileManager.default.contents(atPath: path + ".plist") else { return [:] }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] ?? [:]
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

@MainActor @Suite struct AppStorageTests {
    @Test func defaultsShowUntilAValueIsStoredAndEveryTypeRoundTrips() throws {
        let store = TemporaryStore()
        let host = HeadlessHost(Settings().defaultAppStorage(store.defaults), width: 60)
        #expect(host.backend.widget(text: "Ada 1 0.5 false light 1 -") != nil)
        try #require(host.backend.widget(text: "Change")).parent!.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Grace 2 0.75 true dark 2 G") != nil)
        #expect(store.defaults.string(forKey: "theme") == "dark")
        #expect(store.defaults.integer(forKey: "level") == 2)
        try #require(host.backend.widget(text: "Forget")).parent!.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Grace 2 0.75 true dark 2 -") != nil)
        #expect(store.defaults.object(forKey: "nickname") == nil)
    }

    @Test func aWriteIsOnDiskAndANewGraphReadsIt() throws {
        let store = TemporaryStore()
        do {
            let host = HeadlessHost(Settings().defaultAppStorage(store.defaults), width: 60)
            try #require(host.backend.widget(text: "Change")).parent!.send(.activate)
            host.flush()
        }
        #expect(store.onDisk["name"] as? String == "Grace")
        #expect(store.onDisk["count"] as? Int == 2)
        let again = HeadlessHost(Settings().defaultAppStorage(store.defaults), width: 60)
        #expect(again.backend.widget(text: "Grace 2 0.75 true dark 2 G") != nil)
    }

    @Test func aWriteUpdatesEveryViewReadingTheSameKey() throws {
        let store = TemporaryStore()
        let host = HeadlessHost(
            VStack {
                NameField(); NameLabel()
            }.defaultAppStorage(store.defaults))
        let field = try #require(host.backend.allWidgets.first { $0.content is TextFieldContent })
        field.send(.text("Lin"))
        let counters = host.flush()
        #expect(host.backend.widget(text: "Label: Lin") != nil)
        // Only the label is evaluated again: the field shows what was typed already.
        #expect(counters.bodiesEvaluated == 1)
    }

    @Test func anExplicitStoreWinsOverTheViewsDefault() {
        let store = TemporaryStore()
        let other = TemporaryStore()
        other.defaults.set("Other", forKey: "name")
        struct Explicit: View {
            let store: UserDefaults
            var body: some View {
                ExplicitLabel(name: AppStorage(wrappedValue: "none", "name", store: store))
            }
        }
        struct ExplicitLabel: View {
            @AppStorage var name: String
            var body: some View { Text("Explicit: \(name)") }
        }
        let host = HeadlessHost(Explicit(store: other.defaults).defaultAppStorage(store.defaults))
        #expect(host.backend.widget(text: "Explicit: Other") != nil)
    }

    @Test func anUnknownRawValueReadsAsTheDefault() {
        let store = TemporaryStore()
        store.defaults.set("sepia", forKey: "theme")
        store.defaults.set(7, forKey: "level")
        let host = HeadlessHost(Settings().defaultAppStorage(store.defaults), width: 60)
        #expect(host.backend.widget(text: "Ada 1 0.5 false light 1 -") != nil)
    }

    @Test func aCorruptStoreFileIsReportedAndKeptAside() throws {
        let store = TemporaryStore()
        let file = store.path + ".plist"
        try Data("not a plist {".utf8).write(to: URL(fileURLWithPath: file))
        let message = try #require(PreferencesFile.check(at: file))
        #expect(
            message
                == "the preferences file \(file) is ignored: it is not a property list of keys and values. "
                + "The app starts from its default settings (UserDefaults reads no value from it, @AppStorage "
                + "its default values), and the file was copied to \(file).unreadable "
                + "before the next write replaces it.")
        #expect(FileManager.default.contents(atPath: file + ".unreadable") == Data("not a plist {".utf8))
        // A second check keeps the first copy and makes another.
        _ = PreferencesFile.check(at: file)
        #expect(FileManager.default.fileExists(atPath: file + ".unreadable-2"))
        // The store reads defaults, and writing still works.
        let host = HeadlessHost(Settings().defaultAppStorage(store.defaults), width: 60)
        #expect(host.backend.widget(text: "Ada 1 0.5 false light 1 -") != nil)
    }

    @Test func aReadablePropertyListOrNoFileGivesNoWarning() throws {
        let store = TemporaryStore()
        #expect(PreferencesFile.check(at: store.path + ".plist") == nil)
        store.defaults.set("x", forKey: "k")
        store.defaults.synchronize()
        #expect(PreferencesFile.check(at: store.path + ".plist") == nil)
    }

    @Test func theStandardStoreLivesInTheXDGConfigDirectory() {
        let path = PreferencesFile.standardStorePath
        let expectedDirectory =
            ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSHomeDirectory() + "/.config"
        #expect(path == expectedDirectory + "/" + ProcessInfo.processInfo.processName + ".plist")
    }
}
