/// Files the scaffold wrote: they start with its header line, and stay replaceable by
/// `--force` only while everything in them is pending.
enum ScaffoldedFile {
    /// The start of the first line of every file the scaffold writes.
    static let header = "// Scaffolded by `swift run coverage scaffold"

    /// Whether a file's text was written by the scaffold.
    static func isScaffolded(_ text: String) -> Bool { text.hasPrefix(header) }

    /// The first implemented code of a file, as `line` and what it is; nil when everything
    /// in it is pending. In a test file (under a `Tests/` directory) a test that runs is
    /// implemented; in a source file, a type or member without the pending marker.
    static func implementedCode(in text: String, file: String) -> (line: Int, what: String)? {
        if file.hasPrefix("Tests/") || file.contains("/Tests/") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for test in TestIndexer.tests(in: text, file: file) where !test.isDisabled {
                let line = lines.firstIndex { $0.contains("func \(test.name)(") }.map { $0 + 1 } ?? 1
                return (line, "implemented: the running test `\(test.name)()`")
            }
            return nil
        }
        var found: [(line: Int, what: String)] = []
        for declaration in SourceIndexer.declarations(in: text, file: file) {
            if declaration.kind != .extensionDecl, !declaration.isPending {
                found.append((declaration.line, "\(declaration.kind.rawValue) `\(declaration.name)`"))
            }
            for member in declaration.members where !member.isPending {
                found.append((member.line, "`\(member.selector)`"))
            }
        }
        return found.min { $0.line < $1.line }.map { ($0.line, "implemented: \($0.what)") }
    }
}
