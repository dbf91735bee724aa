import Foundation
import SwiftParser
import SwiftSyntax

/// Writes FacetUI skeletons: declarations carrying the catalog's signatures and
/// availability, marked `// facet: pending`, that compile without pretending to work —
/// a view's body is documented as pending and shows nothing, a modifier returns the view
/// unchanged, an initializer stores nothing. Signatures naming types FacetUI does not
/// declare yet are listed in the doc comment instead of being emitted.
struct SkeletonRenderer {
    let entry: CatalogEntry
    let resolver: TypeResolver

    /// Members emitted and members deferred (with the missing types).
    struct Result {
        var text: String
        var emitted: [CatalogMember]
        var deferred: [(CatalogMember, [String])]
    }

    static let header = [
        "// Scaffolded by `swift run coverage scaffold NAME`. Implement it, remove the",
        "// `// facet: pending` markers, enable the tests, then run `swift run coverage report`.",
    ]

    /// A new file declaring a type entry.
    func typeFile(extendingParent: Bool) -> Result {
        let generics = typeGenerics()
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var body: [String] = []
        if entry.kind == .view {
            body += [
                "    /// Pending: shows nothing until implemented.",
                "    public var body: some View { EmptyView() }",
            ]
        }
        for member in entry.members(.initializer) where DeclarationCoverage.isUsable(member.availability) {
            guard let shape = SignatureShape(member.signature) else { continue }
            let missing = resolver.unresolved(
                shape.referencedTypes, generics: generics.union(shape.genericParameters.keys))
            guard missing.isEmpty else {
                deferred.append((member, missing))
                continue
            }
            emitted.append(member)
            body.append("")
            if member.availability != entry.availability {
                body += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
            }
            body.append("    public \(member.signature) {}")
        }
        var lines = Self.header.map { $0.replacingOccurrences(of: "NAME", with: entry.name) } + [""]
        let indent = extendingParent ? "    " : ""
        if extendingParent, let parent = entry.parent { lines.append("extension \(parent) {") }
        lines += docComment(deferred: deferred).map { indent + $0 }
        lines += AvailabilityAttributes.lines(entry.availability).map { indent + $0 }
        lines.append(indent + "public struct \(typeHeader()) {")
        lines += body.map { $0.isEmpty ? "" : indent + $0 }
        lines.append(indent + "}")
        if extendingParent { lines.append("}") }
        return Result(text: lines.joined(separator: "\n") + "\n", emitted: emitted, deferred: deferred)
    }

    /// An `extension View` block declaring a modifier's overloads (to append to a category file).
    func modifierBlock(newFile: Bool) -> Result {
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var body: [String] = []
        for member in entry.members(.overload) where DeclarationCoverage.isUsable(member.availability) {
            guard let shape = SignatureShape(member.signature), member.signature.contains("-> some View")
            else {
                deferred.append((member, ["a return type other than `some View`"]))
                continue
            }
            let missing = resolver.unresolved(
                shape.referencedTypes, generics: Set(shape.genericParameters.keys))
            guard missing.isEmpty else {
                deferred.append((member, missing))
                continue
            }
            emitted.append(member)
            body.append("")
            body += [
                "    // facet: pending", "    /// Pending: returns the view unchanged until implemented.",
            ]
            body += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
            body.append("    public \(member.signature) { self }")
        }
        var lines =
            newFile ? Self.header.map { $0.replacingOccurrences(of: "NAME", with: entry.name) } + [""] : [""]
        lines.append("// MARK: - .\(entry.name) (scaffolded)")
        lines.append("")
        lines += docComment(deferred: deferred)
        lines.append("extension View {")
        lines += body.dropFirst()
        lines.append("}")
        return Result(text: lines.joined(separator: "\n") + "\n", emitted: emitted, deferred: deferred)
    }

    private func docComment(deferred: [(CatalogMember, [String])]) -> [String] {
        var lines = [
            "// facet: pending",
            "/// `\(entry.displayName)`: scaffolded, not implemented (\(entry.kind.rawValue), \(entry.category)).",
            "///",
        ]
        lines.append("/// Availability in the reference SDK: \(AvailabilityText.format(entry.availability)).")
        if !deferred.isEmpty {
            lines += [
                "///", "/// Catalog declarations not emitted yet (they name types FacetUI does not declare):",
            ]
            lines += deferred.map { "/// - `\($0.0.signature)` — needs \($0.1.joined(separator: ", "))" }
        }
        if entry.kind != .view, entry.kind != .modifier, let declaration = entry.declaration {
            lines += [
                "///", "/// Catalog declaration (conformances to add when implementing): `\(declaration)`",
            ]
        }
        return lines
    }

    /// The generic parameter names of the entry's declaration.
    private func typeGenerics() -> Set<String> {
        guard let parsed = parsedDeclaration() else { return [] }
        return Set(parsed.genericParameterClause?.parameters.map(\.name.text) ?? [])
    }

    private func parsedDeclaration() -> StructDeclSyntax? {
        guard var text = entry.declaration else { return nil }
        if let comment = text.range(of: " /*") { text = String(text[..<comment.lowerBound]) }
        let source = text.replacingOccurrences(of: "struct \(entry.name)", with: "struct \(entry.simpleName)")
            .replacingOccurrences(of: "enum \(entry.name)", with: "struct \(entry.simpleName)")
            .replacingOccurrences(of: "class \(entry.name)", with: "struct \(entry.simpleName)")
        return Parser.parse(source: source + " {}").statements.first?.item.as(StructDeclSyntax.self)
    }

    /// `Gauge<Label, …>: View where Label: View, …`, keeping only what resolves.
    func typeHeader() -> String {
        guard let parsed = parsedDeclaration() else { return entry.simpleName }
        let generics = Set(parsed.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var text = entry.simpleName
        if let clause = parsed.genericParameterClause {
            text +=
                "<"
                + clause.parameters.map { parameter in
                    guard let inherited = parameter.inheritedType, resolves(inherited, generics) else {
                        return parameter.name.text
                    }
                    return "\(parameter.name.text): \(inherited.trimmedDescription)"
                }.joined(separator: ", ") + ">"
        }
        let conformances = entry.kind == .view ? ["View"] : []
        if !conformances.isEmpty { text += ": " + conformances.joined(separator: ", ") }
        let requirements =
            parsed.genericWhereClause?.requirements.filter { resolves($0, generics) }
            .map { $0.requirement.trimmedDescription } ?? []
        if !requirements.isEmpty { text += " where " + requirements.joined(separator: ", ") }
        return text
    }

    private func resolves(_ node: some SyntaxProtocol, _ generics: Set<String>) -> Bool {
        let names = Set(
            node.tokens(viewMode: .sourceAccurate).filter {
                if case .identifier = $0.tokenKind { return true } else { return false }
            }.map(\.text))
        return resolver.unresolved(names, generics: generics).isEmpty
    }
}
