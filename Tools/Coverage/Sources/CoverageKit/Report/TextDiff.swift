/// A short line diff for `--check`: the first differing lines of two texts.
public enum TextDiff {
    /// Up to `limit` lines of `-old`/`+new` changes around the first difference, or nil when equal.
    public static func short(old: String, new: String, limit: Int = 12) -> String? {
        if old == new { return nil }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(oldLines.count, newLines.count), oldLines[prefix] == newLines[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < min(oldLines.count, newLines.count) - prefix,
            oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = oldLines[prefix..<(oldLines.count - suffix)].map { "-\($0)" }
        let added = newLines[prefix..<(newLines.count - suffix)].map { "+\($0)" }
        var lines = ["@@ line \(prefix + 1) @@"]
        let changes = removed + added
        lines += changes.prefix(limit)
        if changes.count > limit { lines.append("… \(changes.count - limit) more changed lines") }
        return lines.joined(separator: "\n")
    }
}
