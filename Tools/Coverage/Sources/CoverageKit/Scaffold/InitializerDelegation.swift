import Foundation
import SwiftParser
import SwiftSyntax

/// An initializer scaffolded in an extension of a type FacetUI already declares must
/// initialize `self`: it delegates to an implemented initializer of the type that takes
/// plain values (`self.init(verbatim: "")`), so that the pending API builds an empty value
/// instead of trapping. Without such an initializer, the body traps (`fatalError`).
struct InitializerDelegation {
    /// An implemented, unconstrained initializer whose parameters all take plain values.
    struct Candidate: Equatable {
        var selector: String
        var call: String
        var isPublic: Bool
    }

    /// The candidates of a type, in source order, read from the files declaring it.
    let candidates: [Candidate]

    /// Reads the initializers of `typeName` in `files` (paths relative to `root`).
    init(typeName: String, files: [String], root: URL) {
        var candidates: [Candidate] = []
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            let collector = InitializerCollector(typeName: typeName)
            collector.walk(Parser.parse(source: text))
            candidates += collector.candidates
        }
        self.candidates = candidates
    }

    /// The delegating call whose selector no other initializer shares (so that the call is
    /// unambiguous), public initializers first, or nil.
    func call(declaredSelectors: [String]) -> String? {
        let counts = Dictionary(declaredSelectors.map { ($0, 1) }, uniquingKeysWith: +)
        let unique = candidates.filter { counts[$0.selector, default: 0] <= 1 }
        return (unique.first(where: \.isPublic) ?? unique.first)?.call
    }

    /// A plain value of a parameter type, or nil.
    static func value(of type: String) -> String? {
        let type = type.replacingOccurrences(of: "@escaping ", with: "")
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double",
            "Float", "CGFloat":
            return "0"
        case "() -> Void", "() -> ()": return "{}"
        default: return nil
        }
    }
}

private final class InitializerCollector: SyntaxVisitor {
    let typeName: String
    var candidates: [InitializerDelegation.Candidate] = []
    private var scope: [String] = []
    /// Whether the innermost declaration group is the type, unconstrained.
    private var inType: [Bool] = []

    init(typeName: String) {
        self.typeName = typeName
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(_ name: String, constrained: Bool, isExtension: Bool) {
        let full = isExtension ? name : (scope.last.map { $0 + "." } ?? "") + name
        scope.append(full)
        inType.append(full == typeName && !constrained)
    }

    private func leave() {
        scope.removeLast()
        inType.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, constrained: false, isExtension: false)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, constrained: false, isExtension: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, constrained: false, isExtension: false)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
        enter(name, constrained: node.genericWhereClause != nil, isExtension: true)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard inType.last == true, node.optionalMark == nil, node.genericParameterClause == nil,
            node.genericWhereClause == nil, node.signature.effectSpecifiers == nil,
            !node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
            !node.attributes.contains(where: { $0.trimmedDescription.contains("MainActor") }),
            !PendingMarker.isMarked(node)
        else { return .skipChildren }
        var arguments: [String] = []
        for parameter in node.signature.parameterClause.parameters {
            guard let value = InitializerDelegation.value(of: parameter.type.trimmedDescription) else {
                return .skipChildren
            }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        candidates.append(
            .init(
                selector: SourceIndexer.selector(name: "init", parameters: node.signature.parameterClause),
                call: "self.init(\(arguments.joined(separator: ", ")))",
                isPublic: node.modifiers.contains { ["public", "open"].contains($0.name.text) }))
        return .skipChildren
    }
}
