extension GeneratedList {
    /// The files `coverage report` generates.
    public static let all: [GeneratedList] = [coveragePlugins]

    /// The coverage tool's plugins: every ``CoveragePlugin`` of `Plugins/`, made with `init()`.
    public static let coveragePlugins = GeneratedList(
        conformance: "CoveragePlugin", sources: PluginRegistry.sources,
        output: "\(PluginRegistry.sources)/PluginRegistry.generated.swift", isPartOfTheTool: true
    ) { types in
        """
        extension PluginRegistry {
            /// Every plugin type declared in `Plugins/`.
            static let declared: [any CoveragePlugin] = [
        \(types.map { "        \($0.name)(),\n" }.joined())    ]
        }
        """ + "\n"
    }
}
