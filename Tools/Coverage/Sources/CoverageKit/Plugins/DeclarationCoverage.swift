/// Decides how far a package's declarations cover catalog entries: is the type declared
/// with the expected conformance, which initializers and shorthands, which modifier
/// overloads? Overloads are matched by selector (name and argument labels).
struct DeclarationCoverage {
    let index: SourceIndex
    private let viewProtocols: Set<String>
    private let shapeProtocols: Set<String>
    private let gestureProtocols: Set<String>
    private let sceneProtocols: Set<String>
    private let viewModifiers: [SourceMember]

    init(index: SourceIndex) {
        self.index = index
        viewProtocols = index.refinements(of: ["View", "TabContent"])
        shapeProtocols = index.refinements(of: ["Shape"])
        gestureProtocols = index.refinements(of: ["Gesture"])
        sceneProtocols = index.refinements(of: ["Scene"])
        viewModifiers = index.extensions(of: "View").flatMap(\.members).filter {
            $0.kind == .function && !$0.isStatic && $0.isPublic
        }
    }

    /// Whether an availability allows the API on a platform Linux can follow.
    static func isUsable(_ availability: Availability) -> Bool {
        CatalogAnnotator.linuxLikePlatforms.contains { !availability.isUnavailable(on: $0) }
    }

    /// The selectors a package must declare for an entry's members of a role: members usable
    /// on iOS or macOS, not deprecated everywhere, without underscored labels (`_fromValue:`)
    /// and without UIKit or AppKit types — unless every member has them (an entry the data
    /// made applicable: Facet declares the type, as for `keyboardType`).
    static func wanted(_ entry: CatalogEntry, _ role: CatalogMember.Role, _ selectors: CatalogSelectors)
        -> Set<String>
    {
        let platformKitMembers = entry.members(role).filter { member in
            ModuleNameStripper.keptModules.contains { member.signature.contains("\($0).") }
        }
        let wanted = Set(
            entry.members(role).filter {
                isUsable($0.availability) && !$0.availability.isDeprecatedEverywhere
            }
            .map { selectors.selector(of: $0.signature) }
            .filter { !$0.contains("(_") || $0.contains("(_:") }
        )
        guard platformKitMembers.count < entry.members(role).count else { return wanted }
        return wanted.subtracting(platformKitMembers.map { selectors.selector(of: $0.signature) })
    }

    func findings(catalog: Catalog, selectors: CatalogSelectors) -> [String: Finding] {
        var result: [String: Finding] = [:]
        for entry in catalog.entries {
            let finding = entry.kind == .modifier ? modifier(entry, selectors) : type(entry, selectors)
            if let finding { result[entry.id] = finding }
        }
        return result
    }

    private func type(_ entry: CatalogEntry, _ selectors: CatalogSelectors) -> Finding? {
        guard let declaration = index.types(named: entry.name).first(where: \.isPublic) else { return nil }
        if declaration.isPending {
            return Finding(
                level: .pending, detail: "pending", missing: ["implementation (marked `// facet: pending`)"])
        }
        if let expected = expectedConformance(entry, declaration) {
            return Finding(
                level: .partial, detail: "declared, not a \(expected)",
                missing: ["conformance to \(expected)"])
        }
        let members = ([declaration] + index.extensions(of: entry.name)).flatMap(\.members)
        let initializers = members.filter { $0.kind == .initializer && $0.isPublic }
        let wanted = Self.wanted(entry, .initializer, selectors)
        let implemented = Set(initializers.filter { !$0.isPending }.map(\.selector))
        var missing = wanted.subtracting(implemented).sorted()
        var parts: [String] = []
        if !wanted.isEmpty { parts.append("\(wanted.count - missing.count)/\(wanted.count) initializers") }
        if entry.kind == .style {
            let shorthands = Self.wanted(entry, .shorthand, selectors)
            let declared = Set(
                index.declarations.filter {
                    $0.kind == .extensionDecl && entry.related.contains($0.name)
                        && $0.sameTypeRequirements["Self"] == entry.name
                }
                .flatMap(\.members).filter { $0.isStatic && !$0.isPending }.map(\.selector))
            let absent = shorthands.subtracting(declared).sorted()
            if !shorthands.isEmpty {
                parts.append("\(shorthands.count - absent.count)/\(shorthands.count) shorthands")
            }
            missing += absent.map { ".\($0)" }
        }
        let detail = parts.isEmpty ? "declared" : parts.joined(separator: ", ")
        return Finding(level: missing.isEmpty ? .full : .partial, detail: detail, missing: missing)
    }

    /// The conformance a declared type lacks, or nil when it has what its kind needs.
    private func expectedConformance(_ entry: CatalogEntry, _ declaration: SourceDeclaration) -> String? {
        let conformances = index.conformances(of: entry.name)
        switch entry.kind {
        case .view: return conformances.isDisjoint(with: viewProtocols) ? "View" : nil
        case .shape: return conformances.isDisjoint(with: shapeProtocols) ? "Shape" : nil
        case .gesture: return conformances.isDisjoint(with: gestureProtocols) ? "Gesture" : nil
        case .scene: return conformances.isDisjoint(with: sceneProtocols) ? "Scene" : nil
        case .style:
            let wanted = Set(entry.related)
            return wanted.isEmpty || !conformances.isDisjoint(with: wanted)
                ? nil : entry.related.joined(separator: " or ")
        case .styleProtocol: return declaration.kind == .protocolType ? nil : "protocol"
        case .propertyWrapper:
            return declaration.attributes.contains("propertyWrapper") ? nil : "property wrapper"
        case .modifier: return nil
        }
    }

    private func modifier(_ entry: CatalogEntry, _ selectors: CatalogSelectors) -> Finding? {
        let declared = viewModifiers.filter { $0.name == entry.name }
        guard !declared.isEmpty else { return nil }
        let implemented = Set(declared.filter { !$0.isPending }.map(\.selector))
        if implemented.isEmpty {
            return Finding(
                level: .pending, detail: "pending", missing: ["implementation (marked `// facet: pending`)"])
        }
        let wanted = Self.wanted(entry, .overload, selectors)
        let missing = wanted.subtracting(implemented).sorted()
        return Finding(
            level: missing.isEmpty ? .full : .partial,
            detail: "\(wanted.count - missing.count)/\(wanted.count) overloads",
            missing: missing)
    }
}

extension DeclarationCoverage {
    /// What the package whose sources are in the directories `sources` declares of the
    /// catalog (the scan of the FacetUI and FacetEngine plugins); absent when none exists.
    static func scan(sources: [String], in context: ScanContext) throws -> PluginResult {
        let present = sources.filter(context.exists)
        guard !present.isEmpty else { return .absent }
        let index = try context.index(present)
        return PluginResult(
            packagePresent: true,
            findings: DeclarationCoverage(index: index).findings(
                catalog: context.catalog, selectors: context.selectors))
    }
}
