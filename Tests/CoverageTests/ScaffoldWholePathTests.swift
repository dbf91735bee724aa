import Foundation
import Testing

@testable import CoverageKit

private let gauge = "Packages/FacetUI/Sources/FacetUICore/Views/Controls/Gauge.swift"
private let terminalMapping = "Packages/FacetUI/Sources/FacetUI/Backend/Mappings/GaugeMapping.swift"
private let gtkMapping = "Packages/FacetGTK/Sources/FacetGTK/Mappings/GaugeMapping.swift"
private let gtkIntrospection = "Packages/FacetGTK/Sources/FacetGTK/Introspect/ViewTypes/GaugeType+GTK.swift"

/// A new view that draws gets the whole path through the packages: its widget content, the
/// terminal and GTK mappings and the GTK introspection type, all pending, all compiling.
@Suite struct ScaffoldWholePathTests {
    @Test func aDrawingViewGetsItsWidgetContentAndEveryMappingAndTheyCompile() throws {
        let repository = try wholePathFixture()
        let result = repository.run(["scaffold", "Gauge"])
        #expect(result.code == 0, "\(result.console.errorText)")
        let introspectType = "Packages/FacetIntrospect/Sources/FacetIntrospect/ViewTypes/GaugeType.swift"
        #expect(
            result.console.outputText.contains(
                """
                   FacetUI: create \(gauge)
                   FacetUI tests: create Packages/FacetUI/Tests/FacetUITests/Views/GaugeTests.swift
                   FacetUI terminal: create \(terminalMapping)
                   FacetGTK: create \(gtkMapping)
                   FacetInspector: create Packages/FacetInspector/Sources/FacetInspector/ViewTypes/Gauge.swift
                   FacetInspector tests: create Packages/FacetInspector/Tests/FacetInspectorTests/GaugeInspectionTests.swift
                   FacetIntrospect: create \(introspectType)
                   FacetGTK introspection: create \(gtkIntrospection)
                """))
        #expect(
            result.console.outputText.contains(
                "   Controls and indicators draw a widget of their own: `Gauge` is a `ControlView` whose widget shows a pending `GaugeContent`, mapped (drawing nothing yet) in the terminal and GTK mapping files\n"
            ))

        let source = try repository.read(gauge)
        #expect(
            source.contains(
                "public struct Gauge<Label, CurrentValueLabel>: View, ControlView where Label: View, CurrentValueLabel: View {\n    /// A primitive view: the graph builds it.\n    public typealias Body = Never\n"
            ))
        #expect(
            source.contains(
                "    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent { GaugeContent() }\n"
            ))
        #expect(
            source.hasSuffix(
                """
                // facet: pending
                /// What the widget of a `Gauge` shows (scaffolded: nothing yet). Add the values it
                /// draws, as `SliderContent` holds a slider's value, bounds and labels; the terminal and GTK
                /// mappings (`GaugeMapping.swift`) draw it.
                public struct GaugeContent: WidgetContent, Equatable {
                    /// Creates the content.
                    public init() {}

                    /// The kind of widget.
                    public var kind: String { "Gauge" }
                }

                """))
        let terminal = try repository.read(terminalMapping)
        #expect(terminal.hasPrefix("// Scaffolded by `swift run coverage scaffold Gauge`."))
        #expect(terminal.contains("// facet: pending\nextension GaugeContent: TerminalMapped {\n"))
        #expect(terminal.contains("// facet: pending\nextension GaugeContent: CellMetrics {\n"))
        let gtk = try repository.read(gtkMapping)
        #expect(gtk.contains("import CGTK\nimport CGTKSupport\nimport FacetUI\nimport Foundation\n"))
        #expect(gtk.contains("// facet: pending\nextension GaugeContent: GTKMapped {\n"))
        #expect(
            try repository.read(gtkIntrospection).contains(
                "// facet: pending\nextension GaugeType: GTKIntrospectable {\n    /// The widget of a `Gauge` (pending: say which GTK widget it is once it draws).\n    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is GaugeContent }\n}\n"
            ))
        // Every file the scaffold wrote is entirely pending.
        for path in [gauge, terminalMapping, gtkMapping, gtkIntrospection] {
            #expect(
                ScaffoldedFile.implementedCode(in: try repository.read(path), file: path) == nil, "\(path)")
        }

        // Each module as the packages build it, the GTK ones over empty C modules.
        let modules: [(name: String, sources: String, imports: [String])] = [
            ("FacetUICore", "Packages/FacetUI/Sources/FacetUICore", []),
            ("FacetTerminal", "Packages/FacetUI/Sources/FacetTerminal", []),
            ("FacetUI", "Packages/FacetUI/Sources/FacetUI", ["FacetUICore", "FacetTerminal"]),
            (
                "FacetIntrospect", "Packages/FacetIntrospect/Sources/FacetIntrospect",
                ["FacetUICore", "FacetTerminal", "FacetUI"]
            ),
            ("CGTK", "Packages/FacetGTK/Sources/CGTK", []),
            ("CGTKSupport", "Packages/FacetGTK/Sources/CGTKSupport", []),
            (
                "FacetGTK", "Packages/FacetGTK/Sources/FacetGTK",
                ["FacetUICore", "FacetTerminal", "FacetUI", "FacetIntrospect", "CGTK", "CGTKSupport"]
            ),
        ]
        for module in modules {
            try Compiler.emitModule(repository, module.name, sources: module.sources, imports: module.imports)
        }

        #expect(repository.run(["report"]).code == 0)
        #expect(
            try repository.read("readiness.md").contains(
                "| :hourglass: | `Gauge` | pending | pending | pending |"))
    }

    @Test func aViewThatComposesOthersGetsNoMappings() throws {
        let repository = try wholePathFixture()
        try repository.writeCatalog(
            scaffoldCatalog + """
                view Card
                  category: Grouping and presentation
                  available: iOS 17.0, macOS 14.0
                  declaration: struct Card: View
                  init: init(_ title: String)

                """)
        let result = repository.run(["scaffold", "Card"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(
            result.console.outputText.contains(
                "   mappings: none: Grouping and presentation views compose other views (no widget content of their own)\n"
            ))
        let source = try repository.read("Packages/FacetUI/Sources/FacetUICore/Views/Card.swift")
        #expect(
            source.contains("public struct Card: View {\n    /// Pending: shows nothing until implemented.\n")
        )
        #expect(!source.contains("Content"))
        #expect(!repository.exists("Packages/FacetUI/Sources/FacetUI/Backend/Mappings/CardMapping.swift"))
        #expect(!repository.exists("Packages/FacetGTK/Sources/FacetGTK/Mappings/CardMapping.swift"))
    }

    @Test func withoutFacetGTKOnlyTheTerminalMappingIsWritten() throws {
        let repository = try wholePathFixture()
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Packages/FacetGTK"))
        let result = repository.run(["scaffold", "Gauge"])
        #expect(result.code == 0, "\(result.console.errorText)")
        #expect(result.console.outputText.contains("   FacetUI terminal: create \(terminalMapping)\n"))
        #expect(result.console.outputText.contains("   FacetGTK: skipped: package not present\n"))
        #expect(repository.exists(terminalMapping))
        #expect(!repository.exists(gtkMapping))
        #expect(!repository.exists(gtkIntrospection))
    }

    @Test func aWidgetContentNameTakenByTheCatalogGetsAnotherName() throws {
        let repository = try wholePathFixture()
        try repository.writeCatalog(
            scaffoldCatalog + """
                style-protocol GaugeContent
                  category: GaugeContent
                  available: iOS 16.0, macOS 13.0
                  declaration: protocol GaugeContent

                """)
        #expect(repository.run(["scaffold", "Gauge"]).code == 0)
        #expect(
            try repository.read(gauge).contains(
                "public struct GaugeWidgetContent: WidgetContent, Equatable {"))
        #expect(
            try repository.read(terminalMapping).contains("extension GaugeWidgetContent: TerminalMapped {"))
        #expect(try repository.read(gtkIntrospection).contains("widget.content is GaugeWidgetContent"))
    }

    @Test func forceRegeneratesTheMappingsWhilePendingAndRefusesImplementedOnes() throws {
        let repository = try wholePathFixture()
        #expect(repository.run(["scaffold", "Gauge"]).code == 0)
        let forced = repository.run(["scaffold", "Gauge", "--force", "--dry-run"])
        #expect(forced.code == 0, "\(forced.console.errorText)")
        for path in [gauge, terminalMapping, gtkMapping, gtkIntrospection] {
            #expect(forced.console.outputText.contains(": replace \(path)\n"), "\(path)")
        }
        // Implement the terminal widget: its marker goes.
        try repository.write(
            terminalMapping,
            try repository.read(terminalMapping).replacingOccurrences(
                of: "// facet: pending\nextension GaugeContent: TerminalMapped {",
                with: "extension GaugeContent: TerminalMapped {"))
        let refused = repository.run(["scaffold", "Gauge", "--force"])
        #expect(refused.code == 1)
        #expect(
            refused.console.errorText
                == "error: not writing over existing files (the scaffold adds beside existing code, and --force replaces only files it wrote that are still entirely pending):\n  \(terminalMapping):13: implemented: `makeTerminalWidget(events:)`"
        )
    }
}
