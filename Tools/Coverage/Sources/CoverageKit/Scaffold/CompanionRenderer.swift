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
///   version until a widget backs it;
/// - for a view that draws its own widget (its FacetUICore file declares a pending
///   `GaugeContent: WidgetContent`): the terminal mapping (`FacetUI/Backend/Mappings/GaugeMapping.swift`,
///   `TerminalMapped` and `CellMetrics`), the GTK mapping (`FacetGTK/Mappings/GaugeMapping.swift`,
///   `GTKMapped`) and, with FacetIntrospect, FacetGTK's `Introspect/ViewTypes/GaugeType+GTK.swift`
///   (`GTKIntrospectable`: the widget of a `GaugeContent` backs it). Each draws nothing and
///   is marked pending until implemented.
struct CompanionRenderer {
    let root: URL
    let entry: CatalogEntry
    /// The catalog's modifier names: a navigation call named like a modifier would read as
    /// that modifier's getter, so it is not written.
    var modifierNames: Set<String> = []
    /// The widget content type a drawing view's skeleton declares (``widgetContentName(of:isTaken:)``).
    var contentName: String

    init(root: URL, entry: CatalogEntry, modifierNames: Set<String> = [], contentName: String? = nil) {
        self.root = root
        self.entry = entry
        self.modifierNames = modifierNames
        self.contentName = contentName ?? Self.widgetContentName(of: entry) { _ in false }
    }

    /// Where FacetInspector keeps its view types (one file per `ViewType`).
    static let inspectorViewTypes = "\(FacetInspectorPlugin.sources)/ViewTypes"
    /// Where FacetIntrospect keeps its introspectable types.
    static let introspectViewTypes = "\(FacetIntrospectPlugin.sources)/ViewTypes"

    /// View categories whose views are backed by a widget.
    static let widgetCategories: Set<String> = drawingCategories.union(["Layout containers"])

    /// View categories whose views draw a widget of their own (FacetUI's `Slider`, `List`,
    /// `TabView` have a `WidgetContent`); layout containers place their children (only
    /// `ScrollView` and `Divider` draw there, and both exist), and the other categories
    /// compose other views.
    static let drawingCategories: Set<String> = [
        "Controls and indicators", "Text and images", "Lists and tables", "Navigation and tabs",
    ]

    /// Where FacetUI keeps the terminal mappings (one file per widget content).
    static let terminalMappings = "\(FacetUIPlugin.modules)/FacetUI/Backend/Mappings"
    /// The terminal toolkit the terminal mappings draw with.
    static let terminalSources = "\(FacetUIPlugin.modules)/FacetTerminal"
    /// FacetGTK's sources, and where it keeps its mappings and introspection types.
    static let gtkSources = "Packages/FacetGTK/Sources/FacetGTK"
    static let gtkMappings = "\(gtkSources)/Mappings"
    static let gtkIntrospectViewTypes = "\(FacetIntrospectPlugin.gtkSources)/ViewTypes"

    /// Whether a new entry draws a widget of its own: a top-level view of a drawing category.
    static func drawsWidget(_ entry: CatalogEntry) -> Bool {
        entry.kind == .view && entry.parent == nil && drawingCategories.contains(entry.category)
    }

    /// The name of the widget content a drawing view declares: `GaugeContent`, or
    /// `GaugeWidgetContent` when that name is taken (`TabContent` is SwiftUI's protocol).
    static func widgetContentName(of entry: CatalogEntry, isTaken: (String) -> Bool) -> String {
        let names = widgetContentNames(of: entry)
        return isTaken(names[0]) ? names[1] : names[0]
    }

    /// The names a drawing view's widget content may have, preferred first.
    static func widgetContentNames(of entry: CatalogEntry) -> [String] {
        let flat = entry.name.replacingOccurrences(of: ".", with: "")
        return [flat + "Content", flat + "WidgetContent"]
    }

