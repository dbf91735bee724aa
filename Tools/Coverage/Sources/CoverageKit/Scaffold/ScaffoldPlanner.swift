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
    /// The module FacetUI's API is compiled in: the last component of its sources directory.
    static let facetUIModule = String(FacetUIPlugin.sources.split(separator: "/").last ?? "FacetUI")
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

    /// The plan for a whole entry.
    public func plan(for entry: CatalogEntry) throws -> ScaffoldPlan {
        try plan(for: ScaffoldTarget(entry: entry, members: nil, display: entry.displayName, selector: nil))
    }

    /// The plan for a target: a new API (FacetUI does not declare it) gets its declarations
    /// and tests; an API FacetUI declares gets only what it lacks, in companion files beside
    /// the existing ones. With `force`, a whole-API plan regenerates the files the scaffold
    /// wrote for the API that are still entirely pending (their declarations count as absent);
    /// a selector's plan only ever adds.
    public func plan(for target: ScaffoldTarget, force: Bool = false, request: String? = nil) throws
        -> ScaffoldPlan
    {
        let scaffolded =
            force && target.members == nil
            ? scaffoldedFiles(of: target.entry) : (replaceable: [], refused: [])
        var excluded = scaffolded.replaceable
        while true {
            var plan = try draft(target, excluded: excluded, force: force, request: request ?? target.display)
            // A file is regenerated only if the plan writes it again; otherwise it stays, and
            // its declarations count.
            let stale = excluded.subtracting(plan.files.map(\.path))
            guard stale.isEmpty else {
                excluded.subtract(stale)
                continue
            }
            if !scaffolded.refused.isEmpty {
                // `--force` regenerates an API's scaffold only while none of it is implemented.
                var reasons = scaffolded.refused
                if case .notReplaced(let others)? = plan.conflict {
                    reasons += others.filter { !reasons.contains($0) }
                }
                plan.conflict = .notReplaced(reasons)
                plan.nothingToAdd = nil
            }
            return plan
        }
    }

    /// One plan, the declarations of the files in `excluded` (replaced) ignored.
    private func draft(_ target: ScaffoldTarget, excluded: Set<String>, force: Bool, request: String) throws
        -> ScaffoldPlan
    {
        let entry = target.entry
        var visible = SourceIndex()
        visible.declarations = index.declarations.filter { !excluded.contains($0.file) }
        var existing = ExistingAPI(entry: entry, index: visible)
        if entry.kind == .modifier, existing.primary == nil {
            // A new modifier an earlier run scaffolded with nothing it could declare: its
            // section in the category file lists the overloads; what is added now goes beside.
            let (path, exists) = modifierFile(for: entry, in: visible)
            let marker = "// MARK: - .\(entry.name) (scaffolded)"
            if exists, !excluded.contains(path),
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
                let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: {
                    $0 == marker
                })
            {
                existing.primary = .init(file: path, line: line + 1)
                existing.listedIn = path
            }
        }
        var placement = Placement(root: root, excluded: excluded, force: force)
        let requested = requestedMembers(target, existing: existing)
        let toAdd = requested.filter { member in
            let selector = CatalogSelectors.selector(of: member.signature)
            // `init()` in an extension of a struct that may synthesize one would redeclare it.
            return existing.member(selector) == nil
                && !(existing.primary != nil && existing.mayHaveSynthesizedInit && selector == "init()")
        }
        var plan = ScaffoldPlan(
            entry: entry, request: request, selection: target.members == nil ? nil : target.display,
            mode: existing.primary == nil ? .new : .additions,
            catalog: catalogLines(entry, only: target.members), context: contextLine(entry), files: [],
            skipped: [], notes: [])
        if target.members != nil, toAdd.isEmpty {
            let declared = requested.compactMap {
                existing.member(CatalogSelectors.selector(of: $0.signature))
            }
            if let first = declared.first {
                let place = "\(first.file):\(first.line)"
                plan.nothingToAdd =
                    declared.allSatisfy { !$0.isPending }
                    ? "\(target.display) is already supported (\(place)); nothing to scaffold"
                    : "\(target.display) is already scaffolded, pending at \(place); nothing to add"
            } else if requested.isEmpty {
                plan.nothingToAdd =
                    "\(target.display) cannot be declared on Linux (no iOS or macOS availability); nothing to scaffold"
            } else {
                plan.nothingToAdd =
                    "\(target.display): Swift may synthesize `init()` for \(entry.name), which declares no initializer, so an extension cannot declare it; declare it in the type itself"
            }
            return plan
        }
        if existing.primary == nil {
            try planNew(target, toAdd: toAdd, visible: visible, placement: &placement, plan: &plan)
        } else {
            planAdditions(
                target, toAdd: toAdd, existing: existing, visible: visible, placement: &placement, plan: &plan
            )
        }
        plan.files = placement.files
        plan.skipped = placement.skipped + plan.skipped
        plan.conflict = placement.conflict
        return plan
    }

    /// A new API: its declarations in a new file (a modifier's in its category's file), its
    /// tests, and the companion packages' skeletons.
    private func planNew(
        _ target: ScaffoldTarget, toAdd: [CatalogMember], visible: SourceIndex, placement: inout Placement,
        plan: inout ScaffoldPlan
    ) throws {
        let entry = target.entry
        let renderer = SkeletonRenderer(
            entry: entry, resolver: TypeResolver(index: visible), request: plan.request,
            catalogTypes: catalogTypes)
        let emitted: [CatalogMember]
        if entry.kind == .modifier {
            let (path, exists) = modifierFile(for: entry, in: visible)
            let replaced = placement.excluded.contains(path)
            let result = renderer.modifierBlock(newFile: !exists || replaced, members: toAdd)
            placement.files.append(
                .init(
                    package: "FacetUI", path: path, action: replaced ? .replace : exists ? .extend : .create,
                    contents: result.text))
            emitted = result.emitted
            plan.notes += describe(result, total: target.members?.count ?? entry.members(.overload).count)
        } else {
            // A parent FacetUI does not declare yet is declared as a pending stub around it;
            // a dotted one (its own parent missing too) must come first.
            let stubParent = entry.parent.map { visible.types(named: $0).isEmpty } ?? false
            if stubParent, let parent = entry.parent {
                guard !parent.contains(".") else {
                    throw CoverageError.usage(
                        "'\(entry.name)' is nested in '\(parent)', which FacetUI does not declare yet; declare '\(parent)' first"
                    )
                }
                plan.notes.append(
                    "`\(parent)` is not declared: the file declares it as an empty pending stub around `\(entry.simpleName)`"
                        + (catalog.entries(named: parent).isEmpty
                            ? "" : " (`coverage scaffold \(parent)` then adds what it lacks beside it)"))
            }
            let result = renderer.typeFile(
                extendingParent: entry.parent != nil, declaringParent: stubParent, members: toAdd,
                widgetContent: CompanionRenderer.drawsWidget(entry) ? contentName(entry, visible) : nil)
            // Beside a file of that name someone else wrote: the same declarations, in a new file.
            placement.placeNew(package: "FacetUI", path: typeFile(for: entry), contents: result.text) {
                $0 ? result.text : nil
            }
            emitted = result.emitted
            plan.notes += describe(result, total: target.members?.count ?? entry.members(.initializer).count)
            if CompanionRenderer.drawsWidget(entry) {
                plan.notes.append(
                    "\(entry.category) draw a widget of their own: `\(entry.name)` is a `ControlView` whose widget shows a pending `\(contentName(entry, visible))`, mapped (drawing nothing yet) in the terminal and GTK mapping files"
                )
            }
        }
        let sample = sampleUse(entry, emitted: emitted, index: visible)
        if sample == nil {
            plan.notes.append(
                "no sample use can be built from declared APIs yet: the tests record what to write")
        }
        let suite = suiteName(entry)
        let inspectorPresent = present(FacetInspectorPlugin.sources)
        let tests = TestRenderer(
            entry: entry, suiteName: suite, sample: sample, inspectorPresent: inspectorPresent,
            request: plan.request)
        let testPath = "\(Self.facetUITests)/\(layer(of: entry))/\(suite).swift"
        placement.placeNew(package: "FacetUI tests", path: testPath, contents: tests.render()) { newFile in
            // A file of that name that the scaffold did not write: the tests go beside it.
            tests.companion(
                suite: pendingSuite(suite), members: [], standard: true, inspecting: false, newFile: newFile,
                existing: [])
        }
        let companions = CompanionRenderer(
            root: root, entry: entry, modifierNames: Set(catalog.entries(of: .modifier).map(\.name)),
            contentName: contentName(entry, visible))
        for file in companions.files() {
            placement.placePackageFile(file)
        }
        if inspectorPresent {
            // Tests that inspect need FacetInspector, which FacetUI's test target does not depend
            // on: they go to FacetInspector's test target, after its skeleton.
            let path = "\(Self.facetInspectorTests)/\(tests.inspectionSuiteName).swift"
            let after =
                (placement.files.lastIndex { $0.package == "FacetInspector" } ?? placement.files.count - 1)
                + 1
            placement.placeNew(
                package: "FacetInspector tests", path: path, contents: tests.inspectionFile(), at: after
            ) { newFile in
                tests.companion(
                    suite: pendingSuite(tests.inspectionSuiteName), members: [], standard: true,
                    inspecting: true, newFile: newFile, existing: [])
            }
        }
        plan.skipped += companions.skipped()
    }

    /// The widget content a new drawing view declares, named so that it clashes with no
    /// catalog name and nothing FacetUI declares.
    private func contentName(_ entry: CatalogEntry, _ visible: SourceIndex) -> String {
        CompanionRenderer.widgetContentName(of: entry) {
            !catalog.entries(named: $0).isEmpty || !visible.types(named: $0).isEmpty
        }
    }

    func describe(_ result: SkeletonRenderer.Result, total: Int) -> [String] {
        var notes = ["\(result.emitted.count) of \(total) catalog declarations emitted"]
        notes += result.deferred.map { "deferred: \($0.0.signature) (needs \($0.1.joined(separator: ", ")))" }
        return notes
    }

    // MARK: - Steps 1 and 2

    func catalogLines(_ entry: CatalogEntry, only selected: [CatalogMember]? = nil) -> [String] {
        var lines = [
            "\(entry.kind.rawValue) \(entry.displayName): \(entry.declaration ?? "\(entry.members.count) overloads")"
        ]
        lines.append("  available: \(AvailabilityText.format(entry.availability))")
        for member in selected ?? entry.members {
            lines.append("  \(member.role.rawValue): \(member.signature)")
            if member.availability != entry.availability {
                lines.append("    available: \(AvailabilityText.format(member.availability))")
            }
        }
        // A selector's plan is about that overload only; a whole API's lists its related APIs.
        for name in selected == nil ? relatedNames(entry) : [] {
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

    func layer(of entry: CatalogEntry) -> String {
        switch entry.kind {
        case .view, .shape: "Views"
        case .modifier: "Modifiers"
        case .styleProtocol, .style: "Styles"
        case .propertyWrapper: "State"
        case .gesture: "Gestures"
        case .scene: "App"
        }
    }

    /// A new file per type, next to FacetUI's views of the same category under `Views/`
    /// (`DSL/` holds the result builder and the structural types, whatever their category).
    func typeFile(for entry: CatalogEntry) -> String {
        var directory = "\(Self.facetUISources)/\(layer(of: entry))"
        if entry.kind == .view || entry.kind == .shape {
            let sameCategory = index.declarations.first { declaration in
                declaration.kind != .extensionDecl && declaration.file.hasPrefix(directory + "/")
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
    private func modifierFile(for entry: CatalogEntry, in index: SourceIndex) -> (String, Bool) {
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

    /// A sample use of the entry in its context through `emitted` (the members being
    /// scaffolded; with `allParameters`, passing every parameter it can so that the call
    /// selects that overload), or through what FacetUI declares when `emitted` is empty.
    func sampleUse(
        _ entry: CatalogEntry, emitted: [CatalogMember], index: SourceIndex, allParameters: Bool = false
    ) -> String? {
        let builder = SampleBuilder(
            catalog: catalog, selectors: selectors, index: index, scaffolded: emitted,
            scaffoldedName: entry.name, allParameters: allParameters)
        let container = { (name: String, content: String) -> String? in builder.view(name, content: content) }
        if entry.kind == .modifier {
            let declared = index.extensions(of: "View").flatMap(\.members).filter { $0.name == entry.name }
                .map(\.selector)
            let existing = entry.members(.overload).filter {
                declared.contains(selectors.selector(of: $0.signature))
            }
            let members = emitted.isEmpty ? existing : emitted
            let siblings = existing + emitted
            guard let call = members.lazy.compactMap({ builder.modifier($0, siblings: siblings) }).first
            else { return nil }
            switch entry.context {
            case .some(let context) where context.relation == .on:
                return builder.view(context.view).map { $0 + call }
            case .some(let context):
                return container(context.view, builder.contentSample + call)
            case nil:
                return builder.contentSample + call
            }
        }
        // A new shape's skeleton is not a `Shape` yet: it cannot be used as a view.
        let newShape = entry.kind == .shape && index.types(named: entry.name).isEmpty
        guard entry.kind == .view || entry.kind == .shape, !newShape, let use = builder.view(entry.name)
        else {
            return nil
        }
        if let context = entry.context { return container(context.view, use) }
        return container("VStack", use) ?? use
    }

    /// The catalog's types by name (the constraints of the generic arguments they take).
    var catalogTypes: [String: CatalogEntry] {
        Dictionary(
            catalog.entries.filter { $0.kind != .modifier }.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// The test suite of an entry (`GaugeTests`, `GaugeStyleModifierTests`).
    func suiteName(_ entry: CatalogEntry) -> String {
        upperFirst(entry.name.replacingOccurrences(of: ".", with: ""))
            + (entry.kind == .modifier ? "ModifierTests" : "Tests")
    }

    /// The suite of a companion test file: `TextPendingTests` beside `TextTests`.
    func pendingSuite(_ suite: String) -> String {
        (suite.hasSuffix("Tests") ? String(suite.dropLast("Tests".count)) : suite) + "PendingTests"
    }

    func present(_ sources: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(sources).path)
    }
}
