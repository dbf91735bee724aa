/// Tests: which test files exercise an API, and how many tests. A test exercises a type
/// when it names it, and a modifier when it calls it (`.padding(…)`). A test that does not
/// run (`@Test(.disabled(…))`) counts as pending.
///
/// Scans `Packages/*/Tests` and the root `Tests` directory, except the coverage tool's own
/// tests (their fixtures name APIs without exercising them).
public struct TestsPlugin: CoveragePlugin {
    public let name = "Tests"
    public let packagePath: String? = nil
    public let column = ReportColumn.tests
    public let role = PluginRole.required

    /// Test directories not scanned, relative to the root.
    public static let excluded = ["Tests/CoverageTests"]

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        var directories = [context.directory("Tests")]
        let packages = SourceFiles.subdirectories(of: context.directory("Packages"))
        directories += packages.map { $0.appendingPathComponent("Tests") }
        let excluded = Set(Self.excluded.map { context.directory($0).standardizedFileURL.path })
        let tests = try TestIndexer.tests(directories: directories, root: context.root).filter { test in
            !excluded.contains {
                context.root.appendingPathComponent(test.file).standardizedFileURL.path.hasPrefix($0 + "/")
            }
        }
        var findings: [String: Finding] = [:]
        for entry in context.catalog.entries {
            let exercising = tests.filter { test in
                switch entry.kind {
                case .modifier: test.calledMembers.contains(entry.name)
                default:
                    test.typeNames.contains(entry.simpleName)
                        && (entry.parent.map { parent in
                            test.typeNames.contains(String(parent.split(separator: ".").last!))
                        } ?? true)
                }
            }
            guard !exercising.isEmpty else { continue }
            let running = exercising.filter { !$0.isDisabled }
            var files: [String] = []
            for test in exercising where !files.contains(test.file) { files.append(test.file) }
            let detail = files.map { file in
                let inFile = exercising.filter { $0.file == file }
                let disabled = inFile.filter(\.isDisabled).count
                let name = file.split(separator: "/").last.map(String.init) ?? file
                return disabled == 0
                    ? "\(name) (\(inFile.count))" : "\(name) (\(inFile.count), \(disabled) pending)"
            }.joined(separator: ", ")
            findings[entry.id] = Finding(
                level: running.isEmpty ? .pending : .full, detail: detail,
                missing: running.isEmpty ? ["a running test (all are disabled)"] : [])
        }
        return PluginResult(packagePresent: true, findings: findings)
    }
}
