import Foundation

/// Skeletons in the companion packages, written only when the package exists:
/// FacetInspector (`extension ViewType { struct Gauge: KnownViewType }`) and, for views
/// that have a backing widget, FacetIntrospect (`struct GaugeType: IntrospectableViewType`).
struct CompanionRenderer {
    let root: URL
    let entry: CatalogEntry

    /// View categories whose views are backed by a widget.
    static let widgetCategories: Set<String> = [
        "Controls and indicators", "Text and images", "Lists and tables", "Navigation and tabs",
        "Layout containers",
    ]

    private func present(_ sources: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(sources).path)
    }

    private var hasWidget: Bool { entry.kind == .view && Self.widgetCategories.contains(entry.category) }

    func skipped() -> [String] {
        var lines: [String] = []
        if !present(FacetInspectorPlugin.sources) {
            lines.append("FacetInspector: skipped: package not present")
        } else if entry.kind != .view {
            lines.append("FacetInspector: getters for \(entry.kind.title) are written by hand")
        }
        if !hasWidget {
            lines.append(
                "FacetIntrospect: skipped: no backing widget for \(entry.kind.title) of \(entry.category)")
        } else if !present(FacetIntrospectPlugin.sources) {
            lines.append("FacetIntrospect: skipped: package not present")
        }
        return lines
    }

    func files() -> [ScaffoldPlan.File] {
        var files: [ScaffoldPlan.File] = []
        let header =
            "// Scaffolded by `swift run coverage scaffold \(entry.name)`: pending until implemented.\n\nimport FacetUI\n\n"
        let name = entry.name.replacingOccurrences(of: ".", with: "")
        if present(FacetInspectorPlugin.sources), entry.kind == .view {
            files.append(
                .init(
                    package: "FacetInspector", path: "\(FacetInspectorPlugin.sources)/Views/\(name).swift",
                    action: .create,
                    contents: header + """
                        extension ViewType {
                            // facet: pending
                            /// Inspection of `\(entry.name)`: scaffolded, not implemented.
                            public struct \(name): KnownViewType {}
                        }

                        """))
        }
        if present(FacetIntrospectPlugin.sources), hasWidget {
            let member = name.prefix(1).lowercased() + name.dropFirst()
            files.append(
                .init(
                    package: "FacetIntrospect",
                    path: "\(FacetIntrospectPlugin.sources)/ViewTypes/\(name)Type.swift", action: .create,
                    contents: header + """
                        // facet: pending
                        /// Introspection of `\(entry.name)`'s backing widget: scaffolded, no backend yet.
                        public struct \(name)Type: IntrospectableViewType {}

                        extension IntrospectableViewType where Self == \(name)Type {
                            // facet: pending
                            /// `\(entry.name)`'s backing widget.
                            public static var \(member): Self { .init() }
                        }

                        """))
        }
        return files
    }
}
