/// Checks scaffold names and suggests near ones.
public enum ScaffoldName {
    /// Whether a name is a Swift identifier or a dotted path of identifiers
    /// (`Gauge`, `gaugeStyle`, `GaugeStyleConfiguration.Label`). A leading `.` (`.padding`) is allowed.
    public static func isValid(_ name: String) -> Bool {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
            }
    }

    /// The catalog names closest to `name` (case-insensitive edit distance, ties by name),
    /// within a third of the name's length in edits (at least 2) unless `anyDistance`.
    public static func suggestions(
        for name: String, in names: [String], limit: Int = 3, anyDistance: Bool = false
    ) -> [String] {
        let lowered = name.lowercased()
        let threshold = anyDistance ? Int.max : max(2, name.count / 3)
        var scored: [(name: String, score: Int)] = []
        for candidate in names {
            let score = distance(lowered, candidate.lowercased())
            if score <= threshold { scored.append((candidate, score)) }
        }
        // Only the closest names: a typo has one best correction, not a list of guesses.
        guard let best = scored.map(\.score).min() else { return [] }
        return scored.filter { $0.score == best }.map(\.name).sorted().prefix(limit).map { $0 }
    }

    /// Damerau–Levenshtein distance (adjacent transpositions count as one edit).
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
