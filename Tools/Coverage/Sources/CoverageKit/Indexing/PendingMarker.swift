import SwiftSyntax

/// The `// facet: pending` convention: a declaration preceded by that line comment, or
/// whose doc comment contains `facet: pending`, is scaffolded but not implemented.
public enum PendingMarker {
    /// The marker text.
    public static let text = "facet: pending"

    /// Whether a declaration carries the marker in a comment before it, before its
    /// attributes, or between its attributes and its name.
    public static func isMarked(_ node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .leftBrace || token.tokenKind == .leftParen { break }
            if marks(token.leadingTrivia) { return true }
        }
        return false
    }

    private static func marks(_ trivia: Trivia) -> Bool {
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
                .docBlockComment(let text):
                if text.contains(Self.text) { return true }
            default:
                continue
            }
        }
        return false
    }
}
