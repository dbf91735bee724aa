/// Writes the scaffolded test files, following the workflow's test practices: test in the
/// real context, compare exact values, check the missing-modifier error, search for child
/// views inside the container. Every test is `@Test(.disabled("pending: …"))`: it compiles
/// and does not run until the API is implemented.
///
/// Tests that inspect need FacetInspector, which FacetUI's tests do not depend on: when
/// FacetInspector exists they go to its test target (``inspectionFile()``), and FacetUI's
/// file (``render()``) keeps a hosting test that imports FacetUI only. Without it, FacetUI's
/// file holds every test and the investigation `dump`s the sample.
struct TestRenderer {
    let entry: CatalogEntry
    let suiteName: String
    /// The sample use, already in its context (`VStack { Gauge(value: 0.5, label: { Text("Sample") }) }`).
    let sample: String?
    /// Whether FacetInspector exists, so that the inspecting tests go to its test target.
    let inspectorPresent: Bool

    /// The suite of the FacetInspector test file.
    var inspectionSuiteName: String {
        (suiteName.hasSuffix("Tests") ? String(suiteName.dropLast("Tests".count)) : suiteName)
            + "InspectionTests"
    }

    private var pending: String { "pending: \(entry.displayName) is scaffolded, not implemented" }
    private var base: String { entry.kind == .modifier ? entry.name : lowerFirst(entry.simpleName) }

    /// The FacetUI test file (module FacetUITests): imports FacetUI only.
    func render() -> String {
        var lines = header(imports: ["import Testing", "", "@testable import FacetUI"])
        lines += suite(suiteName)
        let use = sample.map { "let sut = \($0)" }
        if inspectorPresent {
            lines += test(
                "host\(upperFirst(base))InContext",
                doc: "Hosts a sample use in its context; its inspection tests are in FacetInspectorTests.",
                body: (use.map { [$0, "_ = sut"] } ?? [])
                    + ["Issue.record(\"host `sut` and compare the widgets \(entry.displayName) creates\")"])
        } else {
            lines += test(
                "investigate\(upperFirst(base))",
                doc: "Workflow step 4: prints the structure of a sample use.",
                body: use.map { [$0, "dump(sut)"] } ?? [recordSample])
            lines += inspectingTests(use: use)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The FacetInspector test file (module FacetInspectorTests): the investigation with
    /// `Inspector.print(_:)` and the tests that inspect.
    func inspectionFile() -> String {
        var lines = header(imports: ["import FacetInspector", "import FacetUI", "import Testing"])
        lines += suite(inspectionSuiteName)
        let use = sample.map { "let sut = try \($0).inspect()" }
        lines += test(
            "investigate\(upperFirst(base))", doc: "Workflow step 4: prints the structure of a sample use.",
            body: use.map { [$0, "print(Inspector.print(sut))"] } ?? [recordSample])
        lines += inspectingTests(use: use)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private var recordSample: String {
        "Issue.record(\"write a sample use of \(entry.displayName) in its context\")"
    }

    private func header(imports: [String]) -> [String] {
        [
            "// Scaffolded by `swift run coverage scaffold \(entry.name)`. Enable each test as the API is",
            "// implemented; see the test practices in Tools/Coverage/README.md.",
            "",
        ] + imports + [""]
    }

    private func suite(_ name: String) -> [String] {
        [
            "/// Tests of `\(entry.displayName)`\(entry.context.map { ", used \($0.phrase)" } ?? "").",
            "@MainActor",
            "@Suite struct \(name) {",
        ]
    }

    private func inspectingTests(use: String?) -> [String] {
        var lines = test(
            "\(base)InContext", doc: "Uses the API in its real context and compares exact values.",
            body: (use.map { [$0, "_ = sut"] } ?? [])
                + [
                    "Issue.record(\"inspect `sut` and compare exact values of \(entry.displayName)'s attributes\")"
                ])
        if entry.kind == .modifier {
            lines += test(
                "\(base)MissingModifierError", doc: "A view without the modifier reports it as missing.",
                body: [
                    "Issue.record(\"expect the error \\\"EmptyView does not have '\(entry.name)' modifier\\\"\")"
                ])
        } else {
            lines += test(
                "searchFor\(upperFirst(base))Children",
                doc: "Finds child views inside the container by search.",
                body: (use.map { [$0, "_ = sut"] } ?? [])
                    + [
                        "Issue.record(\"search for a child view inside \(entry.displayName) and compare its path\")"
                    ])
        }
        return lines
    }

    private func test(_ name: String, doc: String, body: [String]) -> [String] {
        ["", "    /// \(doc)", "    @Test(.disabled(\"\(pending)\"))", "    func \(name)() throws {"]
            + body.map { "        " + $0 } + ["    }"]
    }

    private func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    private func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
