import Foundation

/// What FacetUI declares of a catalog entry.
struct ExistingAPI {
    /// Where the API is declared: the type's declaration, a modifier's first `extension View`
    /// declaring it (or the section an earlier scaffold appended, when it declared nothing).
    struct Location {
        var file: String
        var line: Int
        var isClass = false
    }

    /// Where FacetUI declares the API; nil for a new API.
    var primary: Location?
    /// A file where an earlier scaffold listed the API's deferred declarations.
    var listedIn: String?
    /// The entry's initializers, overloads and shorthands FacetUI declares, by selector.
    var members: [String: SourceMember] = [:]
    /// Every initializer selector of the type, once per declaration (for delegation).
    var initializerSelectors: [String] = []
    /// The files declaring the type or extending it.
    var files: [String] = []
    /// Whether the type is a struct declaring no initializer, for which Swift may synthesize
    /// `init()`: an `init()` in an extension would then be a redeclaration.
    var mayHaveSynthesizedInit = false

    init(entry: CatalogEntry, index: SourceIndex) {
        if entry.kind == .modifier {
            for declaration in index.extensions(of: "View") {
                let overloads = declaration.members.filter {
                    $0.kind == .function && !$0.isStatic && $0.name == entry.name
                }
                guard !overloads.isEmpty else { continue }
                primary = primary ?? Location(file: declaration.file, line: declaration.line)
                for member in overloads where members[member.selector] == nil {
                    members[member.selector] = member
                }
            }
            return
        }
        let declarations = index.types(named: entry.name)
        primary = declarations.first.map {
            Location(file: $0.file, line: $0.line, isClass: $0.kind == .classType)
        }
        mayHaveSynthesizedInit =
            declarations.first.map {
                $0.kind == .structType && !$0.members.contains { $0.kind == .initializer }
            } ?? false
        let all = declarations + index.extensions(of: entry.name)
        for declaration in all where !files.contains(declaration.file) { files.append(declaration.file) }
        for member in all.flatMap(\.members) where member.kind == .initializer {
            initializerSelectors.append(member.selector)
            if members[member.selector] == nil { members[member.selector] = member }
        }
        if entry.kind == .style {
            // Shorthands: `extension PrimitiveButtonStyle where Self == BorderedButtonStyle`.
            for declaration in index.declarations
            where declaration.kind == .extensionDecl && declaration.sameTypeRequirements["Self"] == entry.name
            {
                for member in declaration.members where member.isStatic && members[member.selector] == nil {
                    members[member.selector] = member
                }
            }
        }
    }

    /// The declaration of a selector, or nil.
    func member(_ selector: String) -> SourceMember? { members[selector] }
}

extension ScaffoldPlanner {
    /// The catalog members a target asks for. A selector's: its overloads usable on Linux,
    /// without those deprecated everywhere when others are not. A new API's: every
    /// initializer or overload (the skeletons keep the usable ones). An existing API's: those
    /// the FacetUI plugin requires (usable on iOS or macOS, not deprecated everywhere, without
    /// UIKit or AppKit types), shorthands included for styles.
    func requestedMembers(_ target: ScaffoldTarget, existing: ExistingAPI) -> [CatalogMember] {
        let entry = target.entry
        if let members = target.members {
            let usable = members.filter { DeclarationCoverage.isUsable($0.availability) }
            let current = usable.filter { !$0.availability.isDeprecatedEverywhere }
            return current.isEmpty ? usable : current
        }
        if existing.primary == nil {
            return entry.kind == .modifier ? entry.members(.overload) : entry.members(.initializer)
        }
        let roles: [CatalogMember.Role] =
            switch entry.kind {
            case .modifier: [.overload]
            case .style: [.initializer, .shorthand]
            default: [.initializer]
            }
        return roles.flatMap { role in
            let wanted = DeclarationCoverage.wanted(entry, role, selectors)
            return entry.members(role).filter { member in
                wanted.contains(selectors.selector(of: member.signature))
                    && DeclarationCoverage.isUsable(member.availability)
                    && !member.availability.isDeprecatedEverywhere
                    && !ModuleNameStripper.keptModules.contains { member.signature.contains("\($0).") }
            }
        }
    }

