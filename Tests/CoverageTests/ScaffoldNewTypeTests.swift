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
                  init: init(_ title: String) where Label == Text, Extra == EmptyView
                  init: init<S>(_ title: S, icon: String) where S: StringProtocol, Label == Label<Text, Text>, Extra == EmptyView

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
        #expect(plan.contains("   4 of 6 catalog declarations emitted\n"))
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

    @Test func membersOfAConstrainedExtensionKeepTheirConstraintsInAnExtension() throws {
        let repository = try dialFixture()
        let result = repository.run(["scaffold", "Dial"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let source = try repository.read("\(coreSources)/Views/Dial.swift")
        // One extension per set of constraints, `Label` (shadowed by the generic parameter)
        // qualified; the initializer's own requirements stay on it.
        #expect(
            source.contains(
                """

                // facet: pending
                /// `Dial`'s initializers for these generic arguments: scaffolded, not implemented.
                extension Dial where Label == Text, Extra == EmptyView {
                    public init(_ title: String) {}
                }

                // facet: pending
                /// `Dial`'s initializers for these generic arguments: scaffolded, not implemented.
                extension Dial where Label == FacetUICore.Label<Text, Text>, Extra == EmptyView {
                    public init<S>(_ title: S, icon: String) where S: StringProtocol {}
                }

                """))
        #expect(!source.contains("    public init(_ title: String) where"))
        try compileFixture(repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Views/DialTests.swift"])
        // The extensions' initializers count as declared (pending), like the type's own.
        #expect(repository.run(["report"]).code == 0)
        #expect(try repository.read("readiness.md").contains("| :hourglass: | `Dial` | pending |"))
    }
}
