import Foundation

/// The file behind `UserDefaults.standard` on Linux, checked once as an app starts or before `@AppStorage`
/// first uses it: Foundation reads a file that is not a property list as an empty store
/// and replaces it at the next write, silently. Facet says so instead, and keeps the
/// unreadable file beside it, so that nothing the user stored is lost without a word.
enum PreferencesFile {
    nonisolated(unsafe) private static var checkedStandardStore = false
    private static let lock = NSLock()

    /// Checks the standard store's file the first time it is asked.
    static func checkStandardStoreOnce() {
        lock.lock()
        defer { lock.unlock() }
        guard !checkedStandardStore else { return }
        checkedStandardStore = true
        if let message = check(at: standardStorePath) { warn(message) }
    }

    /// `$XDG_CONFIG_HOME/<program>.plist`, or `~/.config/<program>.plist` without it:
    /// where Foundation keeps `UserDefaults.standard` on Linux.
    static var standardStorePath: String {
        let environment = ProcessInfo.processInfo.environment
        let directory =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".config")
        return (directory as NSString).appendingPathComponent(ProcessInfo.processInfo.processName + ".plist")
    }

    /// `nil` when the file at `path` is missing or a property list; otherwise the warning
    /// to give, after copying the file to `<path>.unreadable` (or `.unreadable-2`, … when
    /// that name is taken) so that its contents survive the store's next write.
    static func check(at path: String) -> String? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return nil }
        let reason: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            if (try? PropertyListSerialization.propertyList(from: data, format: nil)) is [String: Any] {
                return nil
            }
            reason = "it is not a property list of keys and values"
        } catch {
            reason = "it cannot be read (\(error.localizedDescription))"
        }
        var backup = path + ".unreadable"
        var suffix = 2
        while manager.fileExists(atPath: backup) {
            backup = path + ".unreadable-\(suffix)"
            suffix += 1
        }
        let kept = (try? manager.copyItem(atPath: path, toPath: backup)) != nil
        return "the preferences file \(path) is ignored: \(reason). The app starts from its default settings "
            + "(UserDefaults reads no value from it, @AppStorage its default values), "
            + (kept
                ? "and the file was copied to \(backup) before the next write replaces it."
                : "and the next write will replace it (copying it aside failed).")
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Facet] warning: \(message)\n".utf8))
    }
}
