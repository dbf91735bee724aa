import Foundation

/// Builds the plan for one catalog entry: related APIs, context, placement following the
/// packages' existing layout, skeletons and tests.
public struct ScaffoldPlanner {
    let root: URL
    let catalog: Catalog
    let analysis: CoverageAnalysis
    let index: SourceIndex
    let selectors: CatalogSelectors

    static let facetUISources = FacetUIPlugin.sources
    static let facetUITests = "Packages/FacetUI/Tests/FacetUITests"
    static let facetInspectorTests = "Packages/FacetInspector/Tests/FacetInspectorTests"

    /// A planner for a repository whose catalog and analysis are loaded.
    public init(root: URL, catalog: Catalog, analysis: CoverageAnalysis) throws {
        self.root = root
        self.catalog = catalog
        self.analysis = analysis
        index = try SourceIndexer.index(
            directories: FacetUIPlugin.sourceDirectories(root: root).map(root.appendingPathComponent),
            root: root)
        selectors = CatalogSelectors(catalog: catalog)
    }

    /// The plan for an entry.
    public func plan(for entry: CatalogEntry) throws -> ScaffoldPlan {
        let resolver = TypeResolver(index: index)
        let renderer = SkeletonRenderer(entry: entry, resolver: resolver)
        var files: [ScaffoldPlan.File] = []
        var notes: [String] = []
        var skipped: [String] = []
        var emitted: [CatalogMember] = []
        let declaredAt =
            index.declarations.first { $0.kind != .extensionDecl && $0.name == entry.name }
            ?? index.extensions(of: "View").first {
                $0.members.contains { $0.name == entry.name && entry.kind == .modifier }
            }
        if let declaredAt, analysis.status(of: entry)?.findings[FacetUIPlugin().name] != nil {
            skipped.append(
                "FacetUI: already declared at \(declaredAt.file):\(declaredAt.line); complete it there")
        } else if entry.kind == .modifier {
            let (path, exists) = modifierFile(for: entry)
            let result = renderer.modifierBlock(newFile: !exists)
            files.append(
                .init(
                    package: "FacetUI", path: path, action: exists ? .extend : .create, contents: result.text)
            )
            emitted = result.emitted
            notes += describe(result, total: entry.members(.overload).count)
        } else {
            if let parent = entry.parent, index.types(named: parent).isEmpty {
                throw CoverageError.usage(
                    "'\(entry.name)' is nested in '\(parent)', which FacetUI does not declare yet; scaffold '\(parent)' first"
                )
            }
            let result = renderer.typeFile(extendingParent: entry.parent != nil)
            files.append(
                .init(package: "FacetUI", path: typeFile(for: entry), action: .create, contents: result.text))
            emitted = result.emitted
            notes += describe(result, total: entry.members(.initializer).count)
        }
        let sample = sampleUse(entry, emitted: emitted)
        if sample == nil {
            notes.append("no sample use can be built from declared APIs yet: the tests record what to write")
        }
        let suite =
            upperFirst(entry.name.replacingOccurrences(of: ".", with: ""))
            + (entry.kind == .modifier ? "ModifierTests" : "Tests")
        let inspectorPresent = FileManager.default.fileExists(
            atPath: root.appendingPathComponent(FacetInspectorPlugin.sources).path)
        let tests = TestRenderer(
            entry: entry, suiteName: suite, sample: sample, inspectorPresent: inspectorPresent)
        files.append(
            .init(
                package: "FacetUI tests", path: "\(Self.facetUITests)/\(layer(of: entry))/\(suite).swift",
                action: .create, contents: tests.render()))
        let companions = CompanionRenderer(
            root: root, entry: entry, modifierNames: Set(catalog.entries(of: .modifier).map(\.name)))
        files += companions.files()
        if inspectorPresent {
            // Tests that inspect need FacetInspector, which FacetUI's test target does not depend
            // on: they go to FacetInspector's test target, after its skeleton.
            let after = (files.lastIndex { $0.package == "FacetInspector" } ?? files.count - 1) + 1
            files.insert(
                .init(
                    package: "FacetInspector tests",
                    path: "\(Self.facetInspectorTests)/\(tests.inspectionSuiteName).swift", action: .create,
                    contents: tests.inspectionFile()), at: after)
        }
        skipped += companions.skipped()
        return ScaffoldPlan(
            entry: entry, catalog: catalogLines(entry), context: contextLine(entry), files: files,
            skipped: skipped, notes: notes)
    }

    private func describe(_ result: SkeletonRenderer.Result, total: Int) -> [String] {
        var notes = ["\(result.emitted.count) of \(total) catalog declarations emitted"]
        notes += result.deferred.map { "deferred: \($0.0.signature) (needs \($0.1.joined(separator: ", ")))" }
        return notes
    }

    // MARK: - Steps 1 and 2

