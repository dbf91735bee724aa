import SwiftSyntax

/// Prints declarations on one line, the way the catalog stores them: without attributes
/// on the declaration, without access and isolation modifiers, without bodies, without
/// underscored attributes inside types, with single spaces.
enum SignaturePrinter {
    /// Modifiers kept in signatures.
    static let keptModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "convenience", "required",
    ]

    /// The one-line signature of a function, initializer, property or type header.
    static func signature(of decl: some DeclSyntaxProtocol) -> String {
        var node = Syntax(decl)
        if let function = decl.as(FunctionDeclSyntax.self) {
            node = Syntax(
                function.with(\.attributes, []).with(\.modifiers, kept(function.modifiers)).with(\.body, nil))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            node = Syntax(
                initializer.with(\.attributes, []).with(\.modifiers, kept(initializer.modifiers)).with(
                    \.body, nil))
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            var bindings = variable.bindings
            for index in bindings.indices {
                bindings[index] = bindings[index].with(\.accessorBlock, nil).with(\.initializer, nil)
            }
            node = Syntax(
                variable.with(\.attributes, []).with(\.modifiers, kept(variable.modifiers)).with(
                    \.bindings, bindings))
        }
        return oneLine(UnderscoredAttributeRemover(viewMode: .sourceAccurate).rewrite(node))
    }

    /// Prints any syntax on one line with single spaces, no space inside brackets.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        var result = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            if text.isEmpty { continue }
            let leadingSpace = token.leadingTrivia.contains { $0.isWhitespace }
            let afterOpening = result.last.map { "([<".contains($0) } ?? true
            if pendingSpace || leadingSpace, !afterOpening, ![")", "]", ",", ":"].contains(text) {
                result += " "
            }
            result += text
            pendingSpace = token.trailingTrivia.contains { $0.isWhitespace }
        }
        return result
    }

    private static func kept(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        modifiers.filter { keptModifiers.contains($0.name.text) }
    }
}

/// Removes attributes whose names start with an underscore, and `@preconcurrency`, inside types.
private final class UnderscoredAttributeRemover: SyntaxRewriter {
    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        let kept = node.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            let name = attribute.attributeName.trimmedDescription
            return !name.hasPrefix("_") && name != "preconcurrency"
        }
        return super.visit(kept)
    }
}

extension TriviaPiece {
    /// Whether the piece is a space, tab or newline.
    fileprivate var isWhitespace: Bool {
        switch self {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds: true
        default: false
        }
    }
}
