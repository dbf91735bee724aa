/// FacetIntrospect: which backing widget each view has on each backend. Follows
/// SwiftUI-Introspect's shape, with Linux backends in place of Apple platforms:
///
/// - `extension IntrospectableViewType where Self == ScrollViewType { public static var scrollView: Self }`
///   declares an introspectable type (`ScrollViewType` → the `ScrollView` view; a name such as
///   `ListWithGroupedStyleType` counts for `List`; `SheetType` for the `sheet` modifier);
/// - `extension TerminalViewVersion<ScrollViewType, TerminalScrollView> { … }` says which
///   widget backs it on a backend, per ``backends``;
/// - in FacetGTK, `extension ScrollViewType: GTKIntrospectable` (one file per type,
///   `Introspect/ViewTypes/ScrollViewType+GTK.swift`) says it is introspectable on GTK, where
///   every view type hands over a `GTKWidget`. Where FacetGTK is present, a type without
///   a GTK declaration is partial and shows as terminal only.
public struct FacetIntrospectPlugin: CoveragePlugin {
    public let name = "FacetIntrospect"
    public let packagePath: String? = "Packages/FacetIntrospect"
    public let columns = [ReportColumn("Backing widgets", kinds: [.view, .shape, .modifier])]
    public let role = PluginRole.informational

    /// The source directory scanned.
    public static let sources = "Packages/FacetIntrospect/Sources/FacetIntrospect"
    /// FacetGTK's introspection declarations (the GTK backend is a package of its own).
    public static let gtkSources = "Packages/FacetGTK/Sources/FacetGTK/Introspect"

    /// Version types of the backends, by the backend name shown in reports.
    public static let backends: [(versionType: String, backend: String)] = [
        ("TerminalViewVersion", "terminal"),
        ("GTKViewVersion", "GTK"),
    ]

    /// Creates the plugin.
    public init() {}

    public func scan(_ context: ScanContext) throws -> PluginResult {
        guard context.exists(Self.sources) else { return .absent }
        let index = try context.index([Self.sources])
        let introspectable = index.extensions(of: "IntrospectableViewType").compactMap {
            declaration -> (String, Bool)? in
            guard let type = declaration.sameTypeRequirements["Self"],
                declaration.members.contains(where: \.isStatic)
            else {
                return nil
            }
            return (type, declaration.isPending || declaration.members.allSatisfy(\.isPending))
        }
        let gtkTypes = try Self.gtkIntrospectableTypes(context)
        let gtkPresent = context.exists(Self.gtkSources)
        var findings: [String: Finding] = [:]
        for (type, pending) in introspectable {
            var widgets: [(backend: String, widget: String)] = []
            for (versionType, backend) in Self.backends {
                for declaration in index.extensions(of: versionType)
                where declaration.genericArguments.first == type {
                    if declaration.genericArguments.count > 1, !declaration.isPending {
                        widgets.append((backend, declaration.genericArguments[1]))
                    }
                }
            }
            if gtkTypes.contains(type) { widgets.append(("GTK", "GTKWidget")) }
            guard let entry = Self.entry(forIntrospectableType: type, catalog: context.catalog) else {
                continue
            }
            var level: SupportLevel = pending ? .pending : (widgets.isEmpty ? .partial : .full)
            var detail =
                widgets.isEmpty
                ? (pending ? "pending" : "no backend")
                : widgets.map { "\($0.backend): `\($0.widget)`" }.joined(separator: "; ")
            var missing: [String] = []
            if gtkPresent, !widgets.isEmpty, widgets.allSatisfy({ $0.backend == "terminal" }) {
                detail += " (terminal only)"
                missing.append("GTK: `extension \(type): GTKIntrospectable` in FacetGTK")
                level = min(level, .partial)
            }
            if let previous = findings[entry.id] {
                if previous.detail != detail { detail = previous.detail + "; " + detail }
                level = max(level, previous.level)
                missing = previous.missing + missing
            }
            findings[entry.id] = Finding(level: level, detail: detail, missing: missing)
        }
        return PluginResult(packagePresent: true, findings: findings)
    }

    /// The view types FacetGTK makes introspectable (`extension X: GTKIntrospectable`).
    static func gtkIntrospectableTypes(_ context: ScanContext) throws -> Set<String> {
        guard context.exists(gtkSources) else { return [] }
        let index = try context.index([gtkSources])
        return Set(
            index.declarations.filter {
                $0.kind == .extensionDecl && !$0.isPending && $0.inheritance.contains("GTKIntrospectable")
            }.map(\.name))
    }

    /// The catalog entry an introspectable type stands for: `ScrollViewType` → `ScrollView`,
    /// `ListWithGroupedStyleType` → `List`, `SheetType` → `.sheet`.
    static func entry(forIntrospectableType type: String, catalog: Catalog) -> CatalogEntry? {
        guard type.hasSuffix("Type") else { return nil }
        var base = String(type.dropLast("Type".count))
        if let range = base.range(of: "With") { base = String(base[..<range.lowerBound]) }
        if let view = catalog.entry(.view, base) ?? catalog.entry(.shape, base) { return view }
        let modifier = base.prefix(1).lowercased() + base.dropFirst()
        return catalog.entry(.modifier, modifier)
    }
}
