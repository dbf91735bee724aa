import Foundation

/// Skeletons in the companion packages, written only when the package exists, following
/// each package's layout:
///
/// - FacetInspector (`ViewTypes/Gauge.swift`): a marker protocol the FacetUI type conforms
///   to, `extension ViewType { struct Gauge: KnownViewType }` with the protocol's
///   requirements (`typePrefix`, `_matches(_:)`), and the navigation calls `gauge()` and
///   `gauge(_:)`, as `ViewTypes/Toggle.swift` does;
/// - FacetIntrospect (`ViewTypes/GaugeType.swift`), for views that have a backing widget:
///   `struct GaugeType: IntrospectableViewType` and its `.gauge` accessor, with no backend
///   version until a widget backs it.
struct CompanionRenderer {
    let root: URL
    let entry: CatalogEntry
    /// The catalog's modifier names: a navigation call named like a modifier would read as
    /// that modifier's getter, so it is not written.
    var modifierNames: Set<String> = []

    /// Where FacetInspector keeps its view types (one file per `ViewType`).
    static let inspectorViewTypes = "\(FacetInspectorPlugin.sources)/ViewTypes"
    /// Where FacetIntrospect keeps its introspectable types.
    static let introspectViewTypes = "\(FacetIntrospectPlugin.sources)/ViewTypes"

    /// View categories whose views are backed by a widget.
    static let widgetCategories: Set<String> = [
        "Controls and indicators", "Text and images", "Lists and tables", "Navigation and tabs",
        "Layout containers",
    ]

    private func present(_ sources: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(sources).path)
    }

    private var hasWidget: Bool { entry.kind == .view && Self.widgetCategories.contains(entry.category) }

    /// The entry's name as one identifier (`GaugeStyleConfiguration.Label` → `GaugeStyleConfigurationLabel`).
    private var flatName: String { entry.name.replacingOccurrences(of: ".", with: "") }

    private var callName: String { flatName.prefix(1).lowercased() + flatName.dropFirst() }

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
        if present(FacetInspectorPlugin.sources), entry.kind == .view {
            files.append(
                .init(
                    package: "FacetInspector", path: "\(Self.inspectorViewTypes)/\(flatName).swift",
                    action: .create, contents: inspectorFile()))
        }
        if present(FacetIntrospectPlugin.sources), hasWidget {
            files.append(
                .init(
                    package: "FacetIntrospect", path: "\(Self.introspectViewTypes)/\(flatName)Type.swift",
                    action: .create, contents: introspectFile()))
        }
        return files
    }

    private var header: [String] {
        [
            "// Scaffolded by `swift run coverage scaffold \(entry.name)`. Implement it, remove the",
            "// pending markers, enable the tests, then run `swift run coverage report`.",
            "",
            "import FacetUI",
            "",
        ]
    }

    /// `ViewTypes/<Name>.swift` of FacetInspector.
    func inspectorFile() -> String {
        let marker = "Inspected\(flatName)"
        var lines = header
        lines += [
            "// facet: pending",
            "/// Marks `\(entry.name)` for inspection, whatever its generic arguments.",
            "protocol \(marker) {}",
        ]
        lines += AvailabilityAttributes.lines(entry.availability)
        lines += [
            "extension \(entry.name): \(marker) {}",
            "",
            "extension ViewType {",
            "    // facet: pending",
            "    /// `\(entry.name)` as inspection sees it: scaffolded, its attributes are not implemented.",
            "    public struct \(flatName): KnownViewType {",
            "        /// \"\(entry.name)\".",
            "        public static var typePrefix: String { \"\(entry.name)\" }",
            "        /// Whether `node` holds a `\(entry.name)`.",
            "        public static func _matches(_ node: ViewNode) -> Bool { node.view is any \(marker) }",
            "    }",
            "}",
        ]
        if !modifierNames.contains(callName) {
            let type = "ViewType.\(flatName)"
            lines += [
                "",
                "extension InspectableView {",
                "    // facet: pending",
                "    /// The only enclosed `\(entry.name)` (or this view, when it is one).",
                "    public func \(callName)() throws -> InspectableView<\(type)> {",
                "        try child(\(type).self, call: \"\(callName)\", index: nil)",
                "    }",
                "",
                "    // facet: pending",
                "    /// The enclosed `\(entry.name)` at `index`.",
                "    public func \(callName)(_ index: Int) throws -> InspectableView<\(type)> {",
                "        try child(\(type).self, call: \"\(callName)\", index: index)",
                "    }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `ViewTypes/<Name>Type.swift` of FacetIntrospect.
    func introspectFile() -> String {
        var lines = header
        lines += [
            "// facet: pending",
            "/// An introspectable view type: `\(entry.name)`. Scaffolded: no backend declares its widget yet",
            "/// (add `extension TerminalViewVersion<\(flatName)Type, Widget> { public static let v1 = Self(for: .v1) }`).",
            "public struct \(flatName)Type: IntrospectableViewType {}",
            "",
            "extension IntrospectableViewType where Self == \(flatName)Type {",
            "    // facet: pending",
            "    /// `\(entry.name)`.",
            "    public static var \(callName): Self { .init() }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
