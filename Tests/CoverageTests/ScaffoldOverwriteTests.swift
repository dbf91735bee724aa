import Foundation
import Testing

@testable import CoverageKit

/// What the scaffold writes over: never code someone else wrote, its own files only with `--force` and while entirely pending.
@Suite struct ScaffoldOverwriteTests {
    @Test func aCompanionFileSomeoneElseWroteIsNeverWritten() throws {
        let repository = try additionsFixture()
        try repository.write(textCompanion, "// mine\n")
        for arguments in [
            ["scaffold", "Text"], ["scaffold", "Text", "--force"], ["scaffold", "Text(verbatim:)"],
        ] {
            let result = repository.run(arguments)
            #expect(result.code == 1, "\(arguments)")
            #expect(
                result.console.errorText
                    == "error: not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  \(textCompanion): exists and was not written by the scaffold",
                "\(arguments)")
        }
        #expect(try repository.read(textCompanion) == "// mine\n")
        #expect(!repository.exists(textTests))
        // The dry run shows the plan, then the same error.
        let dryRun = repository.run(["scaffold", "Text", "--dry-run"])
        #expect(dryRun.code == 1)
        #expect(dryRun.console.outputText.hasSuffix("--dry-run: nothing written"))
    }

    @Test func forceRegeneratesTheScaffoldsFilesWhileTheyAreEntirelyPending() throws {
        let repository = try additionsFixture()
        #expect(repository.run(["scaffold", "Text"]).code == 0)
        try repository.write(textCompanion, try repository.read(textCompanion) + "// notes\n")
        let forced = repository.run(["scaffold", "Text", "--force"])
        #expect(forced.code == 0, "\(forced.console.errorText)")
        #expect(forced.console.outputText.contains("   FacetUI: replace \(textCompanion)\n"))
        #expect(forced.console.outputText.contains("replaced \(textCompanion)\nreplaced \(textTests)\n"))
        #expect(!(try repository.read(textCompanion)).contains("// notes"))
        try compileFixture(repository, tests: [textTests])
    }

    @Test func forceRefusesToReplaceImplementedCodeAndSaysWhere() throws {
        let repository = try additionsFixture()
        #expect(repository.run(["scaffold", "Text"]).code == 0)
        // Implement `init(verbatim:)`: its marker goes.
        let companion = try repository.read(textCompanion)
        try repository.write(
            textCompanion,
            companion.replacingOccurrences(
                of:
                    "    // facet: pending\n    /// Pending: delegates to `self.init(\"\")` until implemented.\n    @available(iOS 13.0, macOS 10.15, *)\n    public init(verbatim",
                with: "    @available(iOS 13.0, macOS 10.15, *)\n    public init(verbatim"))
        let before = try snapshotFiles(repository)
        let forced = repository.run(["scaffold", "Text", "--force"])
        #expect(forced.code == 1)
        #expect(
            forced.console.errorText
                == "error: not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  \(textCompanion):13: implemented: `init(verbatim:)`"
        )
        #expect(try snapshotFiles(repository) == before)
        // Without --force, only what is missing would be added: nothing is.
        let plain = repository.run(["scaffold", "Text"])
        #expect(plain.code == 0)
        #expect(
            plain.console.outputText.hasPrefix(
                "Text: nothing to add (pending already: init(_:tableName:) at "))
    }

    @Test func aNewAPIsTestFileNameTakenByAnotherFileGoesBesideIt() throws {
        let repository = try additionsFixture()
        let taken = "Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift"
        try repository.write(taken, "// mine\n")
        let result = repository.run(["scaffold", "Gauge"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   FacetUI tests: create \(Placement.companionPath(of: taken))\n"))
        #expect(try repository.read(taken) == "// mine\n")
        let beside = try repository.read(Placement.companionPath(of: taken))
        #expect(beside.contains("@Suite struct GaugePendingTests {}"))
        #expect(beside.contains("func investigateGauge() throws {"))
    }

    @Test func aNewModifierThatCouldDeclareNothingIsNotScaffoldedTwice() throws {
        let repository = try additionsFixture()
        let first = repository.run(["scaffold", "blur"])
        #expect(first.code == 0, "\(first.console.errorText)")
        #expect(
            first.console.outputText.contains(
                "   FacetUI: extend \(coreSources)/Modifiers/RenderingModifiers.swift"))
        #expect(
            first.console.outputText.contains(
                "   0 of 1 catalog declarations emitted\n   deferred: func blur"))
        let before = try snapshotFiles(repository)
        let again = repository.run(["scaffold", "blur"])
        #expect(again.code == 0, "\(again.console.errorText)")
        #expect(
            again.console.outputText
                == ".blur: nothing to add (listed as waiting for what FacetUI does not declare yet: blur(_:))"
        )
        #expect(try snapshotFiles(repository) == before)
        try compileFixture(
            repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/BlurModifierTests.swift"])
    }
}
