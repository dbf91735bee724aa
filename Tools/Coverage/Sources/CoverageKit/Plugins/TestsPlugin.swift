/// Tests: which tests exercise an API. A test exercises a type when it names it, and a
/// modifier when it calls it (`.padding(…)`). A test that does not run
/// (`@Test(.disabled(…))`) counts as pending.
///
/// The report's cell names the test files that test the API directly — the files named
/// for it (`TextTests`, `PaddingTests`, `ScrollViewIntrospectionTests`), package-qualified
/// (`FacetInspector/TextTests`) — each with the number of its tests that exercise it:
/// `12 · FacetInspector/TextTests`. Without such a file it names the file with the most
/// of them. Files that merely mention the API are counted toward its status, not listed.
///
/// Scans `Packages/*/Tests` and the root `Tests` directory, except the coverage tool's own
/// tests (their fixtures name APIs without exercising them).
public struct TestsPlugin: CoveragePlugin {
    public let name = "Tests"
    public let packagePath: String? = nil
    public let columns = [ReportColumn("Tests")]
    public let role = PluginRole.required

    /// Test directories not scanned, relative to the root.
    public static let excluded = ["Tests/CoverageTests"]
    /// Test files a cell names at most; more are counted ("+2 more").
    public static let shownFiles = 3
    /// What a test file named for an API may add to its name before `Tests`.
    static let directSuffixes = ["Tests", "InspectionTests", "IntrospectionTests"]

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        var directories = [context.directory("Tests")]
        let packages = SourceFiles.subdirectories(of: context.directory("Packages"))
        directories += packages.map { $0.appendingPathComponent("Tests") }
        // The excluded directories are not even read (the coverage tool's tests are large).
        let tests = try context.tests(directories, excluding: Self.excluded.map(context.directory))
        // Which tests name each type and call each member, so each entry looks up its own.
        var naming: [String: [Int]] = [:]
        var calling: [String: [Int]] = [:]
        for (position, test) in tests.enumerated() {
            for type in test.typeNames { naming[type, default: []].append(position) }
            for member in test.calledMembers { calling[member, default: []].append(position) }
        }
        let labels = Self.labels(of: tests.map(\.file))
        var findings: [String: Finding] = [:]
        for entry in context.catalog.entries {
            let positions: [Int]
            switch entry.kind {
            case .modifier: positions = calling[entry.name] ?? []
            default:
                let named = naming[entry.simpleName] ?? []
                if let parent = entry.parent.map({ String($0.split(separator: ".").last!) }) {
                    let parents = Set(naming[parent] ?? [])
                    positions = named.filter(parents.contains)
                } else {
                    positions = named
                }
            }
            guard !positions.isEmpty else { continue }
            let exercising = positions.map { tests[$0] }
            let running = exercising.filter { !$0.isDisabled }
            findings[entry.id] = Finding(
                level: running.isEmpty ? .pending : .full,
                detail: Self.cell(for: entry, exercising: exercising, labels: labels),
                missing: running.isEmpty ? ["a running test (all are disabled)"] : [])
        }
        return PluginResult(packagePresent: true, findings: findings)
    }

    /// The cell: the direct test files (or the one with the most tests), each with its count.
    static func cell(for entry: CatalogEntry, exercising: [TestCase], labels: [String: String]) -> String {
        var files: [String] = []
        var counts: [String: (all: Int, disabled: Int)] = [:]
        for test in exercising {
            if counts[test.file] == nil { files.append(test.file) }
            counts[test.file, default: (0, 0)].all += 1
            if test.isDisabled { counts[test.file, default: (0, 0)].disabled += 1 }
        }
        files.sort()
        var shown = files.filter { isDirect($0, for: entry) }
        // Without a file named for it, the one with the most of its tests (the first by path
        // of equals: `max(by:)` keeps the first).
        if shown.isEmpty, let most = files.max(by: { counts[$0]!.all < counts[$1]!.all }) {
            shown = [most]
        }
        var parts = shown.prefix(shownFiles).map { file in
            let count = counts[file]!
            return "\(count.all) · \(labels[file] ?? file)"
                + (count.disabled > 0 ? " (\(count.disabled) pending)" : "")
        }
        if shown.count > shownFiles { parts.append("+\(shown.count - shownFiles) more") }
        return parts.joined(separator: ", ")
    }

    /// Whether a test file is named for the entry: `TextTests.swift` for `Text`,
    /// `PaddingTests.swift` for `padding`, `GaugeInspectionTests.swift` for `Gauge`, or for it
    /// and others joined by "And" (`FrameAndPaddingTests.swift` for `frame` and `padding`).
    static func isDirect(_ file: String, for entry: CatalogEntry) -> Bool {
        let subject =
            entry.kind == .modifier
            ? entry.name.prefix(1).uppercased() + entry.name.dropFirst()
            : entry.name.replacingOccurrences(of: ".", with: "")
        let stem = stem(of: file)
        return directSuffixes.contains { suffix in
            guard stem.hasSuffix(suffix) else { return false }
            let subjects = stem.dropLast(suffix.count).components(separatedBy: "And")
            return subjects.contains(subject)
        }
    }

    /// A file's name without directory and `.swift`.
    static func stem(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// The label of each test file: its package and name (`FacetInspector/TextTests`), or
    /// for the root `Tests`, its target and name (`EndToEndTests/DemoInTmuxTests`); files whose
    /// labels would be equal are labelled by their path instead.
    static func labels(of files: [String]) -> [String: String] {
        var labels: [String: String] = [:]
        for file in Set(files) {
            let components = file.split(separator: "/").map(String.init)
            let owner =
                components.count > 3 && components[0] == "Packages"
                ? components[1]
                : components.count > 2 && components[0] == "Tests" ? components[1] : nil
            labels[file] = owner.map { "\($0)/\(stem(of: file))" } ?? String(file.dropLast(".swift".count))
        }
        let clashing = Dictionary(grouping: labels.keys) { labels[$0]! }.filter { $0.value.count > 1 }
        for files in clashing.values {
            for file in files { labels[file] = String(file.dropLast(".swift".count)) }
        }
        return labels
    }
}
