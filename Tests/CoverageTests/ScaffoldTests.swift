import Foundation
import TestSupport
import Testing

@testable import CoverageKit

@Suite struct ScaffoldTests {
    @Test func namesMustBeIdentifiersOrDottedPaths() {
        #expect(ScaffoldName.isValid("Gauge"))
        #expect(ScaffoldName.isValid("GaugeStyleConfiguration.Label"))
        #expect(ScaffoldName.isValid(".padding"))
        #expect(!ScaffoldName.isValid("../Gauge"))
        #expect(!ScaffoldName.isValid("Gauge Style"))
        #expect(!ScaffoldName.isValid("1Gauge"))
        #expect(!ScaffoldName.isValid("Gauge."))
    }

    @Test func invalidNameIsRejectedWithExitCode2() throws {
        let repository = try scaffoldFixture()
        let result = repository.run(["scaffold", "../../etc/passwd"])
        #expect(result.code == 2)
        #expect(
            result.console.errorText
                == "error: '../../etc/passwd' is not a Swift identifier, a dotted path of identifiers or a selector (`Text(_:format:)`)"
        )
    }

    @Test func unknownNameSuggestsTheClosestWithExitCode2() throws {
        let repository = try scaffoldFixture()
        let result = repository.run(["scaffold", "Guage"])
        #expect(result.code == 2)
        #expect(
            result.console.errorText == "error: no API named 'Guage' in the catalog; did you mean 'Gauge'?")
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let repository = try scaffoldFixture()
        let result = repository.run(["scaffold", "Gauge", "--dry-run"])
        #expect(result.code == 0)
        #expect(
            result.console.outputText.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) == [
                "Scaffold plan for Gauge (view, Controls and indicators)",
                "",
                "1. Catalog",
                "   view Gauge: struct Gauge<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View",
                "     available: iOS 16.0, macOS 13.0, tvOS unavailable",
                "     init: init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint",
                "     init: init<V>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint",
                "       available: iOS 17.0, macOS 14.0, tvOS unavailable",
            ])
        let text = result.console.outputText
        #expect(
            text.contains(
                "   related style-protocol GaugeStyle — available: iOS 16.0, macOS 13.0, tvOS unavailable"))
        #expect(
            text.contains(
                "   related style LinearCapacityGaugeStyle (.linearCapacity) — available: iOS 16.0, macOS 13.0, tvOS unavailable"
            ))
        #expect(
            text.contains(
                "   FacetUI: create Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift"))
        #expect(
            text.contains(
                "   FacetUI tests: create Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"))
        #expect(text.contains("   FacetInspector: skipped: package not present"))
        #expect(text.contains("   FacetIntrospect: skipped: package not present"))
        #expect(result.console.outputText.hasSuffix("\n\n--dry-run: nothing written"))
        #expect(!repository.exists("Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift"))
        #expect(!repository.exists("Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"))
    }

    @Test func scaffoldedFilesCompileAndReportThePendingAPI() throws {
        let repository = try scaffoldFixture()
        let result = repository.run(["scaffold", "Gauge"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let source = try repository.read("Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift")
        #expect(source.contains("// facet: pending\n"))
        #expect(
            source.contains(
                "@available(iOS 16.0, macOS 13.0, *)\n@available(tvOS, unavailable)\npublic struct Gauge<Label, CurrentValueLabel>: View, ControlView where Label: View, CurrentValueLabel: View {"
            ))
        let tests = try repository.read("Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift")
        #expect(
            tests.contains("let sut = VStack(content: { Gauge(value: 0.5, label: { Text(\"Sample\") }) })"))
        #expect(tests.contains("@Test(.disabled(\"pending: Gauge is scaffolded, not implemented\"))"))

        try Compiler.typecheck(
            repository, sources: "Packages/FacetUI/Sources/FacetUICore",
            tests: ["Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"])

        #expect(repository.run(["report"]).code == 0)
        #expect(
            try repository.read("readiness.md").contains(
                "| :hourglass: | `Gauge` | pending | 3 · FacetUI/GaugeTests (3 pending) |"))
        #expect(!(try repository.read("unsupported_apis.md")).contains("scaffold Gauge\n"))
    }

    @Test func modifierScaffoldTestsItOnItsContextView() throws {
        let repository = try scaffoldFixture()
        try repository.write(
            "Packages/FacetUI/Sources/FacetUICore/Styles/GaugeStyle.swift",
            """
            public protocol GaugeStyle {}
            public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
            extension GaugeStyle where Self == LinearCapacityGaugeStyle {
                public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
            }
            """)
        #expect(repository.run(["scaffold", "Gauge"]).code == 0)
        let result = repository.run(["scaffold", "gaugeStyle"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(result.console.outputText.contains("   tested on `Gauge`"))
        let tests = try repository.read(
            "Packages/FacetUI/Tests/FacetUITests/Modifiers/GaugeStyleModifierTests.swift")
        #expect(
            tests.contains(
                "let sut = Gauge(value: 0.5, label: { Text(\"Sample\") }).gaugeStyle(.linearCapacity)"))
        #expect(tests.contains("EmptyView does not have 'gaugeStyle' modifier"))
        try Compiler.typecheck(
            repository, sources: "Packages/FacetUI/Sources/FacetUICore",
            tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/GaugeStyleModifierTests.swift"])
        #expect(repository.run(["report"]).code == 0)
        #expect(try repository.read("readiness.md").contains("| :hourglass: | `.gaugeStyle` | pending |"))
    }

    @Test func companionSkeletonsFollowThePackagesAndCompile() throws {
        let repository = try companionFixture()
        let result = repository.run(["scaffold", "Gauge"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let inspectorType = "Packages/FacetInspector/Sources/FacetInspector/ViewTypes/Gauge.swift"
        let inspectionTests = "Packages/FacetInspector/Tests/FacetInspectorTests/GaugeInspectionTests.swift"
        let facetUITests = "Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"
        let introspectType = "Packages/FacetIntrospect/Sources/FacetIntrospect/ViewTypes/GaugeType.swift"
        #expect(
            result.console.outputText.contains(
                """
                   FacetUI: create Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift
                   FacetUI tests: create \(facetUITests)
                   FacetInspector: create \(inspectorType)
                   FacetInspector tests: create \(inspectionTests)
                   FacetIntrospect: create \(introspectType)
                """))
        #expect(!repository.exists("Packages/FacetInspector/Sources/FacetInspector/Views/Gauge.swift"))
        // Without FacetTerminal and FacetGTK, the view's widget content has no mapping to go to.
        #expect(
            result.console.outputText.contains(
                "   FacetUI terminal: skipped: no terminal toolkit (Packages/FacetUI/Sources/FacetTerminal)\n   FacetGTK: skipped: package not present\n"
            ))

        let inspector = try repository.read(inspectorType)
        #expect(inspector.contains("extension Gauge: InspectedGauge {}"))
        #expect(inspector.contains("public static var typePrefix: String { \"Gauge\" }"))
        #expect(
            inspector.contains(
                "public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGauge }"))
        #expect(inspector.contains("public func gauge() throws -> InspectableView<ViewType.Gauge> {"))

        // FacetUI's tests do not depend on FacetInspector: the tests that inspect are its own.
        let uiTests = try repository.read(facetUITests)
        #expect(!uiTests.contains("FacetInspector\n"))
        #expect(!uiTests.contains("Inspector."))
        let inspecting = try repository.read(inspectionTests)
        #expect(inspecting.contains("import FacetInspector\nimport FacetUI\nimport Testing\n"))
        #expect(
            inspecting.contains(
                "let sut = try VStack(content: { Gauge(value: 0.5, label: { Text(\"Sample\") }) }).inspect()\n        print(Inspector.print(sut))"
            ))
        #expect(!inspecting.contains("dump("))

        try Compiler.emitModule(repository, "FacetUI", sources: "Packages/FacetUI/Sources/FacetUICore")
        try Compiler.emitModule(
            repository, "FacetInspector", sources: "Packages/FacetInspector/Sources/FacetInspector",
            imports: ["FacetUI"])
        try Compiler.emitModule(
            repository, "FacetIntrospect", sources: "Packages/FacetIntrospect/Sources/FacetIntrospect",
            imports: ["FacetUI"])
        try Compiler.typecheck(repository, tests: [facetUITests], imports: ["FacetUI"])
        try Compiler.typecheck(repository, tests: [inspectionTests], imports: ["FacetUI", "FacetInspector"])

        #expect(repository.run(["report"]).code == 0)
        let readiness = try repository.read("readiness.md")
        #expect(readiness.contains("| :hourglass: | `Gauge` | pending | pending | pending |"))
        #expect(
            readiness.contains(
                "| 3 · FacetInspector/GaugeInspectionTests (3 pending), 1 · FacetUI/GaugeTests (1 pending) |")
        )
    }

    @Test func scaffoldedFilesAreRegeneratedOnlyWithForceAndWhileEntirelyPending() throws {
        let repository = try scaffoldFixture()
        let gauge = "Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift"
        let tests = "Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"
        #expect(repository.run(["scaffold", "Gauge"]).code == 0)
        // Without its declaration, Gauge is new again: its earlier test file is in the way.
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(gauge))
        try repository.write(tests, try repository.read(tests) + "// notes\n")
        let refused = repository.run(["scaffold", "Gauge"])
        #expect(refused.code == 1)
        #expect(refused.console.errorText == "error: not overwriting existing file without --force: \(tests)")
        #expect(!repository.exists(gauge))
        let forced = repository.run(["scaffold", "Gauge", "--force"])
        #expect(forced.code == 0, "\(forced.console.errorText)")
        #expect(forced.console.outputText.contains("created \(gauge)\nreplaced \(tests)\n"))
        #expect(!(try repository.read(tests)).contains("// notes"))

        // Once a test runs, --force refuses and says where.
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(gauge))
        let enabled = try repository.read(tests).replacingOccurrences(
            of:
                "@Test(.disabled(\"pending: Gauge is scaffolded, not implemented\"))\n    func gaugeInContext",
            with: "@Test\n    func gaugeInContext")
        try repository.write(tests, enabled)
        let line = enabled.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("func gaugeInContext()")
        }.map { $0 + 1 }
        let implemented = repository.run(["scaffold", "Gauge", "--force"])
        #expect(implemented.code == 1)
        #expect(
            implemented.console.errorText
                == "error: not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  \(tests):\(line ?? 0): implemented: the running test `gaugeInContext()`"
        )
        #expect(try repository.read(tests) == enabled)
        #expect(!repository.exists(gauge))
    }

    @Test func supportedAndNotApplicableAPIsWriteNothing() throws {
        let repository = try reportFixture()
        let supported = repository.run(["scaffold", "Gauge"])
        #expect(supported.code == 0)
        #expect(supported.console.outputText == "Gauge is already supported; nothing to scaffold")
        let map = repository.run(["scaffold", "Map"])
        #expect(map.code == 1)
        #expect(
            map.console.outputText
                == "Map is not applicable on Linux: MapKit is not available on Linux; nothing to scaffold")
        #expect(!repository.exists("Packages/FacetUI/Tests/FacetUITests/Views/MapTests.swift"))
    }
}
