import SwiftSyntax

/// Walks a parsed interface and collects its public types, extensions and members.
/// Of an `#if` block only the first clause is read: it is the branch a current compiler
/// takes, and the other clauses repeat the same declarations for older compilers.
///
/// Module names are removed from each declaration separately (rewriting a detached copy):
/// rewriting the whole file would rebuild its root for every change.
struct InterfaceWalker {
    let converter: SourceLocationConverter
    let stripper: ModuleNameStripper
    private(set) var declarations: [InterfaceDeclaration] = []

    init(converter: SourceLocationConverter, modules: Set<String>) {
        self.converter = converter
        self.stripper = ModuleNameStripper(modules: modules)
    }

    /// A detached copy of a node without module qualification.
    private func stripped<Node: SyntaxProtocol>(_ node: Node) -> Node {
        stripper.rewrite(node.detached).cast(Node.self)
    }

    private struct Scope {
        var name: String
        var availability: Availability
        var isProtocol: Bool
    }

    mutating func walk(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            if let decl = item.item.as(DeclSyntax.self) { visitTopLevel(decl) }
        }
    }

    private mutating func visitTopLevel(_ decl: DeclSyntax) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            switch ifConfig.clauses.first?.elements {
            case .statements(let statements)?: walk(statements)
            case .decls(let members)?: for member in members { visitTopLevel(member.decl) }
            default: break
            }
            return
        }
        visitType(decl, scope: nil)
    }

    /// Visits a type or extension declaration; returns whether it was one.
    @discardableResult
    private mutating func visitType(_ decl: DeclSyntax, scope: Scope?) -> Bool {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return false }
        let attributes = group.attributes
        if hasAttribute(attributes, "_spi") { return true }
        let own = AvailabilityReader.availability(of: attributes)
        let availability = (scope?.availability ?? Availability()).refined(by: own)
        let kind: InterfaceDeclaration.Kind
        let name: String
        var header: String?
        var selfConstraint: String?
        var requirements: String?
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            kind = .extensionDecl
            name = Self.plainTypeName(stripped(ext.extendedType))
            selfConstraint = ext.genericWhereClause.map(stripped).flatMap(Self.selfConstraint)
            requirements = ext.genericWhereClause.map(stripped).flatMap(Self.requirements)
        } else {
            guard isPublic(group.modifiers) || scope?.isProtocol == true,
                let (declKind, simple) = Self.kindAndName(decl)
            else { return true }
            kind = declKind
            name = scope.map { "\($0.name).\(simple)" } ?? simple
            header = self.header(of: decl, kind: kind, name: name)
        }
        var declaration = InterfaceDeclaration(
            kind: kind, name: name,
            inheritance: group.inheritanceClause.map { Self.inheritedNames(stripped($0)) } ?? [],
            selfConstraint: selfConstraint,
            requirements: requirements, attributes: attributeNames(attributes), availability: availability,
            header: header, members: [], position: position(of: decl))
        let inner = Scope(name: name, availability: availability, isProtocol: kind == .protocolType)
        let index = declarations.count
        declarations.append(declaration)
        var members: [InterfaceMember] = []
        visitMembers(group.memberBlock.members, scope: inner, into: &members)
        declaration.members = members
        declarations[index] = declaration
        return true
    }

    private mutating func visitMembers(
        _ list: MemberBlockItemListSyntax, scope: Scope, into members: inout [InterfaceMember]
    ) {
        for item in list {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = ifConfig.clauses.first?.elements {
                    visitMembers(inner, scope: scope, into: &members)
                }
                continue
            }
            if visitType(item.decl, scope: scope) { continue }
            if let member = self.member(item.decl, scope: scope) { members.append(member) }
        }
    }

    private func member(_ decl: DeclSyntax, scope: Scope) -> InterfaceMember? {
        let kind: InterfaceMember.Kind
        let name: String
        let attributes: AttributeListSyntax
        let modifiers: DeclModifierListSyntax
        if let function = decl.as(FunctionDeclSyntax.self) {
            (kind, name, attributes, modifiers) = (
                .function, function.name.text, function.attributes, function.modifiers
            )
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            (kind, name, attributes, modifiers) = (
                .initializer, "init", initializer.attributes, initializer.modifiers
            )
        } else if let variable = decl.as(VariableDeclSyntax.self),
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            (kind, name, attributes, modifiers) = (
                .property, pattern.identifier.text, variable.attributes, variable.modifiers
            )
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            (kind, name, attributes, modifiers) = (
                .associatedType, associated.name.text, associated.attributes, associated.modifiers
            )
        } else {
            return nil
        }
        guard isPublic(modifiers) || scope.isProtocol, !hasAttribute(attributes, "_spi") else { return nil }
        let signature = SignaturePrinter.signature(of: stripped(decl))
        return InterfaceMember(
            kind: kind, name: name,
            isStatic: modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
            signature: signature,
            mentionsPlatformUIKit: ModuleNameStripper.keptModules.contains { signature.contains("\($0).") },
            availability: scope.availability.refined(by: AvailabilityReader.availability(of: attributes)),
            position: position(of: decl))
    }

    // MARK: - Helpers

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: location.file, line: location.line)
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    private func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributeNames(attributes).contains(name)
    }

    private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }
    }

    static func kindAndName(_ decl: DeclSyntax) -> (InterfaceDeclaration.Kind, String)? {
        if let node = decl.as(StructDeclSyntax.self) { return (.structType, node.name.text) }
        if let node = decl.as(EnumDeclSyntax.self) { return (.enumType, node.name.text) }
        if let node = decl.as(ClassDeclSyntax.self) { return (.classType, node.name.text) }
        if let node = decl.as(ActorDeclSyntax.self) { return (.actorType, node.name.text) }
        if let node = decl.as(ProtocolDeclSyntax.self) { return (.protocolType, node.name.text) }
        return nil
    }

    /// `Gauge` for `SwiftUI.Gauge<…>`, `GaugeStyleConfiguration.Label` for nested names.
    static func plainTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            return "\(plainTypeName(member.baseType)).\(member.name.text)"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return plainTypeName(attributed.baseType) }
        return type.trimmedDescription
    }

    /// Inherited type names without generic arguments, `@retroactive` or `~Copyable`.
    static func inheritedNames(_ clause: InheritanceClauseSyntax) -> [String] {
        clause.inheritedTypes.compactMap { inherited in
            let type = inherited.type
            if type.is(SuppressedTypeSyntax.self) { return nil }
            return plainTypeName(type)
        }
    }

    /// The type `Self` must equal in an extension's `where` clause, if any.
    static func selfConstraint(_ clause: GenericWhereClauseSyntax) -> String? {
        for requirement in clause.requirements {
            guard case .sameTypeRequirement(let same) = requirement.requirement else { continue }
            if same.leftType.trimmedDescription == "Self" { return same.rightType.trimmedDescription }
        }
        return nil
    }

    /// The requirements of an extension's `where` clause not on `Self`, on one line, if any.
    static func requirements(_ clause: GenericWhereClauseSyntax) -> String? {
        let kept = clause.requirements.filter { requirement in
            switch requirement.requirement {
            case .sameTypeRequirement(let same): same.leftType.trimmedDescription != "Self"
            case .conformanceRequirement(let conformance): conformance.leftType.trimmedDescription != "Self"
            default: true
            }
        }
        guard !kept.isEmpty else { return nil }
        return kept.map { SignaturePrinter.oneLine($0.requirement) }.joined(separator: ", ")
    }

    /// `struct Gauge<Label, …>: View where …` on one line.
    private func header(of decl: DeclSyntax, kind: InterfaceDeclaration.Kind, name: String) -> String {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return "\(kind.rawValue) \(name)" }
        var text = "\(kind.rawValue) \(name)"
        if let generics = decl.as(StructDeclSyntax.self)?.genericParameterClause
            ?? decl.as(EnumDeclSyntax.self)?.genericParameterClause
            ?? decl.as(ClassDeclSyntax.self)?.genericParameterClause
        {
            text += SignaturePrinter.oneLine(stripped(generics))
        }
        if let inheritance = group.inheritanceClause {
            text += ": " + SignaturePrinter.oneLine(stripped(inheritance.inheritedTypes))
        }
        if let whereClause = group.genericWhereClause {
            text += " " + SignaturePrinter.oneLine(stripped(whereClause))
        }
        return text
    }
}
