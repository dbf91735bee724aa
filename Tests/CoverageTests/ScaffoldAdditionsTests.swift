import Foundation
import TestSupport
import Testing

@testable import CoverageKit

/// A catalog whose APIs FacetUI declares in part: `Text` lacks two initializers (one names a
/// type FacetUI does not declare), `Button` lacks one whose `where` clause names `Label`,
/// which Button's generic parameter shadows, `.opacity` lacks two overloads (one names an
/// undeclared type); `Gauge` is not started.
private let additionsCatalog = """
    modifier blur
      category: Rendering
      available: iOS 13.0, macOS 10.15
      overload: func blur(_ style: BlurStyle) -> some View

    style-protocol ShelfStyle
      category: ShelfStyle
      available: iOS 13.0, macOS 10.15
      declaration: protocol ShelfStyle
      related: shelfStyle

    modifier shelfStyle
      category: Style modifiers
      available: iOS 13.0, macOS 10.15
      overload: func shelfStyle<S>(_ style: S) -> some View where S: ShelfStyle
      overload: func shelfStyle(named style: some ShelfStyle) -> some View

    view Shelf
      category: Other views
      available: iOS 13.0, macOS 10.15
      declaration: struct Shelf<Data, Content>: View where Data: RandomAccessCollection, Content: View
      init: init(_ data: Data, @ViewBuilder content: () -> Content)

    modifier shelves
      category: Rendering
      available: iOS 13.0, macOS 10.15
      overload: func shelves<C>(_ data: Binding<C>, row: Shelf<Binding<C>, Text>) -> some View
      overload: func shelves<C>(_ data: C, row: Shelf<C, Text>) -> some View where C: RandomAccessCollection

    view Text
      category: Text and images
      available: iOS 13.0, macOS 10.15
      declaration: struct Text: View
      init: init(_ content: String)
      init: init(verbatim content: String)
      init: init(_ content: String, tableName: String? = nil)
      init: init(_ date: Date, style: Text.DateStyle)
        available: iOS 14.0, macOS 11.0

    view VStack
      category: Layout containers
      available: iOS 13.0, macOS 10.15
      declaration: struct VStack<Content>: View where Content: View
      init: init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)

    view Button
      category: Controls and indicators
      available: iOS 13.0, macOS 10.15
      declaration: struct Button<Label>: View where Label: View
      init: init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
      init: init(_ title: String, systemImage: String, action: @escaping () -> Void) where Label == Label<Text, Text>
        available: iOS 14.0, macOS 11.0

    view Label
      category: Controls and indicators
      available: iOS 14.0, macOS 11.0
      declaration: struct Label<Title, Icon>: View where Title: View, Icon: View
      init: init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)

    view Gauge
      category: Controls and indicators
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      declaration: struct Gauge<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View
      init: init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint
      init: init<V>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint
        available: iOS 17.0, macOS 14.0, tvOS unavailable

    view GaugeStyleConfiguration.Label
      category: Style configuration content
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      declaration: struct GaugeStyleConfiguration.Label: View

    view Panel
      category: Other views
      available: iOS 13.0, macOS 10.15
      declaration: struct Panel<Value, Path>: View where Value == Path.Value, Path: Keyframes
      init: init(count: Int = 1, title: String? = nil, alignment: Int = .zero)
      init: init(tint: Double = Tint(.sRGBLinear, white: 0))
      init: init<B>(fill: B = Plain()) where B: Stylish
      init: init(initialValue: Value, step: Path.Value)
      init: init(action: @escaping () -> Void = { print("x") })

    view Divider
      category: Other views
      available: iOS 13.0, macOS 10.15
      declaration: struct Divider: View
      init: init()

    view Map
      category: Other views
      available: iOS 17.0, macOS 14.0
      declaration: struct Map: View
      not-applicable: MapKit is not available on Linux

    modifier opacity
      category: Rendering
      available: iOS 13.0, macOS 10.15
      overload: func opacity(_ opacity: Double) -> some View
      overload: func opacity(_ opacity: Double, animated: Bool) -> some View
      overload: func opacity(_ opacity: Double, in space: some CoordinateSpaceProtocol) -> some View
        available: iOS 17.0, macOS 14.0

    """

