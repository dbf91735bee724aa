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

    /// The argument the scaffold was run with, for the header (`Text`, `Text(_:format:)`).
    var request: String?

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
            "// Scaffolded by `swift run coverage scaffold \(request ?? entry.name)`. Enable each test as the API is",
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
        inspectingTestParts(use: use).flatMap { test($0.0, doc: $0.1, body: $0.2) }
    }

    /// The tests that use the API in context: name, doc and body of each.
    private func inspectingTestParts(use: String?) -> [(String, String, [String])] {
        var parts = [
            (
                "\(base)InContext", "Uses the API in its real context and compares exact values.",
                (use.map { [$0, "_ = sut"] } ?? [])
                    + [
                        "Issue.record(\"inspect `sut` and compare exact values of \(entry.displayName)'s attributes\")"
                    ]
            )
        ]
        if entry.kind == .modifier {
            parts.append(
                (
                    "\(base)MissingModifierError", "A view without the modifier reports it as missing.",
                    [
                        "Issue.record(\"expect the error \\\"EmptyView does not have '\(entry.name)' modifier\\\"\")"
                    ]
                ))
        } else {
            parts.append(
                (
                    "searchFor\(upperFirst(base))Children",
                    "Finds child views inside the container by search.",
                    (use.map { [$0, "_ = sut"] } ?? [])
                        + [
                            "Issue.record(\"search for a child view inside \(entry.displayName) and compare its path\")"
                        ]
                ))
        }
        return parts
    }

    private func test(_ name: String, doc: String, body: [String], reason: String? = nil) -> [String] {
        [
            "", "    /// \(doc)", "    @Test(.disabled(\"\(escape(reason ?? pending))\"))",
            "    func \(name)() throws {",
        ]
            + body.map { "        " + $0 } + ["    }"]
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    // MARK: - Beside an existing API

    /// A member scaffolded beside an existing API, with a sample use of it in context.
    struct MemberSample {
        /// How it is written (`Text(_:format:)`).
        var display: String
        /// Its selector (`init(_:format:)`), which names its tests.
        var selector: String
        /// A call of it in context (`VStack { Text(\"Sample\", tableName: nil) }`), or nil.
        var sample: String?
        /// The types FacetUI must declare before it can be declared (deferred), if any.
        var needs: [String] = []
    }

    /// Tests of what an existing API lacks, in a companion file (`TextTests+Pending.swift`,
    /// an empty suite `TextPendingTests` and a section extending it) or in a section appended
    /// to that file. Per member, FacetUI's file hosts the sample (it imports FacetUI only)
    /// and FacetInspector's (`inspecting`) inspects it; without FacetInspector, FacetUI's file
    /// holds the test in context. `standard` adds the API's own tests (investigation, use in
    /// context, search or missing-modifier error) when it has none. Tests whose names are in
    /// `existing` are left out; nil when nothing is left.
    func companion(
        suite: String, members: [MemberSample], standard: Bool, inspecting: Bool, newFile: Bool,
        existing: Set<String>
    ) -> String? {
        var names = existing
        var tests: [String] = []
        func add(_ name: String, _ lines: (String) -> [String]) {
            // A test the file already has is not written again.
            guard !existing.contains(name) else { return }
            var unique = name
            var number = 2
            while names.contains(unique) {
                unique = name + String(number)
                number += 1
            }
            names.insert(unique)
            tests += lines(unique)
        }
        let standardReason = "pending: the tests of \(entry.displayName) are scaffolded, not written"
        if standard {
            let use = sample.map { inspecting ? "let sut = try \($0).inspect()" : "let sut = \($0)" }
            if inspecting || !inspectorPresent {
                add("investigate\(upperFirst(base))") {
                    test(
                        $0, doc: "Workflow step 4: prints the structure of a sample use.",
                        body: use.map { [$0, inspecting ? "print(Inspector.print(sut))" : "dump(sut)"] }
                            ?? [recordSample], reason: standardReason)
                }
                for (name, doc, body) in inspectingTestParts(use: use) {
                    add(name) { test($0, doc: doc, body: body, reason: standardReason) }
                }
            } else {
                add("host\(upperFirst(base))InContext") {
                    test(
                        $0,
                        doc:
                            "Hosts a sample use in its context; its inspection tests are in FacetInspectorTests.",
                        body: (use.map { [$0, "_ = sut"] } ?? [])
                            + [
                                "Issue.record(\"host `sut` and compare the widgets \(entry.displayName) creates\")"
                            ],
                        reason: standardReason)
                }
            }
        }
        for member in members {
            let reason = "pending: \(member.display) is scaffolded, not implemented"
            let suffix = Self.suffix(member.selector)
            let first =
                member.needs.isEmpty ? "" : " (once FacetUI declares \(member.needs.joined(separator: ", ")))"
            let record =
                "Issue.record(\"write a sample use of \(member.display) in its context\(escape(first))\")"
            if inspecting {
                add("\(base)\(suffix)InContext") {
                    test(
                        $0, doc: "`\(member.display)` in its real context: compares exact values.",
                        body: member.sample.map {
                            [
                                "let sut = try \($0).inspect()", "_ = sut",
                                "Issue.record(\"inspect `sut` and compare exact values of \(member.display)'s attributes\")",
                            ]
                        } ?? [record], reason: reason)
                }
            } else if inspectorPresent {
                add("host\(upperFirst(base))\(suffix)") {
                    test(
                        $0,
                        doc:
                            "`\(member.display)` hosted in its context; its inspection test is in FacetInspectorTests.",
                        body: member.sample.map {
                            [
                                "let sut = \($0)", "_ = sut",
                                "Issue.record(\"host `sut` and compare the widgets \(member.display) creates\")",
                            ]
                        } ?? [record], reason: reason)
                }
            } else {
                add("\(base)\(suffix)InContext") {
                    test(
                        $0, doc: "`\(member.display)` in its real context: compares exact values.",
                        body: member.sample.map {
                            [
                                "let sut = \($0)", "_ = sut",
                                "Issue.record(\"inspect `sut` and compare exact values of \(member.display)'s attributes\")",
                            ]
                        } ?? [record], reason: reason)
                }
            }
        }
        if tests.isEmpty { return nil }
        var lines: [String] = []
        if newFile {
            lines += header(
                imports: inspecting
                    ? ["import FacetInspector", "import FacetUI", "import Testing"]
                    : ["import Testing", "", "@testable import FacetUI"])
            lines += [
                "/// Pending tests of what `\(entry.displayName)` lacks, scaffolded beside its tests.",
                "@MainActor",
                "@Suite struct \(suite) {}",
            ]
        }
        let titles = members.map(\.display) + (standard ? ["tests of \(entry.displayName)"] : [])
        lines += [
            "", "// MARK: - \(titles.joined(separator: ", ")) (scaffolded)", "", "extension \(suite) {",
        ]
        lines += tests.dropFirst()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The part of a test name a selector gives: `InitFormat` for `init(_:format:)`,
    /// `CountCoordinateSpacePerform` for `onTapGesture(count:coordinateSpace:perform:)`.
    static func suffix(_ selector: String) -> String {
        let name = selector.prefix { $0 != "(" }
        let labels = selector.drop { $0 != "(" }.dropFirst().split(separator: ":").filter {
            $0 != "_" && $0 != ")"
        }
        let words = (name == "init" ? ["init"] : []) + labels.map(String.init)
        let text = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return text.isEmpty ? (selector.contains("(") ? "Unlabeled" : upper(String(name))) : text
    }

    private static func upper(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    private func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    private func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
