/// Turns the declarations of interface files into catalog entries: view types (including
/// types made views by a later extension), shapes, modifiers grouped by name, property
/// wrappers, style protocols with their styles and shorthands, gestures and scenes.
///
/// Categories, usage contexts and not-applicable reasons are added afterwards by
/// ``CatalogAnnotator`` from the data files; the builder only derives what the interface
/// itself says (a style protocol's modifier and styled view).
public struct CatalogBuilder {
    private let model: InterfaceModel
    private var types: [String: TypeFacts] = [:]

    private struct TypeFacts {
        var primary: InterfaceDeclaration
        var conformances: Set<String> = []
        var extensions: [InterfaceDeclaration] = []
    }

    /// A builder for a parsed model.
    public init(model: InterfaceModel) {
        self.model = model
        for declaration in model.declarations where declaration.kind != .extensionDecl {
            if types[declaration.name] == nil { types[declaration.name] = TypeFacts(primary: declaration) }
            types[declaration.name]?.conformances.formUnion(declaration.inheritance)
        }
        for declaration in model.declarations where declaration.kind == .extensionDecl {
            types[declaration.name]?.conformances.formUnion(declaration.inheritance)
            types[declaration.name]?.extensions.append(declaration)
        }
    }

    /// Builds the entries (uncategorised).
    public func build() -> [CatalogEntry] {
        // Tab content (`Tab`, `TabSection`) is built like views and is tested like them.
        let viewProtocols = refinements(of: "View").union(refinements(of: "TabContent"))
        let shapeProtocols = refinements(of: "Shape")
        let sceneProtocols = refinements(of: "Scene")
        let gestureProtocols = refinements(of: "Gesture")
        let styleProtocols = Set(types.values.filter(isStyleProtocol).map(\.primary.name))
        let shorthands = styleShorthands(styleProtocols: styleProtocols)

        var entries: [CatalogEntry] = []
        for facts in types.values.sorted(by: { $0.primary.name < $1.primary.name }) {
            let declaration = facts.primary
            guard !declaration.name.split(separator: ".").contains(where: { $0.hasPrefix("_") }) else {
                continue
            }
            let isProtocol = declaration.kind == .protocolType
            let kind: APIKind
            if declaration.attributes.contains("propertyWrapper"), !declaration.name.contains(".") {
                kind = .propertyWrapper
            } else if styleProtocols.contains(declaration.name) {
                kind = .styleProtocol
            } else if isProtocol {
                continue
            } else if !facts.conformances.isDisjoint(with: shapeProtocols) {
                kind = .shape
            } else if !facts.conformances.isDisjoint(with: viewProtocols) {
                kind = .view
            } else if !facts.conformances.isDisjoint(with: sceneProtocols) {
                kind = .scene
            } else if !facts.conformances.isDisjoint(with: gestureProtocols) {
                kind = .gesture
            } else if !facts.conformances.isDisjoint(with: styleProtocols) {
                kind = .style
            } else {
                continue
            }
            var entry = CatalogEntry(
                kind: kind, name: declaration.name, availability: declaration.availability,
                declaration: header(of: facts))
            var seen = Set<String>()
            for group in [declaration] + facts.extensions {
                for member in group.members where member.kind == .initializer {
                    // An initializer of a constrained extension carries the extension's
                    // requirements (`where Label == Label<Text, Image>`), as an initializer
                    // with a contextual `where` clause is printed.
                    let signature = Self.signature(member.signature, adding: group.requirements)
                    if seen.insert(signature).inserted {
                        entry.members.append(
                            CatalogMember(
                                role: .initializer, signature: signature, availability: member.availability))
                    }
                }
            }
            if kind == .style || kind == .view || kind == .shape {
                entry.related = facts.conformances.intersection(styleProtocols).sorted()
                for member in shorthands[declaration.name] ?? [] where seen.insert(member.signature).inserted
                {
                    entry.members.append(member)
                }
            }
            entries.append(entry)
        }
        entries += modifiers()
        return link(entries)
    }

    /// A one-line signature with `requirements` added to its `where` clause.
    static func signature(_ signature: String, adding requirements: String?) -> String {
        guard let requirements else { return signature }
        return signature + (signature.contains(" where ") ? ", " : " where ") + requirements
    }

    // MARK: - Modifiers

