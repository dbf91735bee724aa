/// FacetUI: is the API declared, with which initializers, overloads and shorthands?
/// Reads `Packages/FacetUI/Sources/FacetUICore`, where SwiftUI's API is declared (the `FacetUI`
/// module re-exports it with the terminal backend).
public struct FacetUIPlugin: CoveragePlugin {
    public let name = "FacetUI"
    public let packagePath: String? = "Packages/FacetUI"
    public let column = ReportColumn.dsl
    public let role = PluginRole.primary

    /// The source directory scanned.
    public static let sources = "Packages/FacetUI/Sources/FacetUICore"

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        try DeclarationCoverage.scan(sources: Self.sources, in: context)
    }
}
