import Foundation
import Testing

@testable import CoverageKit

/// A new type's skeleton: initializers naming the type itself, closures defaulting to a
/// declared view, and where the file goes.
@Suite struct ScaffoldNewTypeTests {
    /// `additionsFixture()` with `Dial` (not started) and `Group`, a view of the same category
    /// declared in `DSL/`.
    private func dialFixture() throws -> FixtureRepository {
        let repository = try additionsFixture()
        try repository.writeCatalog(
            additionsCatalog + """

                view Group
                  category: Grouping and presentation
                  available: iOS 13.0, macOS 10.15
                  declaration: struct Group<Content>: View where Content: View

                view Dial
                  category: Grouping and presentation
                  available: iOS 13.0, macOS 10.15
                  declaration: struct Dial<Label, Extra>: View where Label: View, Extra: View
                  init: init(copying other: Dial<Label, Extra>)
                  init: init(mode: Dial<Label, Extra>.Mode)
                  init: init(@ViewBuilder label: () -> Label, @ViewBuilder extra: () -> Extra = { EmptyView() })
                  init: init(label: Label, extra: () -> Extra = { Missing() })

                """)
        try repository.write(
            "\(coreSources)/DSL/Group.swift",
            """
            public struct Group<Content: View>: View {
                let content: Content
                public init(@ViewBuilder content: () -> Content) { self.content = content() }
                public var body: some View { content }
            }
            """)
        return repository
    }

    @Test func initializersMayNameTheNewTypeAndDefaultToADeclaredView() throws {
        let repository = try dialFixture()
        let result = repository.run(["scaffold", "Dial"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let plan = result.console.outputText
        #expect(plan.contains("   2 of 4 catalog declarations emitted\n"))
        // A nested type nothing declares is still waited for, the type itself is not.
        #expect(plan.contains("   deferred: init(mode: Dial<Label, Extra>.Mode) (needs Dial.Mode)\n"))
        #expect(
            plan.contains(
                "   deferred: init(label: Label, extra: () -> Extra = { Missing() }) (needs the default value `{ Missing() }`)\n"
            ))
        // A view goes under Views/, not beside `Group` in DSL/.
        let path = "\(coreSources)/Views/Dial.swift"
        #expect(plan.contains("   FacetUI: create \(path)\n"))
        let source = try repository.read(path)
        #expect(source.contains("    public init(copying other: Dial<Label, Extra>) {}"))
        #expect(
            source.contains(
                "    public init(@ViewBuilder label: () -> Label, @ViewBuilder extra: () -> Extra = { EmptyView() }) {}"
            ))
        try compileFixture(repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Views/DialTests.swift"])
    }
}
