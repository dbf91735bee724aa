import Foundation

/// Small helpers for writing Markdown tables.
enum Markdown {
    /// A table cell: pipes escaped, line breaks removed, empty as an em dash.
    static func cell(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "—" }
        return text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A table with a header row.
    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        [
            "| " + header.joined(separator: " | ") + " |",
            "|" + header.map { _ in " --- " }.joined(separator: "|") + "|",
        ]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }

    /// A GitHub heading anchor for a title.
    static func anchor(_ title: String) -> String {
        String(
            title.lowercased().compactMap { character -> Character? in
                if character.isLetter || character.isNumber || character == "-" { return character }
                if character == " " { return "-" }
                return nil
            })
    }
}
