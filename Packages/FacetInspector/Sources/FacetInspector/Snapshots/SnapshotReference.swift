import Foundation

/// Where a test's snapshots are stored, and whether to record them.
@MainActor
enum SnapshotReference {
    /// How many unnamed snapshots each test (by file and name) has taken: its next one is
    /// numbered one more.
    private static var counters: [String: Int] = [:]

    /// Whether recording was asked for the whole run: `FACET_RECORD_SNAPSHOTS` is `1`,
    /// `true` or `yes`.
    static var isRecordingFromEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment["FACET_RECORD_SNAPSHOTS"]?.lowercased()
        return value == "1" || value == "true" || value == "yes"
    }

    /// The reference file of a snapshot: `<directory>/<testName>.<name or n>.<pathExtension>`,
    /// the directory being `__Snapshots__/<TestFile>` beside the test file unless given.
    static func url(
        file: String, testName: String, name: String?, pathExtension: String, directory: String?
    ) -> URL {
        let test = URL(fileURLWithPath: file)
        let folder =
            directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? test.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent, isDirectory: true)
        let identifier = sanitized(testName)
        let suffix: String
        if let name {
            suffix = sanitized(name)
        } else {
            let key = file + "|" + identifier + "|" + folder.path
            let count = (counters[key] ?? 0) + 1
            counters[key] = count
            suffix = String(count)
        }
        return folder.appendingPathComponent("\(identifier).\(suffix).\(pathExtension)")
    }

    /// A test name as a file name: `tapping()` → `tapping`, other characters than letters,
    /// digits, `-` and `_` as `-`.
    static func sanitized(_ name: String) -> String {
        let base = name.hasSuffix(")") ? String(name.prefix { $0 != "(" }) : name
        let mapped = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" }
        return String(mapped)
    }

    /// `reference` with its extension replaced by `suffix` ("actual.txt").
    static func sibling(of reference: URL, suffix: String) -> URL {
        reference.deletingPathExtension().appendingPathExtension(suffix)
    }
}
