/// Writes the scaffolded test file, following the workflow's test practices: test in the
/// real context, compare exact values, check the missing-modifier error, search for child
/// views inside the container. Every test is `@Test(.disabled("pending: …"))`: it compiles
/// and does not run until the API is implemented.
struct TestRenderer {
    let entry: CatalogEntry
    let suiteName: String
    /// The sample use, already in its context (`VStack { Gauge(value: 0.5, label: { Text("Sample") }) }`).
    let sample: String?
    /// Whether FacetInspector exists, so that tests can inspect.
    let inspectorPresent: Bool

    func render() -> String {
        let pending = "pending: \(entry.displayName) is scaffolded, not implemented"
        let base = entry.kind == .modifier ? entry.name : lowerFirst(entry.simpleName)
        var lines = [
            "// Scaffolded by `swift run coverage scaffold \(entry.name)`. Enable each test as the API is",
            "// implemented; see the test practices in Tools/Coverage/README.md.",
            "",
            "import Testing",
            "",
        ]
        if inspectorPresent { lines.append("@testable import FacetInspector") }
        lines += ["@testable import FacetUI", ""]
        lines += [
            "/// Tests of `\(entry.displayName)`\(entry.context.map { ", used \($0.phrase)" } ?? "").",
            "@MainActor",
            "@Suite struct \(suiteName) {",
        ]
        let use = sample.map { "let sut = \($0)" }
        lines += test(
            "investigate\(upperFirst(base))", pending,
            doc: "Workflow step 4: prints the structure of a sample use.",
            body: use.map { [$0, inspectorPresent ? "print(Inspector.print(sut))" : "dump(sut)"] }
                ?? ["Issue.record(\"write a sample use of \(entry.displayName) in its context\")"])
        lines += test(
            "\(base)InContext", pending,
            doc: "Uses the API in its real context and compares exact values.",
            body: (use.map { [$0, "_ = sut"] } ?? [])
                + [
                    "Issue.record(\"inspect `sut` and compare exact values of \(entry.displayName)'s attributes\")"
                ])
        if entry.kind == .modifier {
            lines += test(
                "\(base)MissingModifierError", pending,
                doc: "A view without the modifier reports it as missing.",
                body: [
                    "Issue.record(\"expect the error \\\"EmptyView does not have '\(entry.name)' modifier\\\"\")"
                ])
        } else {
            lines += test(
                "searchFor\(upperFirst(base))Children", pending,
                doc: "Finds child views inside the container by search.",
                body: (use.map { [$0, "_ = sut"] } ?? [])
                    + [
                        "Issue.record(\"search for a child view inside \(entry.displayName) and compare its path\")"
                    ])
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func test(_ name: String, _ reason: String, doc: String, body: [String]) -> [String] {
        ["", "    /// \(doc)", "    @Test(.disabled(\"\(reason)\"))", "    func \(name)() throws {"]
            + body.map { "        " + $0 } + ["    }"]
    }

    private func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    private func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
