import Foundation
import Testing

@testable import CoverageKit

/// Selectors scaffold one overload; unknown and invalid ones are usage errors (exit 2).
@Suite struct ScaffoldSelectorTests {
    @Test func selectorsAddOneOverloadAndLaterOnesAppendAMarkedSection() throws {
        let repository = try additionsFixture()
        let first = repository.run(["scaffold", "Text(verbatim:)"])
        #expect(first.code == 0, "\(first.console.errorText)")
        #expect(
            first.console.outputText.hasPrefix(
                "Scaffold plan for Text(verbatim:) (view Text, Text and images): FacetUI declares it"))
        #expect(first.console.outputText.contains("     init: init(verbatim content: String)\n\n2. Context"))
        let written = try repository.read(textCompanion)
        #expect(written.hasPrefix("// Scaffolded by `swift run coverage scaffold Text(verbatim:)`."))
        #expect(!written.contains("tableName"))
        #expect(!written.contains("DateStyle"))
        let firstTests = try repository.read(textTests)
        #expect(firstTests.contains("func textInitVerbatimInContext()"))
        #expect(!firstTests.contains("investigateText"))

        let plan = repository.run(["scaffold", "Text(_:tableName:)", "--dry-run"])
        #expect(
            plan.console.outputText.contains(
                """
                   FacetUI: extend \(textCompanion) (appends a marked section; the existing text stays)
                   FacetUI tests: extend \(textTests) (appends a marked section; the existing text stays)
                """))
        let second = repository.run(["scaffold", "Text(_:tableName:)"])
        #expect(second.code == 0, "\(second.console.errorText)")
        let extended = try repository.read(textCompanion)
        #expect(extended.hasPrefix(written))
        #expect(
            extended.dropFirst(written.count).hasPrefix(
                "\n// MARK: - Text: missing initializers, scaffolded\n\n/// `Text`: catalog initializers FacetUI does not declare yet, scaffolded by\n/// `swift run coverage scaffold Text(_:tableName:)`."
            ))
        #expect(try repository.read(textTests).hasPrefix(firstTests))
        try compileFixture(repository, tests: [textTests])

        let again = repository.run(["scaffold", "Text(verbatim:)"])
        #expect(again.code == 0)
        #expect(
            again.console.outputText
                == "Text(verbatim:) is already scaffolded, pending at \(textCompanion):12; nothing to add")
    }

    @Test func aSelectorOfAnImplementedMemberIsAlreadySupported() throws {
        let repository = try additionsFixture()
        let before = try snapshotFiles(repository)
        let result = repository.run(["scaffold", "Text(_:)"])
        #expect(result.code == 0)
        #expect(
            result.console.outputText == "Text(_:) is already supported (\(textFile):24); nothing to scaffold"
        )
        // The leading labels of one overload name it too.
        let abbreviated = repository.run(["scaffold", "VStack(alignment:)"])
        #expect(abbreviated.code == 0)
        #expect(
            abbreviated.console.outputText
                == "VStack(alignment:spacing:content:) is already supported (\(textFile):30); nothing to scaffold"
        )
        #expect(try snapshotFiles(repository) == before)
    }

    @Test func unknownSelectorsGetTheNearestOverloadsWithExitCode2() throws {
        let repository = try additionsFixture()
        let typo = repository.run(["scaffold", "Text(verbatimm:)"])
        #expect(typo.code == 2)
        #expect(
            typo.console.errorText
                == "error: no overload 'Text(verbatimm:)' in the catalog; did you mean 'Text(verbatim:)'?")
        let name = repository.run(["scaffold", "Txet(verbatim:)"])
        #expect(name.code == 2)
        #expect(
            name.console.errorText
                == "error: no overload 'Txet(verbatim:)' in the catalog; did you mean 'Text(verbatim:)'?")
        let modifier = repository.run(["scaffold", ".opacity(_:animate:)"])
        #expect(modifier.code == 2)
        #expect(
            modifier.console.errorText
                == "error: no overload '.opacity(_:animate:)' in the catalog; did you mean '.opacity(_:animated:)'?"
        )
        // Leading labels that start several overloads name none of them.
        let several = repository.run(["scaffold", "Gauge(value:)"])
        #expect(several.code == 2)
        #expect(
            several.console.errorText
                == "error: no overload 'Gauge(value:)' in the catalog; did you mean 'Gauge(value:in:label:)' or 'Gauge(value:label:currentValueLabel:)'?"
        )
        let far = repository.run(["scaffold", "Zzzz(q:)"])
        #expect(far.code == 2)
        #expect(far.console.errorText == "error: no overload 'Zzzz(q:)' in the catalog")
        let member = repository.run(["scaffold", "Text.frobnicate"])
        #expect(member.code == 2)
        #expect(member.console.errorText == "error: no API named 'Text.frobnicate' in the catalog")
    }

    @Test func selectorsParse() {
        let text = ScaffoldRequest("Text(_:format:)")
        #expect(text?.path == ["Text"] && text?.labels == ["_", "format"] && text?.leadingDot == false)
        #expect(
            ScaffoldRequest(".onTapGesture(count:coordinateSpace:perform:)")?.labels == [
                "count", "coordinateSpace", "perform",
            ])
        #expect(ScaffoldRequest(".onTapGesture(count:coordinateSpace:perform:)")?.leadingDot == true)
        #expect(ScaffoldRequest("Text.init(verbatim:)")?.path == ["Text", "init"])
        #expect(ScaffoldRequest("PrimitiveButtonStyle.bordered")?.labels == nil)
        #expect(ScaffoldRequest("Button()")?.labels == [])
        #expect(ScaffoldRequest("Text( _: format: )")?.text == "Text(_:format:)")
        for invalid in [
            "Text(_:format)", "Text(", "Text(a b:)", "../Text", "Text(_:)x", "Text()()", "(_:)", "1Text(_:)",
        ] {
            #expect(ScaffoldRequest(invalid) == nil, "\(invalid)")
        }
    }

    @Test func anInvalidSelectorIsRejectedWithExitCode2() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Text(_:format"])
        #expect(result.code == 2)
        #expect(
            result.console.errorText
                == "error: 'Text(_:format' is not a Swift identifier, a dotted path of identifiers or a selector (`Text(_:format:)`)"
        )
    }

    @Test func aDeferredSelectorIsListedOnceWithAReminderTest() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", ".opacity(_:in:)"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   no declaration can be added yet:\n   deferred: func opacity("))
        let companion = try repository.read("\(coreSources)/Modifiers/View+opacity+Pending.swift")
        #expect(companion.contains("extension View {}"))
        let tests = try repository.read(
            "Packages/FacetUI/Tests/FacetUITests/Modifiers/OpacityModifierTests+Pending.swift")
        #expect(
            tests.contains(
                "Issue.record(\"write a sample use of .opacity(_:in:) in its context (once FacetUI declares CoordinateSpaceProtocol)\")"
            ))
        try compileFixture(
            repository,
            tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/OpacityModifierTests+Pending.swift"])
        let again = repository.run(["scaffold", ".opacity(_:in:)"])
        #expect(again.code == 0)
        #expect(
            again.console.outputText
                == ".opacity: nothing to add (listed as waiting for what FacetUI does not declare yet: opacity(_:in:))"
        )
    }

    @Test func aMissingOrExtraArgumentIsAUsageErrorWithExitCode2() throws {
        let repository = try additionsFixture()
        for arguments in [
            ["scaffold"], ["scaffold", "Text", "Button"], ["scaffold", "Text", "--frobnicate"],
        ] {
            let result = repository.run(arguments)
            #expect(result.code == 2, "\(arguments)")
            #expect(result.console.errorText.hasPrefix("error: "), "\(arguments)")
        }
        #expect(
            repository.run(["scaffold"]).console.errorText
                == "error: usage: coverage scaffold NAME|SELECTOR [--dry-run] [--force] [--root DIR] (SELECTOR: `Text(_:format:)`, `.padding(_:_:)`, `PrimitiveButtonStyle.bordered`)"
        )
        let notApplicable = repository.run(["scaffold", "Map"])
        #expect(notApplicable.code == 1)
        #expect(!repository.exists("\(coreSources)/Views/Map.swift"))
    }
}
