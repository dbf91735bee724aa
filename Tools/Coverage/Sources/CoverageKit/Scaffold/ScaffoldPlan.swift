/// What `coverage scaffold NAME` will do, step by step; printed by `--dry-run`.
public struct ScaffoldPlan: Sendable {
    /// A file to create, to extend by appending, or to replace.
    public struct File: Sendable, Equatable {
        /// How the file is written.
        public enum Action: String, Sendable {
            /// A new file.
            case create
            /// Appended to: a marked section after the existing text, which stays as it is.
            case extend
            /// Replaced (`--force`): a file the scaffold wrote whose code is all still pending.
            case replace
        }

        /// The package or area ("FacetUI", "FacetUI tests").
        public var package: String
        /// The path relative to the repository root.
        public var path: String
        /// Create, extend or replace.
        public var action: Action
        /// The new file's text, or the text appended.
        public var contents: String
    }

    /// How the plan relates to what exists.
    public enum Mode: Sendable, Equatable {
        /// FacetUI does not declare the API: new declarations and tests.
        case new
        /// FacetUI declares the API: only what is missing, beside the existing code.
        case additions
    }

    /// The API scaffolded.
    public var entry: CatalogEntry
    /// What was asked for, as written in the files' headers (`Text`, `Text.init(_:format:)`).
    public var request: String = ""
    /// The selected overload, for a selector (`Text(_:format:)`); nil for the whole API.
    public var selection: String?
    /// New API or additions to an existing one.
    public var mode: Mode = .new
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
    /// Why nothing is written, when nothing is ("Text(verbatim:) is already supported …").
    public var nothingToAdd: String?
    /// Existing files in the way (written without `--force`, or not replaceable): the error
    /// the command fails with after printing the plan.
    public var conflict: CoverageError?

    /// The plan as printed.
    public var text: String {
        var title = "Scaffold plan for \(selection ?? entry.displayName) (\(entry.kind.rawValue)"
        if selection != nil { title += " \(entry.displayName)" }
        title += ", \(entry.category))"
        if mode == .additions {
            title += ": FacetUI declares it; only what is missing is added, beside the existing code"
        }
        var lines = [title, "", "1. Catalog"]
        lines += catalog.map { "   " + $0 }
        lines += ["", "2. Context", "   " + context, "", "3. Placement"]
        lines += files.map { file in
            let how = file.action == .extend ? " (appends a marked section; the existing text stays)" : ""
            return "   \(file.package): \(file.action.rawValue) \(file.path)\(how)"
        }
        lines += skipped.map { "   " + $0 }
        let inspects = files.contains { $0.package == "FacetInspector tests" }
        let investigates = mode == .new || files.contains { $0.contents.contains("func investigate") }
        lines += [
            "", "4. Investigation",
            !investigates
                ? "   each new member's test builds a sample use of it; inspect it as \(entry.displayName)'s existing tests do"
                : inspects
                    ? "   the test `investigate…` in FacetInspectorTests prints a sample use with `Inspector.print(_:)`"
                    : "   the test `investigate…` dumps a sample use (`Inspector.print(_:)` once FacetInspector exists)",
            "", "5–6. Skeletons and tests (marked `// facet: pending`, tests disabled)",
        ]
        lines += notes.isEmpty ? ["   every catalog signature is emitted"] : notes.map { "   " + $0 }
        lines += [
            "",
            "7–8. Implement, remove the pending markers, enable the tests, then run `swift run coverage report`:",
            mode == .additions
                ? "   the members move from pending to implemented, and the API to supported once nothing is missing."
                : "   the entry moves from unsupported_apis.md to readiness.md by itself.",
        ]
        return lines.joined(separator: "\n")
    }
}