    /// An API FacetUI declares: the members it lacks as pending declarations in a companion
    /// file beside its declaration (`Views/Text+Pending.swift`, `View+onTapGesture+Pending.swift`
    /// for a modifier), their pending tests in companion test files, and the API's own tests
    /// when it has none. Existing files are never changed: a companion file the scaffold wrote
    /// earlier gets a marked section appended.
    func planAdditions(
        _ target: ScaffoldTarget, toAdd: [CatalogMember], existing: ExistingAPI, visible: SourceIndex,
        placement: inout Placement, plan: inout ScaffoldPlan
    ) {
        let entry = target.entry
        guard let primary = existing.primary else { return }
        let renderer = SkeletonRenderer(
            entry: entry, resolver: TypeResolver(index: visible), request: plan.request,
            catalogTypes: catalogTypes)
        let directory = (primary.file as NSString).deletingLastPathComponent
        let base =
            entry.kind == .modifier
            ? "View+\(entry.name)" : entry.parent.map { "\($0)+\(entry.simpleName)" } ?? entry.name
        let shorthands = toAdd.filter { $0.role == .shorthand }
        let others = toAdd.filter { $0.role != .shorthand }
        let delegation =
            entry.kind == .modifier
            ? nil
            : InitializerDelegation(typeName: entry.name, files: existing.files, root: root).call(
                declaredSelectors: existing.initializerSelectors
                    + Array(Set(others.map { selectors.selector(of: $0.signature) })))
        let styleProtocol = entry.related.first {
            catalog.entry(.styleProtocol, $0) != nil && visible.conformances(of: entry.name).contains($0)
        }
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var alreadyListed: [CatalogMember] = []
        placement.placeSection(package: "FacetUI", path: "\(directory)/\(base)+Pending.swift") {
            newFile, current in
            var sections: [String] = []
            var extending = SkeletonRenderer.Extending(
                extended: entry.kind == .modifier ? "View" : entry.name, isClass: primary.isClass,
                delegation: delegation, importsFoundation: current?.contains("import Foundation") ?? false,
                newFile: newFile)
            var groups: [([CatalogMember], SkeletonRenderer.Extending)] = [(others, extending)]
            if !shorthands.isEmpty {
                extending.extended =
                    "\(styleProtocol ?? entry.related.first ?? "View") where Self == \(entry.name)"
                extending.styleValue = existing.member("init()") != nil ? "\(entry.name)()" : nil
                if styleProtocol == nil {
                    extending.unavailable =
                        "`\(entry.name)` declared with its conformance to \(entry.related.joined(separator: " or "))"
                }
                groups.append((shorthands, extending))
            }
            for (members, var extending) in groups where !members.isEmpty {
                extending.newFile = newFile && sections.isEmpty
                if !sections.isEmpty { extending.importsFoundation = true }
                // A deferred declaration an earlier run listed in this file, beside the
                // declarations or in the new API's own file it wrote is not listed again.
                let probe = renderer.additions(members, in: extending)
                let scaffoldedPrimary = existing.primary.flatMap { read($0.file) }.flatMap {
                    ScaffoldedFile.isScaffolded($0) ? $0 : nil
                }
                let listings = [current, existing.listedIn.flatMap(read), scaffoldedPrimary].compactMap { $0 }
                let listed = probe.deferred.map(\.0).filter { member in
                    listings.contains { $0.contains("- `\(member.signature)`") }
                }
                alreadyListed += listed
                let kept = members.filter { !listed.contains($0) }
                guard !kept.isEmpty else { continue }
                let result = kept.count == members.count ? probe : renderer.additions(kept, in: extending)
                sections.append(result.text)
                emitted += result.emitted
                deferred += result.deferred
            }
            return sections.isEmpty ? nil : sections.joined()
        }
        // The tests: one per new selector, and the API's own when it has none.
        let inspectorPresent = present(FacetInspectorPlugin.sources)
        let suite = suiteName(entry)
        let testsFinding = analysis.status(of: entry)?.findings[TestsPlugin().name]
        let inspection = TestRenderer(entry: entry, suiteName: suite, sample: nil, inspectorPresent: true)
            .inspectionSuiteName
        // The companion test files, or the new API's test files `--force` regenerates (the
        // API was scaffolded as new; only its declarations are in a file shared with others).
        let newTests = "\(Self.facetUITests)/\(layer(of: entry))/\(suite).swift"
        let newInspection = "\(Self.facetInspectorTests)/\(inspection).swift"
        let testsPath =
            placement.excluded.contains(newTests) ? newTests : Placement.companionPath(of: newTests)
        let inspectionPath =
            placement.excluded.contains(newInspection)
            ? newInspection : Placement.companionPath(of: newInspection)
        // The API's own tests, when it has none (or when `--force` regenerates the file holding them).
        // (A new API's test files an earlier run wrote count as its tests, even while they
        // record only what to write.)
        let hasNewTests = [newTests, newInspection].contains {
            read($0).map(ScaffoldedFile.isScaffolded) ?? false
        }
        let standard =
            target.members == nil
            && ((testsFinding == nil && !hasNewTests) || placement.excluded.contains(testsPath)
                || placement.excluded.contains(inspectionPath))
        let added = toAdd.filter { member in
            emitted.contains(member) || deferred.contains { $0.0 == member }
        }
        var samples: [TestRenderer.MemberSample] = []
        for member in added {
            let selector = selectors.selector(of: member.signature)
            let sample =
                emitted.contains(member)
                ? sampleUse(entry, emitted: [member], index: visible, allParameters: true) : nil
            if let index = samples.firstIndex(where: { $0.selector == selector }) {
                if samples[index].sample == nil { samples[index].sample = sample }
                if emitted.contains(member) { samples[index].needs = [] }
            } else {
                let needs = emitted.contains(member) ? [] : deferred.first { $0.0 == member }?.1 ?? []
                samples.append(
                    .init(
                        display: ScaffoldTarget.display(member, of: entry), selector: selector,
                        sample: sample,
                        needs: needs))
            }
        }
        let tests = TestRenderer(
            entry: entry, suiteName: suite,
            sample: standard ? sampleUse(entry, emitted: [], index: visible) : nil,
            inspectorPresent: inspectorPresent, request: plan.request)
        placement.placeSection(package: "FacetUI tests", path: testsPath) { newFile, current in
            tests.companion(
                suite: pendingSuite(suite), members: samples, standard: standard, inspecting: false,
                newFile: newFile, existing: testNames(current))
        }
        if inspectorPresent {
            placement.placeSection(package: "FacetInspector tests", path: inspectionPath) {
                newFile, current in
                tests.companion(
                    suite: pendingSuite(inspection), members: samples, standard: standard, inspecting: true,
                    newFile: newFile, existing: testNames(current))
            }
        }
        plan.skipped.append(
            "FacetInspector, FacetIntrospect: not written (FacetUI declares \(entry.displayName); their skeletons come with a new API)"
        )
        plan.notes += additionNotes(
            target, primary: primary, requested: requestedMembers(target, existing: existing),
            existing: existing,
            emitted: emitted, deferred: deferred, listed: alreadyListed, standard: standard)
        if placement.files.isEmpty, placement.conflict == nil {
            plan.nothingToAdd = nothingToAdd(
                target, existing: existing, requested: requestedMembers(target, existing: existing),
                listed: alreadyListed, force: placement.force)
        }
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func testNames(_ text: String?) -> Set<String> {
        guard let text else { return [] }
        return Set(TestIndexer.tests(in: text, file: "Tests/Companion.swift").map(\.name))
    }

    private func additionNotes(
        _ target: ScaffoldTarget, primary: ExistingAPI.Location, requested: [CatalogMember],
        existing: ExistingAPI,
        emitted: [CatalogMember], deferred: [(CatalogMember, [String])], listed: [CatalogMember],
        standard: Bool
    ) -> [String] {
        let entry = target.entry
        let declared =
            existing.members.isEmpty
            ? "an earlier scaffold listed \(entry.displayName) at \(primary.file):\(primary.line) (it could declare nothing)"
            : "FacetUI declares \(entry.displayName) at \(primary.file):\(primary.line)"
        var notes = [
            "\(declared); nothing there changes",
            emitted.isEmpty
                ? "no declaration can be added yet:"
                : "\(emitted.count) declaration\(emitted.count == 1 ? "" : "s") added, pending:",
        ]
        notes += emitted.map { "  + \($0.signature)" }
        notes += deferred.map { "deferred: \($0.0.signature) (needs \($0.1.joined(separator: ", ")))" }
        notes += listed.map { "deferred, listed earlier: \($0.signature)" }
        for member in requested {
            guard let declared = existing.member(selectors.selector(of: member.signature)), declared.isPending
            else { continue }
            notes.append(
                "pending already: \(selectors.selector(of: member.signature)) at \(declared.file):\(declared.line)"
            )
        }
        if standard { notes.append("\(entry.displayName) has no test yet: its tests are scaffolded too") }
        if existing.mayHaveSynthesizedInit,
            requested.contains(where: { selectors.selector(of: $0.signature) == "init()" }),
            existing.member("init()") == nil
        {
            notes.append(
                "not scaffolded: init() (Swift may synthesize it for \(entry.name), which declares no initializer; declare it in the type itself)"
            )
        }
        if let finding = analysis.status(of: entry)?.findings[FacetUIPlugin().name] {
            for missing in finding.missing where missing.hasPrefix("conformance") {
                notes.append("not scaffolded: \(missing) (add it to the declaration by hand)")
            }
        }
        return notes
    }

    private func nothingToAdd(
        _ target: ScaffoldTarget, existing: ExistingAPI, requested: [CatalogMember], listed: [CatalogMember],
        force: Bool
    ) -> String {
        let entry = target.entry
        var reasons: [String] = []
        let pending = requested.compactMap { member -> String? in
            guard let declared = existing.member(selectors.selector(of: member.signature)), declared.isPending
            else { return nil }
            return "\(selectors.selector(of: member.signature)) at \(declared.file):\(declared.line)"
        }
        var seen = Set<String>()
        let uniquePending = pending.filter { seen.insert($0).inserted }
        if !uniquePending.isEmpty {
            reasons.append("pending already: " + uniquePending.joined(separator: ", "))
        }
        if !listed.isEmpty {
            reasons.append(
                "listed as waiting for what FacetUI does not declare yet: "
                    + listed.map { selectors.selector(of: $0.signature) }.joined(separator: ", "))
        }
        if reasons.isEmpty {
            reasons.append("FacetUI declares every catalog member it needs, and it has tests")
        }
        var text = "\(entry.displayName): nothing to add (\(reasons.joined(separator: "; ")))"
        if !force, !uniquePending.isEmpty {
            text += "; --force regenerates the scaffold's own files while they are entirely pending"
        }
        return text
    }

    /// The files the scaffold wrote for an entry — FacetUI sources declaring only it, its
    /// test files (new and companion), its companion packages' skeletons — split into those
    /// still entirely pending (`--force` regenerates them) and those holding implemented
    /// code (`--force` refuses, with the reason: `path:line: implemented: …`).
    func scaffoldedFiles(of entry: CatalogEntry) -> (replaceable: Set<String>, refused: [String]) {
        var candidates = Set<String>()
        for declaration in index.declarations where Self.declares(declaration, entry) {
            candidates.insert(declaration.file)
        }
        let suite = suiteName(entry)
        let inspection = TestRenderer(entry: entry, suiteName: suite, sample: nil, inspectorPresent: true)
            .inspectionSuiteName
        for path in [
            "\(Self.facetUITests)/\(layer(of: entry))/\(suite).swift",
            "\(Self.facetInspectorTests)/\(inspection).swift",
        ] {
            candidates.insert(path)
            candidates.insert(Placement.companionPath(of: path))
        }
        candidates.formUnion(CompanionRenderer(root: root, entry: entry).files().map(\.path))
        var replaceable = Set<String>()
        var refused: [String] = []
        for path in candidates.sorted() {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
                ScaffoldedFile.isScaffolded(text)
            else { continue }
            // A file that also holds other APIs (a modifiers file several scaffolds appended to) stays.
            if path.hasPrefix(Self.facetUISources + "/"),
                !SourceIndexer.declarations(in: text, file: path).allSatisfy({ Self.onlyDeclares($0, entry) })
            {
                continue
            }
            if let code = ScaffoldedFile.implementedCode(in: text, file: path) {
                refused.append("\(path):\(code.line): \(code.what)")
            } else {
                replaceable.insert(path)
            }
        }
        return (replaceable, refused)
    }

    private static func declares(_ declaration: SourceDeclaration, _ entry: CatalogEntry) -> Bool {
        if entry.kind == .modifier {
            return declaration.kind == .extensionDecl && declaration.name == "View"
                && declaration.members.contains { $0.name == entry.name }
        }
        return declaration.name == entry.name || declaration.sameTypeRequirements["Self"] == entry.name
    }

    private static func onlyDeclares(_ declaration: SourceDeclaration, _ entry: CatalogEntry) -> Bool {
        if entry.kind == .modifier {
            return declaration.kind == .extensionDecl && declaration.name == "View"
                && declaration.members.allSatisfy { $0.name == entry.name }
        }
        return declaration.name == entry.name || declaration.name.hasPrefix(entry.name + ".")
            || declaration.sameTypeRequirements["Self"] == entry.name
            || (declaration.kind == .extensionDecl && declaration.name == entry.parent
                && declaration.members.isEmpty)
            // A drawing view's file declares its widget content after it.
            || (CompanionRenderer.drawsWidget(entry) && declaration.kind != .extensionDecl
                && CompanionRenderer.widgetContentNames(of: entry).contains(declaration.name))
    }
}
