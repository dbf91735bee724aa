/// A line diff of two texts for failure messages: hunks of removed (`-`), added (`+`) and
/// surrounding (` `) lines, each line changed in place followed by a `?` line marking the
/// changed columns with `^`.
///
/// ```
/// @@ -2,1 +2,1 @@
/// -Count: 0
/// +Count: 1
/// ?       ^
/// ```
enum LineDiff {
    /// Lines of context kept around each change.
    static let context = 1

    /// One step of the edit script, with the line's index in the old and the new text (for
    /// a removed or added line, where it would be in the other).
    fileprivate enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int, Int)
        case added(Int, Int)
    }

    /// The diff of `reference` and `actual`, line by line.
    static func describe(_ reference: String, _ actual: String) -> String {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = self.edits(old, new)
        var output = ["--- reference", "+++ actual"]
        var index = 0
        while index < edits.count {
            guard edits[index].isChange else {
                index += 1
                continue
            }
            var start = index
            while start > 0, index - start < context, !edits[start - 1].isChange { start -= 1 }
            var end = index
            // A hunk runs on while the next change is within twice the context.
            while end < edits.count {
                if edits[end].isChange {
                    end += 1
                    continue
                }
                var gap = end
                while gap < edits.count, !edits[gap].isChange { gap += 1 }
                if gap < edits.count, gap - end <= 2 * context { end = gap } else { break }
            }
            let stop = min(edits.count, end + context)
            output += hunk(edits[start..<stop], old, new)
            index = stop
        }
        return output.joined(separator: "\n")
    }

    private static func hunk(_ edits: ArraySlice<Edit>, _ old: [String], _ new: [String]) -> [String] {
        var (oldStart, newStart, oldCount, newCount) = (0, 0, 0, 0)
        switch edits.first {
        case .same(let a, let b), .removed(let a, let b), .added(let a, let b): (oldStart, newStart) = (a, b)
        case nil: break
        }
        for edit in edits {
            switch edit {
            case .same:
                oldCount += 1
                newCount += 1
            case .removed: oldCount += 1
            case .added: newCount += 1
            }
        }
        // As in unified diffs, an empty side names the line before the hunk.
        let oldRange = "\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount)"
        let newRange = "\(newCount == 0 ? newStart : newStart + 1),\(newCount)"
        var lines = ["@@ -\(oldRange) +\(newRange) @@"]
        var removed: [Int] = []
        var added: [Int] = []
        func flushChanges() {
            for a in removed { lines.append("-" + old[a]) }
            for (offset, b) in added.enumerated() {
                lines.append("+" + new[b])
                if removed.count == added.count, let marks = marks(old[removed[offset]], new[b]) {
                    lines.append("?" + marks)
                }
            }
            removed.removeAll()
            added.removeAll()
        }
        for edit in edits {
            switch edit {
            case .same(let a, _):
                flushChanges()
                lines.append(" " + old[a])
            case .removed(let a, _): removed.append(a)
            case .added(_, let b): added.append(b)
            }
        }
        flushChanges()
        return lines
    }

    /// `^` under each column where `new` differs from `old`, or `nil` when only one line of
    /// the pair has characters.
    private static func marks(_ old: String, _ new: String) -> String? {
        let a = Array(old)
        let b = Array(new)
        guard !a.isEmpty, !b.isEmpty else { return nil }
        var marks = ""
        for column in 0..<max(a.count, b.count) {
            let same = column < a.count && column < b.count && a[column] == b[column]
            marks.append(same ? " " : "^")
        }
        while marks.last == " " { marks.removeLast() }
        return marks
    }

    /// The edits turning `old` into `new`, from their longest common subsequence; within a
    /// change, removals come before additions.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var pendingAdds: [Edit] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits += pendingAdds
                pendingAdds.removeAll()
                edits.append(.same(i, j))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                pendingAdds.append(.added(i, j))
                j += 1
            } else {
                edits.append(.removed(i, j - pendingAdds.count))
                i += 1
            }
        }
        return edits + pendingAdds
    }
}

extension LineDiff.Edit {
    fileprivate var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}
