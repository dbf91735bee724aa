extension GeneratedList {
    /// The files `coverage report` generates.
    public static let all: [GeneratedList] = [coveragePlugins, knownViewTypes]

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

    /// FacetInspector's view types, which name the views a search finds: every
    /// non-generic `KnownViewType` of its sources, in declaration order (files by path) —
    /// the order in which `ViewTypeTraits` looks for the first type that matches a view.
    public static let knownViewTypes = GeneratedList(
        conformance: "KnownViewType", sources: FacetInspectorPlugin.sources,
        output: "\(FacetInspectorPlugin.sources)/Search/KnownViewTypes.generated.swift"
    ) { types in
        """
        extension ViewSearch {
            /// Every non-generic `KnownViewType` declared in FacetInspector, files by path, then
            /// declaration order.
            @MainActor
            static let declaredKnownTypes: [any KnownViewType.Type] = [
        \(types.map { "        \($0.name).self,\n" }.joined())    ]
        }
        """ + "\n"
    }
}
