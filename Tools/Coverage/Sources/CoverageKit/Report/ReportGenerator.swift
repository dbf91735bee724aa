import Foundation

/// Produces the files `coverage report` writes for a repository: the two reports and the
/// generated lists (``GeneratedList``).
public struct ReportGenerator {
    /// The repository root.
    public let root: URL
    /// The plugins used.
    public let plugins: [any CoveragePlugin]
    /// The generated lists kept current.
    public let lists: [GeneratedList]

    /// The generated files' names, at the root.
    public static let readinessFile = "readiness.md"
    /// The list of missing APIs.
    public static let unsupportedFile = "unsupported_apis.md"

    /// A generator for a repository.
    public init(
        root: URL, plugins: [any CoveragePlugin] = PluginRegistry.all,
        lists: [GeneratedList] = GeneratedList.all
    ) {
        self.root = root
        self.plugins = plugins
        self.lists = lists
    }

    /// A generated Swift file, as the sources want it.
    public struct GeneratedFile {
        /// The list it comes from.
        public var list: GeneratedList
        /// Its text.
        public var text: String
    }

    /// The result: the analysis, the two texts and the generated files.
    public struct Output {
        /// The analysis.
        public var analysis: CoverageAnalysis
        /// `readiness.md`.
        public var readiness: String
        /// `unsupported_apis.md`.
        public var unsupported: String
        /// The generated lists whose sources exist.
        public var generated: [GeneratedFile]
    }

    /// Loads the catalog and data, runs the plugins, renders both files and the lists.
    public func generate() throws -> Output {
        let catalog = try CatalogStore(root: root).load()
        let data = try AnnotationData.load(from: AnnotationData.directory(root: root))
        let parsed = ParseCache(root: root)
        let context = ScanContext(root: root, catalog: catalog, indexes: SourceIndexCache(parsed: parsed))
        let generated = try lists.compactMap { list in
            try list.text(in: context).map { GeneratedFile(list: list, text: $0) }
        }
        let analysis = try CoverageAnalysis(context: context, plugins: plugins)
        parsed?.save(root: root)
        return Output(
            analysis: analysis, readiness: ReadinessRenderer(analysis: analysis).render(),
            unsupported: UnsupportedRenderer(analysis: analysis, priority: data.priority).render(),
            generated: generated)
    }
}
