/// What `coverage scaffold NAME` will do, step by step; printed by `--dry-run`.
public struct ScaffoldPlan: Sendable {
    /// A file to create, or to extend by appending.
    public struct File: Sendable, Equatable {
        /// How the file is written.
        public enum Action: String, Sendable {
            case create
            case extend
        }

        /// The package or area ("FacetUI", "FacetUI tests").
        public var package: String
        /// The path relative to the repository root.
        public var path: String
        /// Create or extend.
        public var action: Action
        /// The new file's text, or the text appended.
        public var contents: String
    }

    /// The API scaffolded.
    public var entry: CatalogEntry
    /// Step 1: the API and every related API, with availability.
    public var catalog: [String]
    /// Step 2: the context it is tested in.
    public var context: String
    /// Steps 3, 5 and 6: the files.
    public var files: [File]
    /// Packages not written, with the reason ("FacetInspector: skipped: package not present").
    public var skipped: [String]
    /// Notes on the skeletons (deferred signatures).
    public var notes: [String]

    /// The plan as printed.
    public var text: String {
        var lines = [
            "Scaffold plan for \(entry.displayName) (\(entry.kind.rawValue), \(entry.category))", "",
            "1. Catalog",
        ]
        lines += catalog.map { "   " + $0 }
        lines += ["", "2. Context", "   " + context, "", "3. Placement"]
        lines += files.map { "   \($0.package): \($0.action.rawValue) \($0.path)" }
        lines += skipped.map { "   " + $0 }
        let inspects = files.contains { $0.package == "FacetInspector tests" }
        lines += [
            "", "4. Investigation",
            inspects
                ? "   the test `investigate…` in FacetInspectorTests prints a sample use with `Inspector.print(_:)`"
                : "   the test `investigate…` dumps a sample use (`Inspector.print(_:)` once FacetInspector exists)",
            "", "5–6. Skeletons and tests (marked `// facet: pending`, tests disabled)",
        ]
        lines += notes.isEmpty ? ["   every catalog signature is emitted"] : notes.map { "   " + $0 }
        lines += [
            "",
            "7–8. Implement, remove the pending markers, enable the tests, then run `swift run coverage report`:",
            "   the entry moves from unsupported_apis.md to readiness.md by itself.",
        ]
        return lines.joined(separator: "\n")
    }
}
