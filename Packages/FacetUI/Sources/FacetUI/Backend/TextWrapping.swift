/// Greedy word wrapping on a character grid, shared by character-cell backends.
public enum TextWrapping {
    /// The lines of `string` wrapped at `width` characters (`nil`: only at newlines),
    /// truncated to `lineLimit` lines with "…" when it cuts text off. Words longer than a
    /// line are broken.
    public static func lines(of string: String, width: Int?, lineLimit: Int? = nil) -> [String] {
        if !string.utf8.contains(UInt8(ascii: "\n")), width.map({ string.count <= $0 }) ?? true, lineLimit != 0 {
            return [string]
        }
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else {
                lines.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if candidate.count <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while word.count > width {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                line = String(word)
            }
            lines.append(line)
        }
        if let lineLimit, lineLimit >= 0, lines.count > lineLimit {
            lines = Array(lines.prefix(lineLimit))
            if let last = lines.popLast() {
                let room = max(0, (width ?? last.count + 1) - 1)
                lines.append(String(last.prefix(room)) + "…")
            }
        }
        return lines
    }
}
