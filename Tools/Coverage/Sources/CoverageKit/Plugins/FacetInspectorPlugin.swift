/// FacetInspector: which views are inspectable and with which attribute getters, which
/// modifiers have getters. Follows ViewInspector's shape:
///
/// - `extension ViewType { public struct Text: KnownViewType … }` makes `Text` inspectable;
/// - functions in `extension InspectableView where View == ViewType.Text` are its attributes;
/// - functions in an unconstrained `extension InspectableView` named like a modifier
///   (`padding()`), as a question about it (`isHidden()` for `hidden`) or as the action it
///   runs (`callOnAppear()` for `onAppear`) make that modifier inspectable;
/// - `ViewType.Shape` makes every shape inspectable (`shape()` reads any of them);
/// - ViewInspector's grouped names count for the catalog's (`ViewType.StyleConfiguration.Label`
///   for `ButtonStyleConfiguration.Label`), and a view type a modifier makes, which
///   navigation looks through as ViewInspector's does, is inspectable with that modifier's
///   getters (`EquatableView` with `isEquatable()` for `equatable`);
/// - a view type declared a `StructuralView` there (`Subview`) is one navigation looks
///   through;
/// - `ViewType.ViewModifier` inspects `ModifiedContent` (`modifier(_:)`).
public struct FacetInspectorPlugin: CoveragePlugin {
    public let name = "FacetInspector"
    public let packagePath: String? = "Packages/FacetInspector"
    public let columns = [ReportColumn("Inspectable attributes", kinds: [.view, .shape, .modifier])]
    public let role = PluginRole.informational

    /// The source directory scanned.
    public static let sources = "Packages/FacetInspector/Sources/FacetInspector"

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        guard context.exists(Self.sources) else { return .absent }
        let index = try context.index([Self.sources])
        var findings: [String: Finding] = [:]
        let known = index.declarations.filter {
            $0.kind != .extensionDecl && $0.name.hasPrefix("ViewType.")
                && $0.inheritance.contains("KnownViewType")
        }
        let inspectable = index.extensions(of: "InspectableView")
        for declaration in known {
            let ownName = String(declaration.name.dropFirst("ViewType.".count))
            let viewNames = Self.catalogNames[ownName] ?? [ownName]
            let getters = inspectable.filter { $0.sameTypeRequirements["View"] == declaration.name }
                .flatMap(\.members).filter { $0.kind == .function && $0.isPublic }
            let ready = getters.filter { !$0.isPending }.map { "`\($0.selector)`" }
            let detail = ready.isEmpty ? "inspectable" : ready.joined(separator: ", ")
            let level: SupportLevel = declaration.isPending ? .pending : .full
            let finding = Finding(level: level, detail: level == .pending ? "pending" : detail)
            for viewName in viewNames {
                for kind in [APIKind.view, .shape] where context.catalog.entry(kind, viewName) != nil {
                    findings["\(kind.rawValue) \(viewName)"] = finding
                }
            }
            if ownName == "Shape" {
                for shape in context.catalog.entries(of: .shape) where findings[shape.id] == nil {
                    findings[shape.id] = finding
                }
            }
        }
        let modifierGetters = inspectable.filter { $0.sameTypeRequirements["View"] == nil }.flatMap(\.members)
            .filter { $0.kind == .function && $0.isPublic }
        for entry in context.catalog.entries(of: .modifier) {
            let names = Self.getterNames(forModifier: entry.name)
            let getters = modifierGetters.filter { names.contains($0.name) }
            guard !getters.isEmpty else { continue }
            let ready = getters.filter { !$0.isPending }
            findings[entry.id] =
                ready.isEmpty
                ? Finding(level: .pending, detail: "pending")
                : Finding(level: .full, detail: ready.map { "`\($0.selector)`" }.joined(separator: ", "))
        }
        // Views that navigation looks through (`extension Subview: StructuralView {}`).
        let transparent = index.declarations.filter {
            $0.kind == .extensionDecl && $0.inheritance.contains("StructuralView")
        }
        for declaration in transparent where context.catalog.entry(.view, declaration.name) != nil {
            let id = "\(APIKind.view.rawValue) \(declaration.name)"
            if findings[id] == nil {
                findings[id] = Finding(level: .full, detail: "navigation looks through it")
            }
        }
        for (view, modifier) in Self.modifierMadeViews where context.catalog.entry(.view, view) != nil {
            let viewID = "\(APIKind.view.rawValue) \(view)"
            if findings[viewID] == nil {
                findings[viewID] = findings["\(APIKind.modifier.rawValue) \(modifier)"]
            }
        }
        return PluginResult(packagePresent: true, findings: findings)
    }

    /// The names ViewInspector gives the getters of modifier `name`: the modifier's own
    /// (`padding`), a question (`isHidden` for `hidden`), or the action (`callOnAppear`).
    static func getterNames(forModifier name: String) -> Set<String> {
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return [name, "is" + capitalized, "call" + capitalized]
    }

    /// The catalog's names of the view types ViewInspector names by a group.
    static let catalogNames = [
        "StyleConfiguration.Label": [
            "ButtonStyleConfiguration.Label", "PrimitiveButtonStyleConfiguration.Label",
            "ToggleStyleConfiguration.Label", "ProgressViewStyleConfiguration.Label",
        ],
        "StyleConfiguration.CurrentValueLabel": ["ProgressViewStyleConfiguration.CurrentValueLabel"],
        "StyleConfiguration.Title": ["LabelStyleConfiguration.Title"],
        "StyleConfiguration.Icon": ["LabelStyleConfiguration.Icon"],
        "ViewModifier": ["ModifiedContent"],
    ]

    /// View types a modifier makes and navigation looks through, with the modifier.
    static let modifierMadeViews = ["EquatableView": "equatable"]
}