    private func catalogLines(_ entry: CatalogEntry) -> [String] {
        var lines = [
            "\(entry.kind.rawValue) \(entry.displayName): \(entry.declaration ?? "\(entry.members.count) overloads")"
        ]
        lines.append("  available: \(AvailabilityText.format(entry.availability))")
        for member in entry.members {
            lines.append("  \(member.role.rawValue): \(member.signature)")
            if member.availability != entry.availability {
                lines.append("    available: \(AvailabilityText.format(member.availability))")
            }
        }
        for name in relatedNames(entry) {
            for related in catalog.entries(named: name) where related.id != entry.id {
                let shorthands = related.members(.shorthand).map { ".\($0.name)" }
                lines.append(
                    "related \(related.kind.rawValue) \(related.displayName)"
                        + (shorthands.isEmpty ? "" : " (\(shorthands.joined(separator: ", ")))")
                        + " — available: \(AvailabilityText.format(related.availability))")
            }
        }
        return lines
    }

    /// A view's style protocols, their modifiers and styles; a modifier's style protocol.
    private func relatedNames(_ entry: CatalogEntry) -> [String] {
        var names = entry.related
        for name in entry.related {
            if let style = catalog.entry(.styleProtocol, name) { names += style.related }
        }
        if entry.kind == .modifier {
            for style in catalog.entries(of: .styleProtocol) where style.related.contains(entry.name) {
                names.append(style.name)
                names += style.related.filter { $0 != entry.name }
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    private func contextLine(_ entry: CatalogEntry) -> String {
        if let context = entry.context {
            let declared = !index.types(named: context.view).isEmpty
            return "tested \(context.phrase)"
                + (declared
                    ? ""
                    : " (`\(context.view)` is not in FacetUI yet: scaffold it first for an in-context test)")
        }
        switch entry.kind {
        case .modifier: return "no usage context in the catalog: tested on a plain view"
        case .view, .shape:
            return "no usage context in the catalog: tested inside a `VStack`, searching for its children"
        default: return "no usage context in the catalog: tested on its own"
        }
    }

    // MARK: - Placement

    private func layer(of entry: CatalogEntry) -> String {
        switch entry.kind {
        case .view, .shape: "Views"
        case .modifier: "Modifiers"
        case .styleProtocol, .style: "Styles"
        case .propertyWrapper: "State"
        case .gesture: "Gestures"
        case .scene: "App"
        }
    }

    /// A new file per type, next to FacetUI's views of the same category.
    private func typeFile(for entry: CatalogEntry) -> String {
        var directory = "\(Self.facetUISources)/\(layer(of: entry))"
        if entry.kind == .view || entry.kind == .shape {
            let sameCategory = index.declarations.first { declaration in
                declaration.kind != .extensionDecl
                    && (catalog.entry(.view, declaration.name) ?? catalog.entry(.shape, declaration.name))?
                        .category == entry.category
            }
            if let file = sameCategory?.file { directory = (file as NSString).deletingLastPathComponent }
        }
        let name = entry.parent.map { "\($0)+\(entry.simpleName)" } ?? entry.name
        return "\(directory)/\(name).swift"
    }

    /// The modifiers file of the entry's category: an existing file declaring a modifier of
    /// that category, else a new `Modifiers/<Category>Modifiers.swift`.
    private func modifierFile(for entry: CatalogEntry) -> (String, Bool) {
        for declaration in index.extensions(of: "View") where declaration.file.contains("/Modifiers/") {
            let categories = declaration.members.compactMap { catalog.entry(.modifier, $0.name)?.category }
            if categories.contains(entry.category) { return (declaration.file, true) }
        }
        var words = entry.category.split { !$0.isLetter && !$0.isNumber }.map { upperFirst(String($0)) }
        if words.last == "Modifiers" { words.removeLast() }
        let path = "\(Self.facetUISources)/Modifiers/\(words.joined())Modifiers.swift"
        return (path, FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))
    }

    // MARK: - Sample use in context

    private func sampleUse(_ entry: CatalogEntry, emitted: [CatalogMember]) -> String? {
        let builder = SampleBuilder(
            catalog: catalog, selectors: selectors, index: index, scaffolded: emitted,
            scaffoldedName: entry.name)
        let container = { (name: String, content: String) -> String? in builder.view(name, content: content) }
        if entry.kind == .modifier {
            guard let call = emitted.lazy.compactMap(builder.modifier).first else { return nil }
            switch entry.context {
            case .some(let context) where context.relation == .on:
                return builder.view(context.view).map { $0 + call }
            case .some(let context):
                return container(context.view, builder.contentSample + call)
            case nil:
                return builder.contentSample + call
            }
        }
        guard entry.kind == .view || entry.kind == .shape, let use = builder.view(entry.name) else {
            return nil
        }
        if let context = entry.context { return container(context.view, use) }
        return container("VStack", use) ?? use
    }

    private func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
