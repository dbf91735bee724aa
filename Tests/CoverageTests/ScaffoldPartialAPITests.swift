import Foundation
import Testing

@testable import CoverageKit

/// A partial API (FacetUI declares it) gets only what it lacks, in companion files beside its code; existing code never changes.
@Suite struct ScaffoldPartialAPITests {
    @Test func partialAPIGetsOnlyItsMissingMembersInCompanionFiles() throws {
        let repository = try additionsFixture()
        let dryRun = repository.run(["scaffold", "Text", "--dry-run"])
        #expect(dryRun.code == 0, "\(dryRun.console.errorText)")
        let plan = dryRun.console.outputText
        #expect(
            plan.hasPrefix(
                "Scaffold plan for Text (view, Text and images): FacetUI declares it; only what is missing is added, beside the existing code\n"
            ))
        #expect(
            plan.contains(
                """
                3. Placement
                   FacetUI: create \(textCompanion)
                   FacetUI tests: create \(textTests)
                   FacetInspector, FacetIntrospect: not written (FacetUI declares Text; their skeletons come with a new API)
                """))
        #expect(
            plan.contains(
                """
                   FacetUI declares Text at \(textFile):22; nothing there changes
                   2 declarations added, pending:
                     + init(verbatim content: String)
                     + init(_ content: String, tableName: String? = nil)
                   deferred: init(_ date: Date, style: Text.DateStyle) (needs Text.DateStyle)
                   Text has no test yet: its tests are scaffolded too
                """))
        #expect(!repository.exists(textCompanion))

        let before = try snapshotFiles(repository)
        let result = repository.run(["scaffold", "Text"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let after = try snapshotFiles(repository)
        // Nothing that existed changed; only the companion files are new.
        #expect(after.filter { before[$0.key] != nil } == before)
        #expect(Set(after.keys).subtracting(before.keys) == [textCompanion, textTests])

        let companion = try repository.read(textCompanion)
        #expect(ScaffoldedFile.isScaffolded(companion))
        #expect(
            companion.contains(
                """
                /// Catalog declarations not emitted yet (they name types FacetUI does not declare):
                /// - `init(_ date: Date, style: Text.DateStyle)` — needs Text.DateStyle
                extension Text {
                    // facet: pending
                    /// Pending: delegates to `self.init("")` until implemented.
                    @available(iOS 13.0, macOS 10.15, *)
                    public init(verbatim content: String) {
                        self.init("")
                    }
                """))
        let tests = try repository.read(textTests)
        #expect(tests.contains("@Suite struct TextPendingTests {}"))
        #expect(tests.contains("extension TextPendingTests {"))
        #expect(tests.contains("let sut = VStack(content: { Text(verbatim: \"Sample\") })"))
        #expect(tests.contains("let sut = VStack(content: { Text(\"Sample\", tableName: nil) })"))
        #expect(tests.contains("func textInitVerbatimInContext() throws {"))
        #expect(
            tests.contains(
                "Issue.record(\"write a sample use of Text(_:style:) in its context (once FacetUI declares Text.DateStyle)\")"
            ))
        // Text has no test: its own tests come too, with a sample through a declared initializer.
        #expect(
            tests.contains(
                "func investigateText() throws {\n        let sut = VStack(content: { Text(\"Sample\") })"))
        #expect(!tests.contains("@Test func"))

        try compileFixture(repository, tests: [textTests])

        #expect(repository.run(["report"]).code == 0)
        let readiness = try repository.read("readiness.md")
        // Partial, its new members pending (not implemented, so still missing), its tests pending.
        #expect(
            readiness.contains(
                "| :technologist: | `Text` | 1/4 initializers | 5 · FacetUI/TextTests+Pending (5 pending) |"
            ))
        let unsupported = try repository.read("unsupported_apis.md")
        #expect(unsupported.contains("`init(_:style:)`, `init(_:tableName:)`, `init(verbatim:)`"))
        #expect(unsupported.contains("`a running test (all are disabled)`"))
    }

    @Test func aSecondRunAddsNothingAndSaysWhy() throws {
        let repository = try additionsFixture()
        #expect(repository.run(["scaffold", "Text"]).code == 0)
        let before = try snapshotFiles(repository)
        let again = repository.run(["scaffold", "Text"])
        #expect(again.code == 0, "\(again.console.errorText)")
        #expect(
            again.console.outputText
                == "Text: nothing to add (pending already: init(verbatim:) at \(textCompanion):15, init(_:tableName:) at \(textCompanion):22; listed as waiting for what FacetUI does not declare yet: init(_:style:)); --force regenerates the scaffold's own files while they are entirely pending"
        )
        #expect(try snapshotFiles(repository) == before)
    }

    @Test func aModifierGetsItsMissingOverloadsBesideItsFile() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", ".opacity"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let path = "\(coreSources)/Modifiers/View+opacity+Pending.swift"
        let tests = "Packages/FacetUI/Tests/FacetUITests/Modifiers/OpacityModifierTests+Pending.swift"
        #expect(
            result.console.outputText.contains(
                "   FacetUI: create \(path)\n   FacetUI tests: create \(tests)\n"))
        let companion = try repository.read(path)
        #expect(
            companion.contains(
                """
                /// - `func opacity(_ opacity: Double, in space: some CoordinateSpaceProtocol) -> some View` — needs CoordinateSpaceProtocol
                extension View {
                    // facet: pending
                    /// Pending: returns the view unchanged until implemented.
                    @available(iOS 13.0, macOS 10.15, *)
                    public func opacity(_ opacity: Double, animated: Bool) -> some View { self }
                }
                """))
        let testText = try repository.read(tests)
        #expect(testText.contains("let sut = Text(\"Sample\").opacity(0.5, animated: true)"))
        #expect(testText.contains("func opacityAnimatedInContext() throws {"))
        #expect(testText.contains("EmptyView does not have 'opacity' modifier"))
        try compileFixture(repository, tests: [tests])
        #expect(
            try repository.read("\(coreSources)/Modifiers/RenderingModifiers.swift").hasPrefix(
                "extension View {\n    /// Sets"))
    }

    @Test func namesShadowedByGenericParametersAreQualifiedAndUndelegatableInitializersTrap() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Button(_:systemImage:action:)"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let companion = try repository.read("\(coreSources)/Views/Controls/Button+Pending.swift")
        #expect(
            companion.contains(
                """
                    // facet: pending
                    /// Pending: traps until implemented.
                    @available(iOS 14.0, macOS 11.0, *)
                    public init(_ title: String, systemImage: String, action: @escaping () -> Void) where Label == FacetUICore.Label<Text, Text> {
                        fatalError("pending: Button(_:systemImage:action:) is scaffolded, not implemented")
                    }
                """))
        let tests = "Packages/FacetUI/Tests/FacetUITests/Views/ButtonTests+Pending.swift"
        #expect(
            try repository.read(tests).contains(
                "let sut = VStack(content: { Button(\"Sample\", systemImage: \"Sample\", action: {}) })"))
        try compileFixture(repository, tests: [tests])
    }

    @Test func anInitializerSwiftMaySynthesizeIsNotRedeclared() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Divider"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   not scaffolded: init() (Swift may synthesize it for Divider, which declares no initializer; declare it in the type itself)"
            ))
        #expect(!repository.exists("\(coreSources)/Views/Divider+Pending.swift"))
        #expect(repository.exists("Packages/FacetUI/Tests/FacetUITests/Views/DividerTests+Pending.swift"))
        let selector = repository.run(["scaffold", "Divider()"])
        #expect(selector.code == 0)
        #expect(
            selector.console.outputText
                == "Divider(): Swift may synthesize `init()` for Divider, which declares no initializer, so an extension cannot declare it; declare it in the type itself"
        )
    }

    @Test func aNewAPIScaffoldedBySelectorGrowsByAdditions() throws {
        let repository = try additionsFixture()
        let gauge = "\(coreSources)/Views/Controls/Gauge.swift"
        let first = repository.run(["scaffold", "Gauge(value:in:label:)"])
        #expect(first.code == 0, "\(first.console.errorText)")
        let declared = try repository.read(gauge)
        #expect(declared.contains("public init<V>(value: V, in bounds: ClosedRange<V> = 0...1"))
        #expect(!declared.contains("currentValueLabel: () -> CurrentValueLabel) where"))
        // Gauge is pending now: the rest goes beside it.
        let rest = repository.run(["scaffold", "Gauge"])
        #expect(rest.code == 0, "\(rest.console.errorText)")
        #expect(try repository.read(gauge) == declared)
        let companion = try repository.read("\(coreSources)/Views/Controls/Gauge+Pending.swift")
        #expect(
            companion.contains(
                "    /// Pending: traps until implemented.\n    @available(iOS 17.0, macOS 14.0, *)\n    @available(tvOS, unavailable)\n    public init<V>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint {"
            ))
        try compileFixture(
            repository,
            tests: [
                "Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift",
                "Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests+Pending.swift",
            ])
        #expect(repository.run(["report"]).code == 0)
        #expect(try repository.read("readiness.md").contains("| :hourglass: | `Gauge` | pending |"))

        // --force regenerates the scaffold's files; the companion keeps what it declares (declared once).
        let forced = repository.run(["scaffold", "Gauge", "--force"])
        #expect(forced.code == 0, "\(forced.console.errorText)")
        #expect(forced.console.outputText.contains("   FacetUI: replace \(gauge)\n"))
        let regenerated = try repository.read(gauge)
        #expect(!regenerated.contains("currentValueLabel: () -> CurrentValueLabel) where"))
        #expect(repository.exists("\(coreSources)/Views/Controls/Gauge+Pending.swift"))
    }
}
