/// Runs the plugins over the catalog and combines their findings into one status per API.
///
/// - Not applicable when the catalog says so.
/// - Without a finding of the primary plugin (FacetUI): pending if any plugin reports
///   something pending, else not started.
/// - Pending when the primary finding is pending.
/// - Supported when the primary finding and every required plugin's finding (Tests) are full.
/// - Partial otherwise.
public struct CoverageAnalysis: Sendable {
    /// The plugins, in column order.
    public let plugins: [any CoveragePlugin]
    /// Each plugin's result, by plugin name.
    public let results: [String: PluginResult]
    /// Statuses in catalog order.
    public let statuses: [EntryStatus]

    /// Scans the repository with the plugins.
    public init(context: ScanContext, plugins: [any CoveragePlugin] = PluginRegistry.all) throws {
        var results: [String: PluginResult] = [:]
        for plugin in plugins {
            results[plugin.name] = try plugin.scan(context)
        }
        self.init(catalog: context.catalog, plugins: plugins, results: results)
    }

    /// Combines results already computed.
    public init(catalog: Catalog, plugins: [any CoveragePlugin], results: [String: PluginResult]) {
        self.plugins = plugins
        self.results = results
        statuses = catalog.entries.map { entry in
            var findings: [String: Finding] = [:]
            for plugin in plugins {
                if let finding = results[plugin.name]?.findings[entry.id] { findings[plugin.name] = finding }
            }
            return EntryStatus(
                entry: entry,
                status: Self.status(entry, findings: findings, plugins: plugins, results: results),
                findings: findings)
        }
    }

    private static func status(
        _ entry: CatalogEntry, findings: [String: Finding], plugins: [any CoveragePlugin],
        results: [String: PluginResult]
    ) -> SupportStatus {
        if entry.notApplicable != nil { return .notApplicable }
        guard let primary = plugins.first(where: { $0.role == .primary }), let main = findings[primary.name]
        else {
            return findings.values.contains { $0.level == .pending } ? .pending : .notStarted
        }
        if main.level == .pending { return .pending }
        let required = plugins.filter { $0.role == .required && results[$0.name]?.packagePresent == true }
        let complete = main.level == .full && required.allSatisfy { findings[$0.name]?.level == .full }
        return complete ? .supported : .partial
    }

    /// The status of an entry.
    public func status(of entry: CatalogEntry) -> EntryStatus? {
        statuses.first { $0.entry.id == entry.id }
    }

    /// Statuses of one kind.
    public func statuses(of kind: APIKind) -> [EntryStatus] {
        statuses.filter { $0.entry.kind == kind }
    }
}