    private func present(_ sources: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(sources).path)
    }

    private var hasWidget: Bool { entry.kind == .view && Self.widgetCategories.contains(entry.category) }

    private var draws: Bool { Self.drawsWidget(entry) }

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
        if !draws {
            if entry.kind == .view {
                lines.append(
                    "mappings: none: \(entry.category) views compose other views (no widget content of their own)"
                )
            }
        } else {
            if !present(Self.terminalSources) {
                lines.append("FacetUI terminal: skipped: no terminal toolkit (\(Self.terminalSources))")
            }
            if !present(Self.gtkSources) { lines.append("FacetGTK: skipped: package not present") }
        }
        return lines
    }

    func files() -> [ScaffoldPlan.File] {
        var files: [ScaffoldPlan.File] = []
        if draws {
            if present(Self.terminalSources) {
                files.append(
                    .init(
                        package: "FacetUI terminal",
                        path: "\(Self.terminalMappings)/\(flatName)Mapping.swift",
                        action: .create, contents: terminalMappingFile()))
            }
            if present(Self.gtkSources) {
                files.append(
                    .init(
                        package: "FacetGTK", path: "\(Self.gtkMappings)/\(flatName)Mapping.swift",
                        action: .create, contents: gtkMappingFile()))
            }
        }
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
            if draws, present(Self.gtkSources) {
                files.append(
                    .init(
                        package: "FacetGTK introspection",
                        path: "\(Self.gtkIntrospectViewTypes)/\(flatName)Type+GTK.swift", action: .create,
                        contents: gtkIntrospectFile()))
            }
        }
        return files
    }

    private var header: [String] { headerLines(importing: ["FacetUI"]) }

    private func headerLines(importing modules: [String]) -> [String] {
        [
            "// Scaffolded by `swift run coverage scaffold \(entry.name)`. Implement it, remove the",
            "// pending markers, enable the tests, then run `swift run coverage report`.",
            "",
        ] + modules.map { "import \($0)" } + [""]
    }

    /// `Backend/Mappings/<Name>Mapping.swift` of FacetUI: the terminal widget and the size in
    /// cells, both empty until implemented.
    func terminalMappingFile() -> String {
        var lines = headerLines(importing: ["FacetTerminal", "FacetUICore", "Foundation"])
        lines += [
            "// `\(entry.name)` in the terminal: its FacetTerminal widget and its size in character cells.",
            "",
            "// facet: pending",
            "extension \(contentName): TerminalMapped {",
            "    /// Pending: an empty container until implemented (a FacetTerminal widget drawing the",
            "    /// content, wired to `events` if it takes input).",
            "    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ContainerWidget() }",
            "",
            "    /// Pending: applies nothing until implemented (copy the content to the widget).",
            "    func configure(_ widget: TerminalWidget) {}",
            "}",
            "",
            "// facet: pending",
            "extension \(contentName): CellMetrics {",
            "    /// Pending: no room until implemented (the widget's size in cells for `proposal`).",
            "    public func cellSize(for proposal: ProposedViewSize) -> CGSize { .zero }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Mappings/<Name>Mapping.swift` of FacetGTK: the GTK widget, empty until implemented.
    func gtkMappingFile() -> String {
        var lines = headerLines(importing: ["CGTK", "CGTKSupport", "FacetUI", "Foundation"])
        lines += [
            "// facet: pending",
            "extension \(contentName): GTKMapped {",
            "    /// Pending: a bare frame until implemented (the GTK widget drawing the content).",
            "    func makeGTKWidget() -> GTKWidget { .makeFrame(content: self) }",
            "",
            "    /// Pending: applies nothing until implemented (copy the content to the widget).",
            "    func configure(_ widget: GTKWidget) {}",
            "",
            "    /// Pending: no room until implemented (the widget's size for `proposal`).",
            "    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize { .zero }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Introspect/ViewTypes/<Name>Type+GTK.swift` of FacetGTK: which GTK widget backs the type.
    func gtkIntrospectFile() -> String {
        var lines = headerLines(importing: ["FacetIntrospect", "FacetUI"])
        lines += [
            "// facet: pending",
            "extension \(flatName)Type: GTKIntrospectable {",
            "    /// The widget of a `\(entry.name)` (pending: say which GTK widget it is once it draws).",
            "    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is \(contentName) }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
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
