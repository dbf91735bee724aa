/// FacetEngine: which catalog APIs the composition package declares itself (back-deployed
/// or rebuilt on its primitives), with the same overload matching as FacetUI. Reads
/// `Packages/FacetEngine/Sources/FacetEngine`.
public struct FacetEnginePlugin: CoveragePlugin {
    public let name = "FacetEngine"
    public let packagePath: String? = "Packages/FacetEngine"
    public let columns = [ReportColumn("Engine")]
    public let role = PluginRole.informational

    /// The source directory scanned.
    public static let sources = "Packages/FacetEngine/Sources/FacetEngine"

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        try DeclarationCoverage.scan(sources: [Self.sources], in: context)
    }
}