    private func modifiers() -> [CatalogEntry] {
        var overloads: [String: [InterfaceMember]] = [:]
        var order: [String] = []
        for declaration in model.declarations
        where declaration.name == "View" && declaration.kind == .extensionDecl {
            for member in declaration.members where member.kind == .function && !member.isStatic {
                guard !member.name.hasPrefix("_") else { continue }
                if overloads[member.name] == nil { order.append(member.name) }
                if !(overloads[member.name] ?? []).contains(where: { $0.signature == member.signature }) {
                    overloads[member.name, default: []].append(member)
                }
            }
        }
        return order.map { name in
            let members = overloads[name] ?? []
            return CatalogEntry(
                kind: .modifier, name: name, availability: .union(members.map(\.availability)),
                members: members.map {
                    CatalogMember(role: .overload, signature: $0.signature, availability: $0.availability)
                })
        }
    }

    // MARK: - Styles

    private func isStyleProtocol(_ facts: TypeFacts) -> Bool {
        let declaration = facts.primary
        guard declaration.kind == .protocolType, declaration.name.hasSuffix("Style"),
            !declaration.name.hasPrefix("_"), !declaration.name.contains(".")
        else { return false }
        return true
    }

    /// Static members of `extension SomeStyle where Self == ConcreteStyle`, by concrete style.
    private func styleShorthands(styleProtocols: Set<String>) -> [String: [CatalogMember]] {
        var result: [String: [CatalogMember]] = [:]
        for declaration in model.declarations where declaration.kind == .extensionDecl {
            guard styleProtocols.contains(declaration.name), let style = declaration.selfConstraint else {
                continue
            }
            for member in declaration.members where member.isStatic && !member.name.hasPrefix("_") {
                result[style, default: []].append(
                    CatalogMember(
                        role: .shorthand, signature: member.signature, availability: member.availability))
            }
        }
        return result
    }

    /// Links style protocols to their styles, modifiers and styled views (the context of the
    /// protocol, its styles and its modifier is `on <styled view>`).
    private func link(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        var entries = entries
        let viewNames = Set(entries.filter { $0.kind == .view }.map(\.name))
        for index in entries.indices where entries[index].kind == .styleProtocol {
            let name = entries[index].name
            let styles = entries.filter { $0.kind == .style && $0.related.contains(name) }.map(\.name)
            let modifiers = entries.filter { entry in
                entry.kind == .modifier && entry.name.hasSuffix("Style")
                    && entry.members.contains { Self.identifiers(in: $0.signature).contains(name) }
            }.map(\.name)
            entries[index].related = modifiers.sorted() + styles.sorted()
            for modifier in modifiers {
                let styled = Self.styledView(ofModifier: modifier)
                guard viewNames.contains(styled) else { continue }
                entries[index].context = UsageContext(.on, styled)
                for style in styles {
                    if let target = entries.firstIndex(where: { $0.kind == .style && $0.name == style }) {
                        entries[target].context = UsageContext(.on, styled)
                    }
                }
                for target in entries.indices {
                    let entry = entries[target]
                    if entry.kind == .modifier, entry.name == modifier {
                        entries[target].context = UsageContext(.on, styled)
                    }
                    if entry.kind == .view, entry.name == styled, !entry.related.contains(name) {
                        entries[target].related.append(name)
                    }
                }
            }
        }
        return entries
    }

    /// `Gauge` for `gaugeStyle`.
    static func styledView(ofModifier modifier: String) -> String {
        let base = modifier.dropLast("Style".count)
        return base.prefix(1).uppercased() + base.dropFirst()
    }

    /// The identifiers appearing in a signature.
    static func identifiers(in text: String) -> Set<String> {
        var result = Set<String>()
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { result.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.insert(current) }
        return result
    }

    // MARK: - Types

    /// The protocol and every protocol declared here that refines it, transitively.
    private func refinements(of root: String) -> Set<String> {
        var result: Set<String> = [root]
        var changed = true
        while changed {
            changed = false
            for facts in types.values
            where facts.primary.kind == .protocolType && !result.contains(facts.primary.name) {
                if !facts.conformances.isDisjoint(with: result) {
                    result.insert(facts.primary.name)
                    changed = true
                }
            }
        }
        return result
    }

    /// The declaration header, with conformances added by extensions appended.
    private func header(of facts: TypeFacts) -> String? {
        guard var header = facts.primary.header else { return nil }
        let declared = Set(facts.primary.inheritance)
        let added = facts.extensions.flatMap(\.inheritance).filter { !declared.contains($0) }
        var unique: [String] = []
        for name in added where !unique.contains(name) { unique.append(name) }
        if !unique.isEmpty { header += " /* extensions add: \(unique.joined(separator: ", ")) */" }
        return header
    }
}
