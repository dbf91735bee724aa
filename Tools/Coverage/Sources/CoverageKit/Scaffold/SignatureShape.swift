import SwiftParser
import SwiftSyntax

/// What the scaffolder needs to know about a catalog signature: its generic parameters,
/// its parameters, and the type names it refers to.
struct SignatureShape {
    /// A parameter.
    struct Parameter {
        var label: String
        var type: String
        var hasDefault: Bool
        /// The default value as written (`.center`, `BackgroundStyle()`), if any.
        var defaultValue: String?
        var attributes: [String]
        /// For a function type, its parameter count and result type.
        var closure: (parameters: Int, result: String)?
    }

    var genericParameters: [String: [String]]
    /// The left sides of the `where` clause's same-type requirements (`Label` of `Label == Text`).
    var sameTypeSubjects: Set<String> = []
    /// The same-type requirements whose right side is a named type: left side → that type's
    /// name without generic arguments (`Data` → `Binding` for `Data == Binding<C>`).
    var sameTypeNames: [String: String] = [:]
    /// The types used as constraints (`GaugeStyle` of `S: GaugeStyle` or `some GaugeStyle`).
    var constraintNames: Set<String> = []
    /// Generic types applied to arguments that are named types, with those arguments' names
    /// (`ForEach` → `["Binding", "ID", "RowContent"]` for `ForEach<Binding<Data>, ID, RowContent>`).
    var genericApplications: [(String, [String])] = []
    var parameters: [Parameter]
    var referencedTypes: Set<String>

    /// Reads a catalog signature (`init<V>(value: V, …) where …` or `func gaugeStyle<S>(…)`).
    init?(_ signature: String) {
        let tree = Parser.parse(source: signature)
        guard let item = tree.statements.first?.item else { return nil }
        let generics: GenericParameterClauseSyntax?
        let clause: FunctionParameterClauseSyntax
        let whereClause: GenericWhereClauseSyntax?
        if let function = item.as(FunctionDeclSyntax.self) {
            (generics, clause, whereClause) = (
                function.genericParameterClause, function.signature.parameterClause,
                function.genericWhereClause
            )
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            (generics, clause, whereClause) = (
                initializer.genericParameterClause, initializer.signature.parameterClause,
                initializer.genericWhereClause
            )
        } else {
            return nil
        }
        var genericParameters: [String: [String]] = [:]
        for parameter in generics?.parameters ?? [] {
            genericParameters[parameter.name.text] =
                parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                genericParameters[conformance.leftType.trimmedDescription, default: []].append(
                    conformance.rightType.trimmedDescription)
            }
            if case .sameTypeRequirement(let same) = requirement.requirement {
                sameTypeSubjects.insert(same.leftType.trimmedDescription)
                if let right = same.rightType.as(IdentifierTypeSyntax.self) {
                    sameTypeNames[same.leftType.trimmedDescription] = right.name.text
                }
            }
        }
        self.genericParameters = genericParameters
        for parameter in generics?.parameters ?? [] {
            if let inherited = parameter.inheritedType?.as(IdentifierTypeSyntax.self) {
                constraintNames.insert(inherited.name.text)
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
                let right = conformance.rightType.as(IdentifierTypeSyntax.self)
            {
                constraintNames.insert(right.name.text)
            }
        }
        parameters = clause.parameters.map { parameter in
            var type = parameter.type
            var attributes: [String] = []
            if let attributed = type.as(AttributedTypeSyntax.self) {
                attributes = attributed.attributes.compactMap { element in
                    guard case .attribute(let attribute) = element else { return nil }
                    return attribute.attributeName.trimmedDescription
                }
                type = attributed.baseType
            }
            var closure: (Int, String)?
            if let function = type.as(FunctionTypeSyntax.self) {
                closure = (function.parameters.count, function.returnClause.type.trimmedDescription)
            }
            return Parameter(
                label: parameter.firstName.text, type: type.trimmedDescription,
                hasDefault: parameter.defaultValue != nil,
                defaultValue: parameter.defaultValue?.value.trimmedDescription,
                attributes: attributes, closure: closure)
        }
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        collector.walk(item)
        referencedTypes = collector.names
        constraintNames.formUnion(collector.opaqueConstraints)
        genericApplications = collector.applications
    }
}

private final class TypeNameCollector: SyntaxVisitor {
    var names = Set<String>()
    var opaqueConstraints = Set<String>()
    var applications: [(String, [String])] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        if let arguments = node.genericArgumentClause?.arguments {
            applications.append(
                (
                    node.name.text,
                    arguments.map {
                        $0.argument.as(IdentifierTypeSyntax.self)?.name.text ?? $0.argument.trimmedDescription
                    }
                ))
        }
        return .visitChildren
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if let constraint = node.constraint.as(IdentifierTypeSyntax.self) {
            opaqueConstraints.insert(constraint.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        // `Edge.Set` needs `Edge.Set` itself; its base is visited as an identifier type.
        if let base = node.baseType.as(IdentifierTypeSyntax.self) {
            names.insert("\(base.name.text).\(node.name.text)")
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.attributeName.trimmedDescription)
        return .skipChildren
    }
}

extension SignatureShape {
    /// The signature with every use of a generic type whose name is one of `shadowing` (the
    /// generic parameters of the declaring type) qualified by `module`: in an extension of
    /// `Button<Label>`, the catalog's `where Label == Label<Text, Image>` must read
    /// `where Label == FacetUICore.Label<Text, Image>`.
    static func qualifying(_ signature: String, shadowing: Set<String>, module: String) -> String {
        guard !shadowing.isEmpty else { return signature }
        let collector = ShadowedTypeCollector(names: shadowing)
        collector.walk(Parser.parse(source: signature))
        var utf8 = Array(signature.utf8)
        for offset in collector.offsets.sorted(by: >) where offset <= utf8.count {
            utf8.insert(contentsOf: Array("\(module).".utf8), at: offset)
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}

private final class ShadowedTypeCollector: SyntaxVisitor {
    let names: Set<String>
    var offsets: [Int] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.genericArgumentClause != nil, names.contains(node.name.text) {
            offsets.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return .visitChildren
    }
}