private let sources = "Packages/FacetUI/Sources/FacetUICore"
private let textFile = "\(sources)/DSL/View.swift"
private let textCompanion = "\(sources)/DSL/Text+Pending.swift"
private let textTests = "Packages/FacetUI/Tests/FacetUITests/Views/TextTests+Pending.swift"

private func additionsFixture() throws -> FixtureRepository {
    let repository = try FixtureRepository()
    try repository.writeCatalog(additionsCatalog)
    try repository.write(textFile, fixtureFacetUI)
    try repository.write(
        "\(sources)/Views/Controls/Button.swift",
        """
        public struct Button<Label: View>: View {
            let label: Label
            public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
            public var body: some View { label }
        }

        public struct Label<Title: View, Icon: View>: View {
            let title: Title
            let icon: Icon
            public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
                self.title = title()
                self.icon = icon()
            }
            public var body: some View { title }
        }
        """)
    try repository.write(
        "\(sources)/Views/Divider.swift",
        """
        public protocol Stylish {}
        public struct Plain {
            public init() {}
        }
        public struct Tint {}

        public struct Divider: View {
            public var body: some View { EmptyView() }
        }

        public struct Binding<Value> {
            public init() {}
        }

        public struct Shelf<Data: RandomAccessCollection, Content: View>: View {
            public init(_ data: Data, @ViewBuilder content: () -> Content) {}
            public var body: some View { EmptyView() }
        }
        """)
    try repository.write(
        "\(sources)/Modifiers/RenderingModifiers.swift",
        """
        extension View {
            /// Sets the transparency of the view.
            public func opacity(_ opacity: Double) -> some View { self }
        }
        """)
    return repository
}

/// Every file of the repository with its text, to compare before and after a scaffold.
private func snapshot(_ repository: FixtureRepository) throws -> [String: String] {
    var files: [String: String] = [:]
    for url in SourceFiles.swiftFiles(under: [repository.root.appendingPathComponent("Packages")]) {
        files[SourceFiles.relativePath(of: url, root: repository.root)] = try String(
            contentsOf: url, encoding: .utf8)
    }
    return files
}

/// Compiles FacetUI's sources as module FacetUICore with a FacetUI module re-exporting it,
/// as the package does, then type-checks test files against them.
private func compile(_ repository: FixtureRepository, tests: [String]) throws {
    try Compiler.emitModule(repository, "FacetUICore", sources: sources)
    try repository.write("Packages/FacetUI/Sources/FacetUI/Exports.swift", "@_exported import FacetUICore\n")
    try Compiler.emitModule(
        repository, "FacetUI", sources: "Packages/FacetUI/Sources/FacetUI", imports: ["FacetUICore"])
    try Compiler.typecheck(repository, tests: tests, imports: ["FacetUI", "FacetUICore"])
}

@Suite struct ScaffoldAdditionsTests {
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

        let before = try snapshot(repository)
        let result = repository.run(["scaffold", "Text"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let after = try snapshot(repository)
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

        try compile(repository, tests: [textTests])

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
        let before = try snapshot(repository)
        let again = repository.run(["scaffold", "Text"])
        #expect(again.code == 0, "\(again.console.errorText)")
        #expect(
            again.console.outputText
                == "Text: nothing to add (pending already: init(verbatim:) at \(textCompanion):15, init(_:tableName:) at \(textCompanion):22; listed as waiting for what FacetUI does not declare yet: init(_:style:)); --force regenerates the scaffold's own files while they are entirely pending"
        )
        #expect(try snapshot(repository) == before)
    }

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
        try compile(repository, tests: [textTests])

