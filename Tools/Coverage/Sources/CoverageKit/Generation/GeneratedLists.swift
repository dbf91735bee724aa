extension GeneratedList {
    /// The files `coverage report` generates.
    public static let all: [GeneratedList] = [coveragePlugins, knownViewTypes, swiftUINamespace]

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

    /// FacetUI's `SwiftUI` namespace: a type alias for each of its public types that SwiftUI
    /// also declares, so that code naming a type through its module (`SwiftUI.Image`,
    /// `some SwiftUI.View`) compiles with `import FacetUI`.
    public static let swiftUINamespace = GeneratedList(
        selection: .swiftUINamed(modules: ["FacetUICore", "FacetUI"]), sources: "Packages/FacetUI/Sources",
        output: "Packages/FacetUI/Sources/FacetUI/SwiftUI.generated.swift"
    ) { types in
        """
        import FacetUICore

        /// SwiftUI's types under their module-qualified names: code written for SwiftUI that
        /// names a type through its module — to tell `SwiftUI.Image` from an app's own `Image`,
        /// or in `some SwiftUI.View` — compiles with `import FacetUI` in place of `import SwiftUI`.
        ///
        /// ```swift
        /// struct Badge: SwiftUI.View {
        ///     var body: some SwiftUI.View { SwiftUI.Image(systemName: "star") }
        /// }
        /// ```
        public enum SwiftUI {
        \(types.map(namespaceAlias).joined())}
        """ + "\n"
    }

    /// One type alias of the `SwiftUI` namespace, deprecated as its type is.
    private static func namespaceAlias(_ type: GeneratedList.Conformer) -> String {
        let deprecation =
            type.isDeprecated ? "    @available(*, deprecated, message: \"deprecated in SwiftUI\")\n" : ""
        return "    /// SwiftUI's `\(type.name)`.\n\(deprecation)    public typealias \(type.name) = "
            + "\(type.module ?? "FacetUI").\(type.name)\n"
    }
}
