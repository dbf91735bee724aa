import SwiftSyntax

/// Rewrites module-qualified names to plain names (`SwiftUICore.View` → `View`,
/// `Swift.Optional<T>` → `Optional<T>`), keeping trivia so that line numbers stay valid.
final class ModuleNameStripper: SyntaxRewriter {
    /// The module names to remove.
    let modules: Set<String>

    /// The modules whose qualification is kept because it carries meaning (platform UI kits).
    static let keptModules: Set<String> = ["UIKit", "AppKit", "WatchKit"]

    init(modules: Set<String>) {
        self.modules = modules.subtracting(Self.keptModules)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        let visited = super.visit(node)
        guard let member = visited.as(MemberTypeSyntax.self),
            let base = member.baseType.as(IdentifierTypeSyntax.self),
            base.genericArgumentClause == nil, modules.contains(base.name.text)
        else { return visited }
        let plain = IdentifierTypeSyntax(
            name: member.name, genericArgumentClause: member.genericArgumentClause)
        return TypeSyntax(
            plain.with(\.leadingTrivia, member.leadingTrivia).with(\.trailingTrivia, member.trailingTrivia))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let access = visited.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self),
            base.argumentNames == nil, modules.contains(base.baseName.text)
        else { return visited }
        let plain = DeclReferenceExprSyntax(
            baseName: access.declName.baseName, argumentNames: access.declName.argumentNames)
        return ExprSyntax(
            plain.with(\.leadingTrivia, access.leadingTrivia).with(\.trailingTrivia, access.trailingTrivia))
    }
}