        let again = repository.run(["scaffold", "Text(verbatim:)"])
        #expect(again.code == 0)
        #expect(
            again.console.outputText
                == "Text(verbatim:) is already scaffolded, pending at \(textCompanion):12; nothing to add")
    }

    @Test func aSelectorOfAnImplementedMemberIsAlreadySupported() throws {
        let repository = try additionsFixture()
        let before = try snapshot(repository)
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
        #expect(try snapshot(repository) == before)
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

    @Test func aModifierGetsItsMissingOverloadsBesideItsFile() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", ".opacity"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let path = "\(sources)/Modifiers/View+opacity+Pending.swift"
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
        try compile(repository, tests: [tests])
        #expect(
            try repository.read("\(sources)/Modifiers/RenderingModifiers.swift").hasPrefix(
                "extension View {\n    /// Sets"))
    }

    @Test func aDeferredSelectorIsListedOnceWithAReminderTest() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", ".opacity(_:in:)"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   no declaration can be added yet:\n   deferred: func opacity("))
        let companion = try repository.read("\(sources)/Modifiers/View+opacity+Pending.swift")
        #expect(companion.contains("extension View {}"))
        let tests = try repository.read(
            "Packages/FacetUI/Tests/FacetUITests/Modifiers/OpacityModifierTests+Pending.swift")
        #expect(
            tests.contains(
                "Issue.record(\"write a sample use of .opacity(_:in:) in its context (once FacetUI declares CoordinateSpaceProtocol)\")"
            ))
        try compile(
            repository,
            tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/OpacityModifierTests+Pending.swift"])
        let again = repository.run(["scaffold", ".opacity(_:in:)"])
        #expect(again.code == 0)
        #expect(
            again.console.outputText
                == ".opacity: nothing to add (listed as waiting for what FacetUI does not declare yet: opacity(_:in:))"
        )
    }

    @Test func namesShadowedByGenericParametersAreQualifiedAndUndelegatableInitializersTrap() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Button(_:systemImage:action:)"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let companion = try repository.read("\(sources)/Views/Controls/Button+Pending.swift")
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
        try compile(repository, tests: [tests])
    }

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
        try compile(repository, tests: [textTests])
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
        let before = try snapshot(repository)
        let forced = repository.run(["scaffold", "Text", "--force"])
        #expect(forced.code == 1)
        #expect(
            forced.console.errorText
                == "error: not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  \(textCompanion):13: implemented: `init(verbatim:)`"
        )
        #expect(try snapshot(repository) == before)
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

    @Test func aNewAPIScaffoldedBySelectorGrowsByAdditions() throws {
        let repository = try additionsFixture()
        let gauge = "\(sources)/Views/Controls/Gauge.swift"
        let first = repository.run(["scaffold", "Gauge(value:in:label:)"])
        #expect(first.code == 0, "\(first.console.errorText)")
        let declared = try repository.read(gauge)
        #expect(declared.contains("public init<V>(value: V, in bounds: ClosedRange<V> = 0...1"))
        #expect(!declared.contains("currentValueLabel: () -> CurrentValueLabel) where"))
        // Gauge is pending now: the rest goes beside it.
        let rest = repository.run(["scaffold", "Gauge"])
        #expect(rest.code == 0, "\(rest.console.errorText)")
        #expect(try repository.read(gauge) == declared)
        let companion = try repository.read("\(sources)/Views/Controls/Gauge+Pending.swift")
        #expect(
            companion.contains(
                "    /// Pending: traps until implemented.\n    @available(iOS 17.0, macOS 14.0, *)\n    @available(tvOS, unavailable)\n    public init<V>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint {"
            ))
        try compile(
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
        #expect(repository.exists("\(sources)/Views/Controls/Gauge+Pending.swift"))
    }

    @Test func aNestedTypeWhoseParentIsMissingGetsTheParentAsAPendingStub() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "GaugeStyleConfiguration.Label"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   `GaugeStyleConfiguration` is not declared: the file declares it as an empty pending stub around `Label`"
            ))
        let path = "\(sources)/Views/GaugeStyleConfiguration+Label.swift"
        let source = try repository.read(path)
        #expect(
            source.contains(
                "// facet: pending\n/// `GaugeStyleConfiguration`, declared here as an empty pending stub so that `GaugeStyleConfiguration.Label` can be:"
            ))
        #expect(source.contains("public struct GaugeStyleConfiguration {\n    // facet: pending\n"))
        #expect(source.contains("    public struct Label: View {"))
        try compile(
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
        let source = try repository.read("\(sources)/Views/Panel.swift")
        // The header leaves out `Path: Keyframes` (undeclared) and so `Value == Path.Value`.
        #expect(source.contains("public struct Panel<Value, Path>: View {"))
        #expect(
            source.contains(
                "    public init(count: Int = 1, title: String? = nil, alignment: Int = .zero) {}"))
        try compile(repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Views/PanelTests.swift"])
    }

    @Test func anInitializerSwiftMaySynthesizeIsNotRedeclared() throws {
        let repository = try additionsFixture()
        let result = repository.run(["scaffold", "Divider"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   not scaffolded: init() (Swift may synthesize it for Divider, which declares no initializer; declare it in the type itself)"
            ))
        #expect(!repository.exists("\(sources)/Views/Divider+Pending.swift"))
        #expect(repository.exists("Packages/FacetUI/Tests/FacetUITests/Views/DividerTests+Pending.swift"))
        let selector = repository.run(["scaffold", "Divider()"])
        #expect(selector.code == 0)
        #expect(
            selector.console.outputText
                == "Divider(): Swift may synthesize `init()` for Divider, which declares no initializer, so an extension cannot declare it; declare it in the type itself"
        )
    }

    @Test func aNewModifierThatCouldDeclareNothingIsNotScaffoldedTwice() throws {
        let repository = try additionsFixture()
        let first = repository.run(["scaffold", "blur"])
        #expect(first.code == 0, "\(first.console.errorText)")
        #expect(
            first.console.outputText.contains(
                "   FacetUI: extend \(sources)/Modifiers/RenderingModifiers.swift"))
        #expect(
            first.console.outputText.contains(
                "   0 of 1 catalog declarations emitted\n   deferred: func blur"))
        let before = try snapshot(repository)
        let again = repository.run(["scaffold", "blur"])
        #expect(again.code == 0, "\(again.console.errorText)")
        #expect(
            again.console.outputText
                == ".blur: nothing to add (listed as waiting for what FacetUI does not declare yet: blur(_:))"
        )
        #expect(try snapshot(repository) == before)
        try compile(
            repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/BlurModifierTests.swift"])
    }

    @Test func aStyleProtocolIsAProtocolAndConstraintsMustBeOne() throws {
        let repository = try additionsFixture()
        // Declared as a struct (as earlier scaffolds did), it cannot constrain anything.
        try repository.write("\(sources)/Styles/ShelfStyle.swift", "public struct ShelfStyle {}\n")
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
            at: repository.root.appendingPathComponent("\(sources)/Styles/ShelfStyle.swift"))
        let style = repository.run(["scaffold", "ShelfStyle"])
        #expect(style.code == 0, "\(style.console.errorText)")
        let declared = try repository.read("\(sources)/Styles/ShelfStyle.swift")
        #expect(declared.contains("\npublic protocol ShelfStyle {\n}"))
        let scaffolded = repository.run(["scaffold", "shelfStyle"])
        #expect(scaffolded.code == 0, "\(scaffolded.console.errorText)")
        #expect(scaffolded.console.outputText.contains("   2 of 2 catalog declarations emitted"))
        try compile(
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
        try compile(
            repository, tests: ["Packages/FacetUI/Tests/FacetUITests/Modifiers/ShelvesModifierTests.swift"])
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
        #expect(!repository.exists("\(sources)/Views/Map.swift"))
    }
}
