import Foundation

/// How far a package supports an API, as one plugin sees it.
public enum SupportLevel: String, Sendable, Codable, Comparable {
    /// Scaffolded, marked `// facet: pending` (or only disabled tests).
    case pending
    /// Some of it: some overloads, or declared without the expected conformance.
    case partial
    /// All of it.
    case full

    public static func < (lhs: SupportLevel, rhs: SupportLevel) -> Bool {
        let order: [SupportLevel] = [.pending, .partial, .full]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// What one plugin found about one catalog entry.
public struct Finding: Sendable, Equatable {
    /// The support level.
    public var level: SupportLevel
    /// The report cell: "3/5 initializers", "`string()`, `font()`", "terminal: `TerminalLabel`".
    public var detail: String
    /// What is still missing, for `unsupported_apis.md` ("init(value:in:label:)").
    public var missing: [String]
    /// The cells of the plugin's further columns, by header; ``detail`` fills its first.
    public var cells: [String: String]

    /// Creates a finding.
    public init(level: SupportLevel, detail: String, missing: [String] = [], cells: [String: String] = [:]) {
        self.level = level
        self.detail = detail
        self.missing = missing
        self.cells = cells
    }

    /// The cell of `column`, the `position`th of its plugin's columns.
    public func cell(_ column: ReportColumn, position: Int) -> String? {
        position == 0 ? detail : cells[column.header]
    }
}

/// How a plugin's findings count toward an API's status.
public enum PluginRole: String, Sendable {
    /// Decides whether the API exists at all (FacetUI).
    case primary
    /// Must be full for the API to count as fully supported (Tests).
    case required
    /// Shown in the reports, not part of the status (FacetInspector, FacetIntrospect, FacetEngine).
    case informational
}

/// A column of `readiness.md` that a plugin fills, declared by the plugin.
public struct ReportColumn: Sendable, Equatable {
    /// The header ("Inspectable attributes").
    public var header: String
    /// The kinds of API whose tables show the column.
    public var kinds: Set<APIKind>

    /// A column shown in the tables of `kinds` (every table by default).
    public init(_ header: String, kinds: Set<APIKind> = Set(APIKind.allCases)) {
        self.header = header
        self.kinds = kinds
    }
}

/// A plugin's answer for the whole catalog.
public struct PluginResult: Sendable {
    /// Whether the plugin's package exists in the repository.
    public var packagePresent: Bool
    /// Findings by catalog entry id (``CatalogEntry/id``); entries without a finding are unsupported.
    public var findings: [String: Finding]

    /// Creates a result.
    public init(packagePresent: Bool, findings: [String: Finding] = [:]) {
        self.packagePresent = packagePresent
        self.findings = findings
    }

    /// The result of a plugin whose package is absent.
    public static let absent = PluginResult(packagePresent: false)
}

/// What a plugin scans: the repository root and the catalog.
public struct ScanContext: Sendable {
    /// The repository root.
    public var root: URL
    /// The catalog.
    public var catalog: Catalog
    /// The catalog's member selectors, computed once.
    public var selectors: CatalogSelectors
    /// The source indexes read so far, shared by the plugins and the generated lists.
    public let indexes: SourceIndexCache

    /// Creates a context.
    public init(root: URL, catalog: Catalog, indexes: SourceIndexCache = SourceIndexCache()) {
        self.root = root
        self.catalog = catalog
        self.selectors = CatalogSelectors(catalog: catalog)
        self.indexes = indexes
    }

    /// The index of the `.swift` files under directories relative to the root, read once per run.
    public func index(_ relative: [String]) throws -> SourceIndex {
        try indexes.index(directories: relative.map(directory), root: root)
    }

    /// The tests of the `.swift` files under `directories`, leaving out those under `excluded`.
    public func tests(_ directories: [URL], excluding excluded: [URL] = []) throws -> [TestCase] {
        try TestIndexer.tests(
            directories: directories, excluding: excluded, root: root, cache: indexes.parsed)
    }

    /// A directory under the root.
    public func directory(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// Whether a directory exists under the root.
    public func exists(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory(relative).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}

/// One plugin per package: reads the package's sources (never its compiled modules) and
/// says, for each catalog entry, how far the package supports it.
///
/// To add a package, add one file to `Plugins/` with a type conforming to this protocol and
/// run `swift run coverage report`: it finds the type in the sources and lists it in
/// `PluginRegistry.generated.swift` (see ``PluginRegistry``).
public protocol CoveragePlugin: Sendable {
    /// The plugin as the registry makes it.
    init()
    /// The package name shown in reports ("FacetUI").
    var name: String { get }
    /// The package directory relative to the root ("Packages/FacetUI"); nil for
    /// repository-wide plugins (Tests).
    var packagePath: String? { get }
    /// The columns it fills in `readiness.md`: ``Finding/detail`` goes in the first,
    /// ``Finding/cells`` in the others.
    var columns: [ReportColumn] { get }
    /// How its findings count toward an API's status.
    var role: PluginRole { get }
    /// Scans the sources. A plugin whose package is absent returns ``PluginResult/absent``.
    func scan(_ context: ScanContext) throws -> PluginResult
}
