import Foundation

/// The hand-maintained data that the catalog import applies to the interface's entities,
/// read from `Tools/Coverage/Data`:
///
/// - `categories.txt`: `kind | Category | pattern pattern …` — first matching line wins.
/// - `contexts.txt`: `name | inside TabView` (or `on Gauge`, `row-in List`).
/// - `not-applicable.txt`: `pattern | reason` — APIs Linux cannot have.
/// - `priority.txt`: names, most commonly used first, for the report's quick reference.
///
/// Blank lines and lines starting with `#` are ignored.
public struct AnnotationData: Sendable, Equatable {
    /// A category rule.
    public struct CategoryRule: Sendable, Equatable {
        /// The kind it applies to.
        public var kind: APIKind
        /// The category name.
        public var category: String
        /// The names it covers.
        public var patterns: [NamePattern]
    }

    /// Category rules in file order.
    public var categories: [CategoryRule] = []
    /// Usage contexts by exact name.
    public var contexts: [String: UsageContext] = [:]
    /// Not-applicable rules in file order.
    public var notApplicable: [(pattern: NamePattern, reason: String)] = []
    /// Names by priority, most common first.
    public var priority: [String] = []

    /// Empty data.
    public init() {}

    public static func == (lhs: AnnotationData, rhs: AnnotationData) -> Bool {
        lhs.categories == rhs.categories && lhs.contexts == rhs.contexts && lhs.priority == rhs.priority
            && lhs.notApplicable.map(\.pattern) == rhs.notApplicable.map(\.pattern)
            && lhs.notApplicable.map(\.reason) == rhs.notApplicable.map(\.reason)
    }

    /// The data directory of a repository.
    public static func directory(root: URL) -> URL {
        root.appendingPathComponent("Tools/Coverage/Data")
    }

    /// Loads the data files of a directory; missing files count as empty.
    public static func load(from directory: URL) throws -> AnnotationData {
        var data = AnnotationData()
        func lines(_ name: String) throws -> [(Int, String, String)] {
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            let text = try String(contentsOf: url, encoding: .utf8)
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
                offset, line in
                let trimmed = String(line).trimmingSpaces
                return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (offset + 1, trimmed, url.path)
            }
        }
        func fields(_ line: String, count: Int, file: String, number: Int, format: String) throws -> [String]
        {
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map {
                String($0).trimmingSpaces
            }
            guard parts.count == count, !parts.contains(where: \.isEmpty) else {
                throw CoverageError.invalidData(file: file, line: number, message: "expected '\(format)'")
            }
            return parts
        }
        for (number, line, file) in try lines("categories.txt") {
            let parts = try fields(
                line, count: 3, file: file, number: number, format: "kind | Category | patterns")
            guard let kind = APIKind(rawValue: parts[0]) else {
                throw CoverageError.invalidData(
                    file: file, line: number, message: "unknown kind '\(parts[0])'")
            }
            let patterns = parts[2].split(separator: " ").map { NamePattern(String($0)) }
            data.categories.append(CategoryRule(kind: kind, category: parts[1], patterns: patterns))
        }
        for (number, line, file) in try lines("contexts.txt") {
            let parts = try fields(line, count: 2, file: file, number: number, format: "name | relation View")
            guard let context = UsageContext(text: parts[1]) else {
                let relations = UsageContext.Relation.allCases.map(\.rawValue).joined(separator: ", ")
                throw CoverageError.invalidData(
                    file: file, line: number, message: "expected a relation (\(relations)) and a view name")
            }
            data.contexts[parts[0]] = context
        }
        for (number, line, file) in try lines("not-applicable.txt") {
            let parts = try fields(line, count: 2, file: file, number: number, format: "pattern | reason")
            data.notApplicable.append((NamePattern(parts[0]), parts[1]))
        }
        for (_, line, _) in try lines("priority.txt") {
            data.priority += line.split(separator: " ").map(String.init)
        }
        return data
    }
}
