import Foundation

/// Small helpers for writing Markdown tables.
enum Markdown {
    /// A table cell: pipes escaped, line breaks removed, empty as an em dash.
    static func cell(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "—" }
        return text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A cell of at most `limit` characters: a longer text is a list (items separated by
    /// ", " or "; "), cut after the last whole item that fits and ended by "… +N more".
    static func cell(_ text: String?, limit: Int) -> String {
        let whole = cell(text)
        guard whole.count > limit else { return whole }
        var items: [(separator: String, text: Substring)] = []
        var rest = Substring(whole)
        var separator = ""
        while !rest.isEmpty {
            let next = [", ", "; "].compactMap { rest.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
            let end = next?.lowerBound ?? rest.endIndex
            items.append((separator, rest[..<end]))
            separator = next.map { String(rest[$0]) } ?? ""
            rest = next.map { rest[$0.upperBound...] } ?? ""
        }
        var kept = ""
        for (index, item) in items.enumerated() {
            let candidate = kept + item.separator + item.text
            let remaining = items.count - index - 1
            let suffix = remaining == 0 ? "" : " … +\(remaining) more"
            if candidate.count + suffix.count > limit {
                let dropped = items.count - index
                if kept.isEmpty { return String(whole.prefix(limit - 1)) + "…" }
                return kept + " … +\(dropped) more"
            }
            kept = candidate
        }
        return kept
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
