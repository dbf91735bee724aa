import Foundation
import Testing

@testable import CoverageKit

/// Declarations that would not compile in FacetUI are deferred with what they wait for, or get a pending stub around them.
@Suite struct ScaffoldDeferralTests {
    @Test func aNestedTypeWhoseParentIsMissingGetsTheParentAsAPendingStub() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "GaugeStyleConfiguration.Label"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   `GaugeStyleConfiguration` is not declared: the file declares it as an empty pending stub around `Label`"
            ))
        let path = "\(coreSources)/Views/GaugeStyleConfiguration+Label.swift"
        let source = try repository.read(path)
        #expect(
            source.contains(
                "// facet: pending\n/// `GaugeStyleConfiguration`, declared here as an empty pending stub so that `GaugeStyleConfiguration.Label` can be:"
            ))
        #expect(source.contains("public struct GaugeStyleConfiguration {\n    // facet: pending\n"))
        #expect(source.contains("    public struct Label: View {"))
        try compileFixture(
            repository,
            tests: ["Packages/FacetUI/Tests/FacetUITests/Views/GaugeStyleConfigurationLabelTests.swift"])
        #expect(repository.run(["report"]).code == 0)
        #expect(
            try repository.read("readiness.md").contains(
                "| :hourglass: | `GaugeStyleConfiguration.Label` | pending |"))
    }

    @Test func membersWhoseDefaultsOrConstraintsFacetUICannotProvideAreDeferred() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Panel"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let plan = result.console.outputText
        #expect(plan.contains("   1 of 5 catalog declarations emitted\n"))
        #expect(
            plan.contains(
                "   deferred: init(tint: Double = Tint(.sRGBLinear, white: 0)) (needs the default value `Tint(.sRGBLinear, white: 0)`)"
            ))
        #expect(
            plan.contains(
                "   deferred: init<B>(fill: B = Plain()) where B: Stylish (needs `Plain` to conform to Stylish (for the default value `Plain()`))"
            ))
        #expect(
            plan.contains(
                "   deferred: init(initialValue: Value, step: Path.Value) (needs the constraints of `Path`)"))
        #expect(
            plan.contains(
                "   deferred: init(action: @escaping () -> Void = { print(\"x\") }) (needs the default value `{ print(\"x\") }`)"
            ))
        let source = try repository.read("\(coreSources)/Views/Panel.swift")
        // The header leaves out `Path: Keyframes` (undeclared) and so `Value == Path.Value`.
        #expect(source.contains("public struct Panel<Value, Path>: View {"))
        #expect(
            source.contains(
                "    public init(count: Int = 1, title: String? = nil, alignment: Int = .zero) {}"))
        try compileFixture(repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Views/PanelTests.swift"])
    }

    @Test func aStyleProtocolIsAProtocolAndConstraintsMustBeOne() throws {
        let repository = try additionsFixture()
        // Declared as a struct (as earlier scaffolds did), it cannot constrain anything.
        try repository.write("\(coreSources)/Styles/ShelfStyle.swift", "public struct ShelfStyle {}\n")
        let modifier = repository.run(["scaffold", "shelfStyle", "--dry-run"])
        #expect(modifier.code == 0, "\(modifier.console.errorText)")
        #expect(
            modifier.console.outputText.contains(
                "   deferred: func shelfStyle<S>(_ style: S) -> some View where S: ShelfStyle (needs `ShelfStyle` to be a protocol)"
            ))
        #expect(
            modifier.console.outputText.contains(
                "   deferred: func shelfStyle(named style: some ShelfStyle) -> some View (needs `ShelfStyle` to be a protocol)"
            ))
        try FileManager.default.removeItem(
            at: repository.root.appendingPathComponent("\(coreSources)/Styles/ShelfStyle.swift"))
        let style = repository.run(["scaffold", "ShelfStyle"])
        #expect(style.code == 0, "\(style.console.errorText)")
        let declared = try repository.read("\(coreSources)/Styles/ShelfStyle.swift")
        #expect(declared.contains("\npublic protocol ShelfStyle {\n}"))
        let scaffolded = repository.run(["scaffold", "shelfStyle"])
        #expect(scaffolded.code == 0, "\(scaffolded.console.errorText)")
        #expect(scaffolded.console.outputText.contains("   2 of 2 catalog declarations emitted"))
        try compileFixture(
            repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/ShelfStyleModifierTests.swift"]
        )
    }

    @Test func genericArgumentsMustMeetTheirParametersConstraints() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "shelves"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   deferred: func shelves<C>(_ data: Binding<C>, row: Shelf<Binding<C>, Text>) -> some View (needs `Binding` to conform to RandomAccessCollection (as Shelf's Data))"
            ))
        #expect(result.console.outputText.contains("   1 of 2 catalog declarations emitted"))
        try compileFixture(
            repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/ShelvesModifierTests.swift"])
    }

    @Test func aConstraintNamingAFacetUIStructIsLeftOutAndItsMembersStayDeferred() throws {
        let repository = try additionsFixture()
        // FacetUI's `Tint` is a struct: `C: Tint` cannot be written, so `C.Label` does not exist.
        let result = repository.run(["scaffold", "Deck"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   deferred: init(content: C, label: C.Label) (needs the constraints of `C`)"))
        let source = try repository.read("\(coreSources)/Views/Deck.swift")
        #expect(source.contains("public struct Deck<C>: View {"))
        // A second run adds nothing: the existing type's header left out the same constraint.
        let again = repository.run(["scaffold", "Deck"])
        #expect(again.code == 0, "\(again.console.errorText)")
        #expect(
            again.console.outputText
                == "Deck: nothing to add (pending already: init(_:) at \(coreSources)/Views/Deck.swift:16; listed as waiting for what FacetUI does not declare yet: init(content:label:)); --force regenerates the scaffold's own files while they are entirely pending"
        )
        #expect(!repository.exists("\(coreSources)/Views/Deck+Pending.swift"))
        try compileFixture(repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Views/DeckTests.swift"])
    }
}
