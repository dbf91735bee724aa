import Foundation

/// Produces both report files for a repository.
public struct ReportGenerator {
    /// The repository root.
    public let root: URL
    /// The plugins used.
    public let plugins: [any CoveragePlugin]

    /// The generated files' names, at the root.
    public static let readinessFile = "readiness.md"
    /// The list of missing APIs.
    public static let unsupportedFile = "unsupported_apis.md"

    /// A generator for a repository.
    public init(root: URL, plugins: [any CoveragePlugin] = PluginRegistry.all) {
        self.root = root
        self.plugins = plugins
    }

    /// The result: the analysis and the two texts.
    public struct Output {
        /// The analysis.
        public var analysis: CoverageAnalysis
        /// `readiness.md`.
        public var readiness: String
        /// `unsupported_apis.md`.
        public var unsupported: String
    }

    /// Loads the catalog and data, runs the plugins and renders both files.
    public func generate() throws -> Output {
        let catalog = try CatalogStore(root: root).load()
        let data = try AnnotationData.load(from: AnnotationData.directory(root: root))
        let analysis = try CoverageAnalysis(
            context: ScanContext(root: root, catalog: catalog), plugins: plugins)
        return Output(
            analysis: analysis, readiness: ReadinessRenderer(analysis: analysis).render(),
            unsupported: UnsupportedRenderer(analysis: analysis, priority: data.priority).render())
    }
}
