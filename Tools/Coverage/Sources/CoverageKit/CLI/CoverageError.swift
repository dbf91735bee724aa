/// The errors the tool reports to its user; each reads as one clear sentence.
public enum CoverageError: Error, Equatable, CustomStringConvertible {
    /// A malformed interface file: `file:line: message`.
    case malformedInterface(file: String, line: Int, message: String)
    /// A file that cannot be read.
    case unreadable(String)
    /// No catalog in the repository.
    case missingCatalog(String)
    /// A catalog that cannot be used.
    case invalidCatalog(String)
    /// A data file with a bad line: `file:line: message`.
    case invalidData(file: String, line: Int, message: String)
    /// The repository root could not be found.
    case noRepositoryRoot(String)
    /// Bad command-line usage.
    case usage(String)
    /// A scaffold name that is not a Swift identifier or a dotted path of identifiers.
    case invalidName(String)
    /// A name the catalog does not know, with the closest names.
    case unknownName(String, suggestions: [String])
    /// A selector (`Text(_:formt:)`) the catalog does not know, with the closest overloads.
    case unknownSelector(String, suggestions: [String])
    /// Existing files the scaffold does not write over, each with the reason
    /// (`path:line: implemented: …`, `path: exists and was not written by the scaffold`).
    case notReplaced([String])
    /// A path outside the repository.
    case outsideRepository(String)
    /// A file that exists and would be overwritten without `--force`.
    case fileExists([String])
    /// A file that could not be written, with the system's reason.
    case unwritable(String, reason: String)

    /// The message printed to standard error.
    public var description: String {
        switch self {
        case .malformedInterface(let file, let line, let message): "\(file):\(line): error: \(message)"
        case .unreadable(let path): "cannot read '\(path)'"
        case .missingCatalog(let path):
            "no catalog at '\(path)'; run `swift run coverage catalog import FILE.swiftinterface...` first"
        case .invalidCatalog(let message): "invalid catalog: \(message)"
        case .invalidData(let file, let line, let message): "\(file):\(line): error: \(message)"
        case .noRepositoryRoot(let start):
            "no repository root above '\(start)' (a directory holding Package.swift and Packages/); use --root DIR"
        case .usage(let message): message
        case .invalidName(let name):
            "'\(name)' is not a Swift identifier, a dotted path of identifiers or a selector (`Text(_:format:)`)"
        case .unknownSelector(let selector, let suggestions):
            suggestions.isEmpty
                ? "no overload '\(selector)' in the catalog"
                : "no overload '\(selector)' in the catalog; did you mean "
                    + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        case .notReplaced(let reasons):
            "not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  "
                + reasons.joined(separator: "\n  ")
        case .unknownName(let name, let suggestions):
            suggestions.isEmpty
                ? "no API named '\(name)' in the catalog"
                : "no API named '\(name)' in the catalog; did you mean "
                    + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        case .outsideRepository(let path): "refusing to write '\(path)': it is outside the repository"
        case .fileExists(let paths):
            "not overwriting existing file\(paths.count == 1 ? "" : "s") without --force: "
                + paths.joined(separator: ", ")
        case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }

    /// The process exit code: 2 for unknown names and usage errors, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .unknownName, .unknownSelector, .usage, .invalidName: 2
        default: 1
        }
    }
}
