/// FacetEngine: which catalog APIs the composition package declares itself (back-deployed
/// or rebuilt on its primitives), with the same overload matching as FacetUI. Reads
/// `Packages/FacetEngine/Sources/FacetEngine`.
public struct FacetEnginePlugin: CoveragePlugin {
    public let name = "FacetEngine"
    public let packagePath: String? = "Packages/FacetEngine"
    public let column = ReportColumn.engine
    public let role = PluginRole.informational

    /// The source directory scanned.
    public static let sources = "Packages/FacetEngine/Sources/FacetEngine"

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        guard context.exists(Self.sources) else { return .absent }
        let index = try SourceIndexer.index(
            directories: [context.directory(Self.sources)], root: context.root)
        return PluginResult(
            packagePresent: true,
            findings: DeclarationCoverage(index: index).findings(
                catalog: context.catalog, selectors: context.selectors))
    }
}
