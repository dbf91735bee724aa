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
    /// The argument the scaffold was run with, for the header (`Text`, `Text(_:format:)`).
    var request: String?
    /// The module FacetUI's declarations are compiled in: a catalog name that a generic
    /// parameter of the type shadows is qualified with it (`FacetUICore.Label<Text, Image>`).
    var module = ScaffoldPlanner.facetUIModule
    /// The catalog's types by name, for the constraints of generic arguments they take.
    var catalogTypes: [String: CatalogEntry] = [:]

    init(
        entry: CatalogEntry, resolver: TypeResolver, request: String? = nil,
        catalogTypes: [String: CatalogEntry] = [:]
    ) {
        self.entry = entry
        self.resolver = resolver
        self.request = request
        self.catalogTypes = catalogTypes
    }

    /// Members emitted and members deferred (with the missing types).
    struct Result {
        var text: String
        var emitted: [CatalogMember]
        var deferred: [(CatalogMember, [String])]
    }

    static let header = [
        "// Scaffolded by `swift run coverage scaffold NAME`. Implement it, remove the",
        "// pending markers, enable the tests, then run `swift run coverage report`.",
    ]

    private var headerLines: [String] {
        Self.header.map { $0.replacingOccurrences(of: "NAME", with: request ?? entry.name) }
    }

    /// A new file declaring a type entry, with `members` (by default every initializer). A
    /// nested type goes in an extension of its parent, or, with `declaringParent`, in a
    /// pending stub of the parent (which FacetUI does not declare yet). With `widgetContent`
    /// (a view that draws), the view is a control the graph builds, whose widget shows the
    /// named content, declared after it: both empty and pending until implemented.
    func typeFile(
        extendingParent: Bool, declaringParent: Bool = false, members: [CatalogMember]? = nil,
        widgetContent: String? = nil
    ) -> Result {
        let generics = typeGenerics()
        let weak = weakGenerics()
        // The file declares the type itself (and its parent's stub): its initializers may
        // name it (`DatePicker<Label>.Components`, inside the type, names `DatePicker`).
        var declaredHere: Set<String> = [entry.name]
        if declaringParent, let parent = entry.parent { declaredHere.insert(parent) }
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var referenced = Set<String>()
        var body: [String] = []
        var constrained: [(header: String, lines: [String])] = []
        if entry.kind == .view, widgetContent != nil {
            body += ["    /// A primitive view: the graph builds it.", "    public typealias Body = Never"]
        } else if entry.kind == .view {
            body += [
                "    /// Pending: shows nothing until implemented.",
                "    public var body: some View { EmptyView() }",
            ]
        }
        for member in members ?? entry.members(.initializer)
        where member.role == .initializer && DeclarationCoverage.isUsable(member.availability) {
            guard let shape = SignatureShape(member.signature) else { continue }
            let missing = problems(shape, generics: generics, weak: weak, declaredHere: declaredHere)
            guard missing.isEmpty else {
                deferred.append((member, missing))
                continue
            }
            emitted.append(member)
            referenced.formUnion(shape.referencedTypes)
            var lines: [String] = [""]
            if member.availability != entry.availability {
                lines += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
            }
            // A member of a constrained extension goes into an extension with its constraints.
            let (signature, constraints) = Self.splitConstraints(member.signature, typeGenerics: generics)
            lines.append("    public \(qualified(signature, generics)) {}")
            if let constraints {
                let header = qualified("init() \(constraints)", generics).dropFirst("init() ".count)
                if let index = constrained.firstIndex(where: { $0.header == header }) {
                    constrained[index].lines += lines
                } else {
                    constrained.append((String(header), lines))
                }
            } else {
                body += lines
            }
        }
        if entry.kind == .view, let widgetContent { body += Self.controlMembers(widgetContent) }
        var lines = headerLines + [""]
        if resolver.needsFoundation(referenced) { lines += ["import Foundation", ""] }
        let indent = extendingParent ? "    " : ""
        if extendingParent, let parent = entry.parent {
            if declaringParent {
                lines += [
                    "// facet: pending",
                    "/// `\(parent)`, declared here as an empty pending stub so that `\(entry.name)` can be:",
                    "/// FacetUI does not declare it yet. Declare it fully (and move this stub's content there).",
                ]
                lines += AvailabilityAttributes.lines(entry.availability)
                lines.append("public struct \(parent) {")
            } else {
                lines.append("extension \(parent) {")
            }
        }
        lines += docComment(deferred: deferred).map { indent + $0 }
        lines += AvailabilityAttributes.lines(entry.availability).map { indent + $0 }
        // A style protocol is a protocol (with no requirements until implemented).
        let keyword = entry.kind == .styleProtocol ? "protocol" : "struct"
        lines.append(
            indent
                + "public \(keyword) \(entry.kind == .styleProtocol ? entry.simpleName : typeHeader(control: widgetContent != nil)) {"
        )
        lines += body.map { $0.isEmpty ? "" : indent + $0 }
        lines.append(indent + "}")
        if extendingParent { lines.append("}") }
        for (header, members) in constrained {
            lines += [
                "", "// facet: pending",
                "/// `\(entry.displayName)`'s initializers for these generic arguments: scaffolded, not implemented.",
                "extension \(entry.name) \(header) {",
            ]
            lines += members.dropFirst()
            lines.append("}")
        }
        if entry.kind == .view, let widgetContent { lines += contentLines(widgetContent) }
        return Result(text: lines.joined(separator: "\n") + "\n", emitted: emitted, deferred: deferred)
    }

    /// A signature without the requirements of its `where` clause on the type's generic
    /// parameters (those of a constrained extension), and those requirements, or nil.
    static func splitConstraints(_ signature: String, typeGenerics: Set<String>) -> (String, String?) {
        guard
            let initializer = Parser.parse(source: signature).statements.first?.item.as(
                InitializerDeclSyntax.self),
            let clause = initializer.genericWhereClause
        else { return (signature, nil) }
        let own = Set(initializer.genericParameterClause?.parameters.map(\.name.text) ?? [])
        func onType(_ requirement: GenericRequirementSyntax) -> Bool {
            let left: String
            switch requirement.requirement {
            case .sameTypeRequirement(let same): left = same.leftType.trimmedDescription
            case .conformanceRequirement(let conformance): left = conformance.leftType.trimmedDescription
            default: return false
            }
            let root = String(left.prefix { $0 != "." })
            return typeGenerics.contains(root) && !own.contains(root)
        }
        let typeLevel = clause.requirements.filter(onType).map(\.requirement.trimmedDescription)
        guard !typeLevel.isEmpty else { return (signature, nil) }
        let kept = clause.requirements.filter { !onType($0) }.map(\.requirement.trimmedDescription)
        let start = signature.utf8.index(
            signature.utf8.startIndex, offsetBy: clause.positionAfterSkippingLeadingTrivia.utf8Offset)
        var text = String(signature[..<start]).trimmingCharacters(in: .whitespaces)
        if !kept.isEmpty { text += " where " + kept.joined(separator: ", ") }
        return (text, "where " + typeLevel.joined(separator: ", "))
    }

    /// An `extension View` block declaring a modifier's overloads (to append to a category
    /// file), `members` (by default every overload).
    func modifierBlock(newFile: Bool, members: [CatalogMember]? = nil) -> Result {
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var referenced = Set<String>()
        var body: [String] = []
        for member in members ?? entry.members(.overload)
        where member.role == .overload && DeclarationCoverage.isUsable(member.availability) {
            guard let shape = SignatureShape(member.signature), member.signature.contains("-> some View")
            else {
                deferred.append((member, ["a return type other than `some View`"]))
                continue
            }
            let missing = problems(shape, generics: [], weak: [])
            guard missing.isEmpty else {
                deferred.append((member, missing))
                continue
            }
            emitted.append(member)
            referenced.formUnion(shape.referencedTypes)
            body.append("")
            body += [
                "    // facet: pending", "    /// Pending: returns the view unchanged until implemented.",
            ]
            body += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
            body.append("    public \(member.signature) { self }")
        }
        var lines = newFile ? headerLines + [""] : [""]
        if resolver.needsFoundation(referenced) { lines += ["import Foundation", ""] }
        lines.append("// MARK: - .\(entry.name) (scaffolded)")
        lines.append("")
        lines += docComment(deferred: deferred)
        lines.append("extension View {")
        lines += body.dropFirst()
        lines.append("}")
        return Result(text: lines.joined(separator: "\n") + "\n", emitted: emitted, deferred: deferred)
    }

    /// What an ``additions(_:in:)`` section extends and how its members get a body.
    struct Extending {
        /// The extended type as written (`Text`, `View`, `PrimitiveButtonStyle where Self == BorderedButtonStyle`).
        var extended: String
        /// Whether the declared type is a class (its initializers are `convenience`).
        var isClass = false
        /// The delegating call of an initializer (`self.init(verbatim: "")`), nil to trap.
        var delegation: String?
        /// The call building a style for a shorthand (`BorderedButtonStyle()`), nil to trap.
        var styleValue: String?
        /// Whether the file the section goes into already imports Foundation.
        var importsFoundation = false
        /// Whether the section starts a new file (with the header).
        var newFile = true
        /// What every member needs before it can be declared (a style's conformance), or nil.
        var unavailable: String?
    }

    /// A section declaring members FacetUI lacks in an extension of what already exists —
    /// the declared type (initializers), `View` (modifier overloads) or the style protocol
    /// constrained to the style (shorthands) — each marked `// facet: pending`, carrying its
    /// catalog signature and availability. Signatures naming types FacetUI does not declare
    /// are listed in the section's doc comment instead.
    func additions(_ members: [CatalogMember], in extending: Extending) -> Result {
        let generics = entry.kind == .modifier ? [] : typeGenerics()
        var emitted: [CatalogMember] = []
        var deferred: [(CatalogMember, [String])] = []
        var referenced = Set<String>()
        var body: [String] = []
        for member in members {
            if let reason = extending.unavailable ?? unsupportedShape(member) {
                deferred.append((member, [reason]))
                continue
            }
            let shape = SignatureShape(member.signature)
            guard shape != nil || member.role == .shorthand else { continue }
            let names = shape?.referencedTypes ?? Self.typeNames(member.signature)
            let missing =
                // The existing type's header left out the same constraints a new one would.
                shape.map {
                    problems($0, generics: generics, weak: entry.kind == .modifier ? [] : weakGenerics())
                }
                ?? resolver.unresolved(names, generics: generics)
            guard missing.isEmpty else {
                deferred.append((member, missing))
                continue
            }
            emitted.append(member)
            referenced.formUnion(names)
            body.append("")
            body += memberLines(member, generics: generics, extending: extending)
        }
        var lines = extending.newFile ? headerLines + [""] : [""]
        if resolver.needsFoundation(referenced), !extending.importsFoundation {
            lines += ["import Foundation", ""]
        }
        let what = emitted.isEmpty && deferred.isEmpty ? "members" : roleTitle
        lines.append("// MARK: - \(entry.displayName): missing \(what), scaffolded")
        lines.append("")
        // The members are marked one by one (not the extension), so that implementing one
        // and removing its marker makes it count.
        lines += [
            "/// `\(entry.displayName)`: catalog \(what) FacetUI does not declare yet, scaffolded by",
            "/// `swift run coverage scaffold \(request ?? entry.name)`. Implement each one, remove its",
            "/// pending marker, enable its tests, then run `swift run coverage report`.",
        ]
        if !deferred.isEmpty {
            lines += [
                "///", "/// Catalog declarations not emitted yet (they name types FacetUI does not declare):",
            ]
            lines += deferred.map { "/// - `\($0.0.signature)` — needs \($0.1.joined(separator: ", "))" }
        }
        if body.isEmpty {
            // Nothing declared: an empty extension of what certainly exists carries the list.
            lines.append("extension \(entry.kind == .modifier ? "View" : entry.name) {}")
        } else {
            lines.append("extension \(extending.extended) {")
            lines += body.dropFirst()
            lines.append("}")
        }
        return Result(text: lines.joined(separator: "\n") + "\n", emitted: emitted, deferred: deferred)
    }

    private var roleTitle: String {
        switch entry.kind {
        case .modifier: "overloads"
        case .style: "initializers and shorthands"
        default: "initializers"
        }
    }

    /// Why a member cannot be written as a pending declaration, or nil.
    private func unsupportedShape(_ member: CatalogMember) -> String? {
        switch member.role {
        case .overload:
            return member.signature.contains("-> some View") ? nil : "a return type other than `some View`"
        case .shorthand:
            let type = member.signature.split(separator: ":").last.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let returns = member.signature.components(separatedBy: "-> ").last
            return type == entry.name || returns == entry.name
                ? nil : "a type other than `\(entry.name)`"
        case .initializer:
            return nil
        }
    }

    private func memberLines(_ member: CatalogMember, generics: Set<String>, extending: Extending) -> [String]
    {
        let display = ScaffoldTarget.display(member, of: entry)
        let trap = "fatalError(\"pending: \(display) is scaffolded, not implemented\")"
        var lines = ["    // facet: pending"]
        let declaration: String
        let bodyLine: String
        switch member.role {
        case .overload:
            lines.append("    /// Pending: returns the view unchanged until implemented.")
            lines += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
            lines.append("    public \(member.signature) { self }")
            return lines
        case .initializer:
            if let delegation = extending.delegation {
                lines.append("    /// Pending: delegates to `\(delegation)` until implemented.")
                bodyLine = delegation
            } else {
                lines.append("    /// Pending: traps until implemented.")
                bodyLine = trap
            }
            declaration = (extending.isClass ? "convenience " : "") + qualified(member.signature, generics)
        case .shorthand:
            if let value = extending.styleValue {
                lines.append("    /// Pending: the style's default value until implemented.")
                bodyLine = value
            } else {
                lines.append("    /// Pending: traps until implemented.")
                bodyLine = trap
            }
            declaration = member.signature
        }
        lines += AvailabilityAttributes.lines(member.availability).map { "    " + $0 }
        lines += ["    public \(declaration) {", "        \(bodyLine)", "    }"]
        return lines
    }

    /// A signature with the names the type's generic parameters shadow qualified.
    private func qualified(_ signature: String, _ generics: Set<String>) -> String {
        SignatureShape.qualifying(signature, shadowing: generics, module: module)
    }

    /// The identifiers of a property signature's type (`static var bordered: BorderedButtonStyle`).
    private static func typeNames(_ signature: String) -> Set<String> {
        let type = signature.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
        return Set(
            type.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }.map(String.init)
                .filter { $0.first?.isUppercase == true })
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
    private func typeGenerics() -> Set<String> { Set(Self.genericParameters(of: entry)) }

    /// The generic parameter names of an entry's declaration (`Label`, `CurrentValueLabel`).
    static func genericParameters(of entry: CatalogEntry) -> [String] {
        declarationSyntax(of: entry)?.genericParameterClause?.parameters.map(\.name.text) ?? []
    }

    private func parsedDeclaration() -> StructDeclSyntax? { Self.declarationSyntax(of: entry) }

    /// The entry's catalog declaration, parsed as a struct named by its last component.
    private static func declarationSyntax(of entry: CatalogEntry) -> StructDeclSyntax? {
        guard var text = entry.declaration else { return nil }
        if let comment = text.range(of: " /*") { text = String(text[..<comment.lowerBound]) }
        let source = text.replacingOccurrences(of: "struct \(entry.name)", with: "struct \(entry.simpleName)")
            .replacingOccurrences(of: "enum \(entry.name)", with: "struct \(entry.simpleName)")
            .replacingOccurrences(of: "class \(entry.name)", with: "struct \(entry.simpleName)")
        return Parser.parse(source: source + " {}").statements.first?.item.as(StructDeclSyntax.self)
    }

    /// What keeps a signature from compiling in FacetUI: the types it names that FacetUI does
    /// not declare, default values FacetUI may not provide, and member types of generic
    /// parameters whose constraints the type header leaves out (`weak`).
    private func problems(
        _ shape: SignatureShape, generics: Set<String>, weak: Set<String>, declaredHere: Set<String> = []
    ) -> [String] {
        var problems = resolver.unresolved(
            shape.referencedTypes.subtracting(declaredHere),
            generics: generics.union(shape.genericParameters.keys))
        for name in weak where shape.referencedTypes.contains(where: { $0.hasPrefix(name + ".") }) {
            problems.append("the constraints of `\(name)`")
        }
        for parameter in shape.parameters {
            if let problem = resolver.defaultValueProblem(parameter, generics: shape.genericParameters) {
                problems.append(problem)
            }
        }
        // A constraint (`S: GaugeStyle`, `some GaugeStyle`) must be a protocol or a class.
        for name in shape.constraintNames.sorted() where resolver.isValueType(name) {
            problems.append("`\(name)` to be a protocol")
        }
        // A generic argument must meet its parameter's constraints: `ForEach<Binding<Data>, …>`
        // needs FacetUI's `Binding` to be a `RandomAccessCollection`, as SwiftUI's is.
        for (type, arguments) in shape.genericApplications {
            guard let applied = catalog(type) else { continue }
            let parameters = Self.genericParameters(of: applied)
            let constraints = Self.typeConstraints(of: applied)
            for (parameter, argument) in zip(parameters, arguments) {
                for constraint in constraints[parameter] ?? []
                where resolver.unresolved([constraint], generics: []).isEmpty
                    && !resolver.conforms(argument, to: constraint)
                {
                    problems.append("`\(argument)` to conform to \(constraint) (as \(type)'s \(parameter))")
                }
            }
        }
        // `where Data == Binding<C>` needs FacetUI's `Binding` to meet the type's constraints
        // on `Data` (SwiftUI's is a `RandomAccessCollection`).
        let constraints = typeConstraints()
        for (subject, name) in shape.sameTypeNames.sorted(by: { $0.key < $1.key }) {
            // A constraint naming a type FacetUI lacks is left out of the header: nothing to meet.
            for constraint in constraints[subject] ?? []
            where resolver.unresolved([constraint], generics: []).isEmpty
                && !resolver.conforms(name, to: constraint)
            {
                problems.append("`\(name)` to conform to \(constraint)")
            }
        }
        return problems
    }

    /// The catalog entry of a type a signature applies generic arguments to.
    private func catalog(_ type: String) -> CatalogEntry? {
        type == entry.name ? entry : catalogTypes[type]
    }

    /// The constraints of the type's generic parameters in its catalog declaration.
    private func typeConstraints() -> [String: [String]] { Self.typeConstraints(of: entry) }

    /// The constraints of an entry's generic parameters in its catalog declaration.
    static func typeConstraints(of entry: CatalogEntry) -> [String: [String]] {
        guard let parsed = declarationSyntax(of: entry) else { return [:] }
        var constraints: [String: [String]] = [:]
        for parameter in parsed.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType {
                constraints[parameter.name.text, default: []].append(inherited.trimmedDescription)
            }
        }
        for requirement in parsed.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedDescription, default: []].append(
                    conformance.rightType.trimmedDescription)
            }
        }
        return constraints
    }

    /// The type's generic parameters whose constraints name types FacetUI does not declare
    /// (the type header leaves those constraints out, so their member types do not exist).
    private func weakGenerics() -> Set<String> {
        guard let parsed = parsedDeclaration() else { return [] }
        let generics = Set(parsed.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var weak = Set<String>()
        for parameter in parsed.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType, !constrains(inherited, generics) {
                weak.insert(parameter.name.text)
            }
        }
        for requirement in parsed.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                !constrains(conformance.rightType, generics)
            else { continue }
            weak.insert(conformance.leftType.trimmedDescription)
        }
        return weak
    }

    /// What a drawing view's skeleton implements of `ControlView` (FacetUICore's protocol of
    /// views shown by one widget): no label views, an empty content, no actions.
    private static func controlMembers(_ content: String) -> [String] {
        [
            "",
            "    /// Pending: no label views until implemented (the views shown inside the widget).",
            "    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }",
            "",
            "    /// Pending: an empty `\(content)` until implemented (what the widget shows, read",
            "    /// from the stored values and `environment`).",
            "    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent { \(content)() }",
            "",
            "    /// Pending: ignores user actions until implemented.",
            "    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {}",
        ]
    }

    /// The widget content of a drawing view: what its widget shows, compared to update it;
    /// the backends' mapping files draw it.
    private func contentLines(_ content: String) -> [String] {
        [
            "",
            "// facet: pending",
            "/// What the widget of a `\(entry.name)` shows (scaffolded: nothing yet). Add the values it",
            "/// draws, as `SliderContent` holds a slider's value, bounds and labels; the terminal and GTK",
            "/// mappings (`\(entry.name.replacingOccurrences(of: ".", with: ""))Mapping.swift`) draw it.",
            "public struct \(content): WidgetContent, Equatable {",
            "    /// Creates the content.",
            "    public init() {}",
            "",
            "    /// The kind of widget.",
            "    public var kind: String { \"\(entry.name)\" }",
            "}",
        ]
    }

    /// `Gauge<Label, …>: View where Label: View, …`, keeping only what resolves; with
    /// `control`, also a `ControlView`.
    func typeHeader(control: Bool = false) -> String {
        guard let parsed = parsedDeclaration() else { return entry.simpleName }
        let generics = Set(parsed.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var text = entry.simpleName
        if let clause = parsed.genericParameterClause {
            text +=
                "<"
                + clause.parameters.map { parameter in
                    guard let inherited = parameter.inheritedType, constrains(inherited, generics) else {
                        return parameter.name.text
                    }
                    return "\(parameter.name.text): \(inherited.trimmedDescription)"
                }.joined(separator: ", ") + ">"
        }
        let conformances = entry.kind == .view ? (control ? ["View", "ControlView"] : ["View"]) : []
        if !conformances.isEmpty { text += ": " + conformances.joined(separator: ", ") }
        let weak = weakGenerics()
        let requirements =
            parsed.genericWhereClause?.requirements.filter { requirement in
                let text = requirement.requirement.trimmedDescription
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                    !constrains(conformance.rightType, generics)
                {
                    return false
                }
                return resolves(requirement, generics) && !weak.contains { text.contains($0 + ".") }
            }
            .map { $0.requirement.trimmedDescription } ?? []
        if !requirements.isEmpty { text += " where " + requirements.joined(separator: ", ") }
        return text
    }

    private func resolves(_ node: some SyntaxProtocol, _ generics: Set<String>) -> Bool {
        resolver.unresolved(Self.identifiers(node), generics: generics).isEmpty
    }

    /// Whether a constraint can be written in FacetUI: every name resolves and none is a
    /// struct or an enum (FacetUI's `TabContent` is a struct, SwiftUI's a protocol: `C: TabContent`
    /// is left out, and `C` is weak).
    private func constrains(_ node: some SyntaxProtocol, _ generics: Set<String>) -> Bool {
        resolves(node, generics) && !Self.identifiers(node).contains { resolver.isValueType($0) }
    }

    private static func identifiers(_ node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).filter {
                if case .identifier = $0.tokenKind { return true } else { return false }
            }.map(\.text))
    }
}
