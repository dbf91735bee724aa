import Foundation
import Testing

@testable import CoverageKit

/// A FacetUI tree: Gauge fully declared, Text with one of two initializers, padding with
/// one of two overloads (the other pending), gaugeStyle pending, a style with its shorthand.
func facetUITree(_ repository: FixtureRepository) throws {
    try repository.write("Packages/FacetUI/Sources/FacetUICore/DSL/View.swift", fixtureFacetUI)
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Views/Gauge.swift",
        """
        public struct Gauge<Label: View, CurrentValueLabel: View>: View {
            public var body: some View { EmptyView() }
        }
        extension Gauge {
            public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
            public init<V: BinaryFloatingPoint>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
        }
        """)
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Modifiers/Modifiers.swift",
        """
        extension View {
            public func padding(_ length: Double) -> some View { self }
            // facet: pending
            public func padding(_ edges: Int = 0, _ length: Double? = nil) -> some View { self }
            /// Sets the gauge style.
            ///
            /// facet: pending
            public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
        }
        """)
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Styles/GaugeStyle.swift",
        """
        public protocol GaugeStyle {}
        public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
        extension GaugeStyle where Self == LinearCapacityGaugeStyle {
            public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
        }
        """)
}

@Suite struct PluginTests {
    private func scan(_ plugin: some CoveragePlugin, _ repository: FixtureRepository) throws -> PluginResult {
        let catalog = Catalog(entries: try CatalogFormat.parse(fixtureCatalog, file: "fixture"))
        return try plugin.scan(ScanContext(root: repository.root, catalog: catalog))
    }

    @Test func facetUIFindsDeclarationsOverloadsAndPendingMarkers() throws {
        let repository = try FixtureRepository()
        try facetUITree(repository)
        let result = try scan(FacetUIPlugin(), repository)
        #expect(result.packagePresent)
        #expect(result.findings["view Gauge"] == Finding(level: .full, detail: "2/2 initializers"))
        #expect(
            result.findings["view Text"]
                == Finding(level: .partial, detail: "1/2 initializers", missing: ["init(verbatim:)"]))
        #expect(result.findings["view VStack"] == Finding(level: .full, detail: "1/1 initializers"))
        #expect(
            result.findings["modifier padding"]
                == Finding(level: .partial, detail: "1/2 overloads", missing: ["padding(_:_:)"]))
        #expect(
            result.findings["modifier gaugeStyle"]
                == Finding(
                    level: .pending, detail: "pending",
                    missing: ["implementation (marked `// facet: pending`)"]))
        #expect(result.findings["style-protocol GaugeStyle"] == Finding(level: .full, detail: "declared"))
        #expect(
            result.findings["style LinearCapacityGaugeStyle"]
                == Finding(level: .full, detail: "1/1 initializers, 1/1 shorthands"))
        #expect(result.findings["property-wrapper State"] == nil)
        #expect(result.findings["view Map"] == nil)
    }

    @Test func aTypeWithoutItsConformanceIsPartial() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetUI/Sources/FacetUICore/State.swift", "public struct State<Value> {}\n")
        let result = try scan(FacetUIPlugin(), repository)
        #expect(
            result.findings["property-wrapper State"]
                == Finding(
                    level: .partial, detail: "declared, not a property wrapper",
                    missing: ["conformance to property wrapper"]))
    }

    @Test func absentPackagesReportNothing() throws {
        let repository = try FixtureRepository()
        for plugin in [FacetUIPlugin(), FacetInspectorPlugin(), FacetIntrospectPlugin(), FacetEnginePlugin()]
            as [any CoveragePlugin]
        {
            let result = try scan(plugin, repository)
            #expect(!result.packagePresent)
            #expect(result.findings.isEmpty)
        }
    }

    @Test func inspectorFindsKnownViewTypesAttributesAndModifierGetters() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetInspector/Sources/FacetInspector/Text.swift",
            """
            extension ViewType {
                public struct Text: KnownViewType {}
                // facet: pending
                public struct Gauge: KnownViewType {}
            }
            extension InspectableView where View == ViewType.Text {
                public func string() throws -> String { "" }
                public func font() throws -> Int { 0 }
            }
            extension InspectableView {
                public func padding() throws -> Double { 0 }
            }
            """)
        let result = try scan(FacetInspectorPlugin(), repository)
        #expect(result.findings["view Text"] == Finding(level: .full, detail: "`string()`, `font()`"))
        #expect(result.findings["view Gauge"] == Finding(level: .pending, detail: "pending"))
        #expect(result.findings["modifier padding"] == Finding(level: .full, detail: "`padding()`"))
        #expect(result.findings.count == 3)
    }

    @Test func inspectorKnowsViewInspectorsGroupedNames() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetInspector/Sources/FacetInspector/Styles.swift",
            """
            extension ViewType {
                public enum StyleConfiguration {
                    public struct Label: KnownViewType {}
                }
            }
            extension InspectableView {
                public func isEquatable() -> Bool { false }
            }
            extension Subview: StructuralView {}
            """)
        let extra = """

            view ButtonStyleConfiguration.Label
              category: Styles
              available: iOS 13.0, macOS 10.15
              declaration: struct Label: View

            view Subview
              category: Views
              available: iOS 18.0, macOS 15.0
              declaration: struct Subview: View

            view EquatableView
              category: Views
              available: iOS 13.0, macOS 10.15
              declaration: struct EquatableView<Content>: View

            modifier equatable
              category: Identity and state
              available: iOS 13.0, macOS 10.15
              overload: func equatable() -> EquatableView<Self>
            """
        let catalog = Catalog(entries: try CatalogFormat.parse(fixtureCatalog + extra, file: "fixture"))
        let result = try FacetInspectorPlugin().scan(ScanContext(root: repository.root, catalog: catalog))
        #expect(
            result.findings["view ButtonStyleConfiguration.Label"]
                == Finding(level: .full, detail: "inspectable"))
        #expect(result.findings["modifier equatable"] == Finding(level: .full, detail: "`isEquatable()`"))
        // The view `.equatable()` makes, which navigation looks through, goes with it.
        #expect(result.findings["view EquatableView"] == Finding(level: .full, detail: "`isEquatable()`"))
        // A view navigation looks through, declared so in the package's sources.
        #expect(
            result.findings["view Subview"] == Finding(level: .full, detail: "navigation looks through it"))
    }

    @Test func inspectorNamesGettersAsQuestionsAndActionsAndShapesShareOne() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetInspector/Sources/FacetInspector/Modifiers.swift",
            """
            extension ViewType {
                public struct Shape: KnownViewType {}
            }
            extension InspectableView {
                public func isHidden() throws -> Bool { false }
                public func callOnAppear() throws {}
            }
            """)
        let extra = """

            modifier hidden
              category: Appearance modifiers
              available: iOS 13.0, macOS 10.15
              overload: func hidden() -> some View

            modifier onAppear
              category: Handling view events
              available: iOS 13.0, macOS 10.15
              overload: func onAppear(perform action: (() -> Void)? = nil) -> some View

            shape Circle
              category: Shapes
              available: iOS 13.0, macOS 10.15
              declaration: struct Circle: Shape
            """
        let catalog = Catalog(entries: try CatalogFormat.parse(fixtureCatalog + extra, file: "fixture"))
        let result = try FacetInspectorPlugin().scan(ScanContext(root: repository.root, catalog: catalog))
        #expect(result.findings["modifier hidden"] == Finding(level: .full, detail: "`isHidden()`"))
        #expect(result.findings["modifier onAppear"] == Finding(level: .full, detail: "`callOnAppear()`"))
        #expect(result.findings["shape Circle"] == Finding(level: .full, detail: "inspectable"))
    }

    @Test func introspectFindsBackingWidgetsPerBackend() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetIntrospect/Sources/FacetIntrospect/VStackType.swift",
            """
            public struct VStackType: IntrospectableViewType {}
            extension IntrospectableViewType where Self == VStackType {
                public static var vStack: Self { .init() }
            }
            extension TerminalViewVersion<VStackType, TerminalStack> {
                public static let v1 = Self()
            }
            extension GTKViewVersion<VStackType, GtkBox> {
                public static let v4 = Self()
            }
            public struct TextType: IntrospectableViewType {}
            extension IntrospectableViewType where Self == TextType {
                public static var text: Self { .init() }
            }
            public struct GaugeType: IntrospectableViewType {}
            extension IntrospectableViewType where Self == GaugeType {
                public static var gauge: Self { .init() }
            }
            """)
        try repository.write(
            "Packages/FacetGTK/Sources/FacetGTK/Introspect/GTKIntrospectable.swift",
            """
            extension GaugeType: GTKIntrospectable {
                public static func backs(_ widget: GTKWidget) -> Bool { true }
            }
            """)
        let result = try scan(FacetIntrospectPlugin(), repository)
        #expect(
            result.findings["view VStack"]
                == Finding(level: .full, detail: "terminal: `TerminalStack`; GTK: `GtkBox`"))
        #expect(result.findings["view Gauge"] == Finding(level: .full, detail: "GTK: `GTKWidget`"))
        #expect(result.findings["view Text"] == Finding(level: .partial, detail: "no backend"))
    }

    @Test func introspectShowsATypeWithoutAGTKDeclarationAsTerminalOnly() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetIntrospect/Sources/FacetIntrospect/ViewTypes/TextType.swift",
            """
            public struct TextType: IntrospectableViewType {}
            extension IntrospectableViewType where Self == TextType {
                public static var text: Self { .init() }
            }
            extension TerminalViewVersion<TextType, LabelWidget> {
                public static let v1 = Self(for: .v1)
            }
            """)
        // Without FacetGTK there is no other backend to miss.
        #expect(
            try scan(FacetIntrospectPlugin(), repository).findings["view Text"]
                == Finding(level: .full, detail: "terminal: `LabelWidget`"))
        try repository.write(
            "Packages/FacetGTK/Sources/FacetGTK/Introspect/ViewTypes/GaugeType+GTK.swift",
            "extension GaugeType: GTKIntrospectable {}\n")
        #expect(
            try scan(FacetIntrospectPlugin(), repository).findings["view Text"]
                == Finding(
                    level: .partial, detail: "terminal: `LabelWidget` (terminal only)",
                    missing: ["GTK: `extension TextType: GTKIntrospectable` in FacetGTK"]))
    }

    @Test func testsPluginCountsTestsPerFileAndPendingOnes() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetUI/Tests/FacetUITests/GaugeTests.swift",
            """
            import Testing
            struct Probe: View {
                var body: some View { Text("x").padding(1) }
            }
            @Suite struct GaugeTests {
                @Test func gauge() { _ = Gauge(value: 0.5) { Text("a") } }
                @Test(.disabled("pending: gaugeStyle")) func style() { _ = Text("a").gaugeStyle(.linearCapacity) }
                @Test func probe() { _ = Probe() }
            }
            """)
        try repository.write("Tests/CoverageTests/Fixture.swift", "@Test func fixture() { _ = VStack { } }\n")
        // The coverage tool's own tests are not even read: a file that is not UTF-8 would fail.
        try Data([0xFF, 0xFE, 0x00]).write(
            to: repository.root.appendingPathComponent("Tests/CoverageTests/NotText.swift"))
        let result = try scan(TestsPlugin(), repository)
        #expect(result.findings["view Gauge"] == Finding(level: .full, detail: "1 · FacetUI/GaugeTests"))
        #expect(
            result.findings["view Text"]
                == Finding(level: .full, detail: "3 · FacetUI/GaugeTests (1 pending)"))
        #expect(
            result.findings["modifier gaugeStyle"]
                == Finding(
                    level: .pending, detail: "1 · FacetUI/GaugeTests (1 pending)",
                    missing: ["a running test (all are disabled)"]))
        #expect(
            result.findings["modifier padding"] == Finding(level: .full, detail: "1 · FacetUI/GaugeTests"))
        #expect(result.findings["view VStack"] == nil)
    }

    @Test func testsCellsNameTheFilesNamedForTheAPIWithTheirPackages() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/FacetUI/Tests/FacetUITests/Views/TextTests.swift",
            """
            import Testing
            @Suite struct TextTests {
                @Test func one() { _ = Text("a") }
                @Test func two() { _ = Text("b") }
            }
            """)
        try repository.write(
            "Packages/FacetInspector/Tests/FacetInspectorTests/TextTests.swift",
            """
            @Test func inspects() { _ = Text("a") }
            @Test(.disabled("pending: later")) func later() { _ = Text("a") }
            """)
        // Mentions Text three times, but is not named for it; it is the VStack's file with the most.
        try repository.write(
            "Packages/FacetInspector/Tests/FacetInspectorTests/SearchTests.swift",
            """
            @Test func a() { _ = VStack { Text("a") } }
            @Test func b() { _ = VStack { Text("b") } }
            @Test func c() { _ = VStack { Text("c") } }
            """)
        try repository.write(
            "Packages/FacetUI/Tests/FacetUITests/Views/StackTests.swift",
            "@Test func a() { _ = VStack { } }\n")
        try repository.write(
            "Packages/FacetUI/Tests/FacetUITests/Layout/FrameAndPaddingTests.swift",
            "@Test func pads() { _ = EmptyView().padding(1) }\n")
        try repository.write(
            "Packages/FacetUI/Tests/FacetUITests/Layout/LayoutTests.swift",
            """
            @Test func a() { _ = EmptyView().padding(1) }
            @Test func b() { _ = EmptyView().padding(2) }
            """)
        try repository.write(
            "Tests/EndToEndTests/DemoTests.swift",
            "@Test func demo() { _ = Gauge(value: 1) { EmptyView() } }\n")
        let result = try scan(TestsPlugin(), repository)
        #expect(
            result.findings["view Text"]
                == Finding(
                    level: .full, detail: "2 · FacetInspector/TextTests (1 pending), 2 · FacetUI/TextTests"))
        #expect(result.findings["view VStack"]?.detail == "3 · FacetInspector/SearchTests")
        #expect(result.findings["modifier padding"]?.detail == "1 · FacetUI/FrameAndPaddingTests")
        #expect(result.findings["view Gauge"]?.detail == "1 · EndToEndTests/DemoTests")
    }

    @Test func testsCellsNameThreeFilesAtMostAndLabelEqualNamesByPath() throws {
        let entry = try #require(
            Catalog(entries: try CatalogFormat.parse(fixtureCatalog, file: "fixture")).entry(.view, "Text"))
        let files = [
            "Packages/FacetEngine/Tests/FacetEngineTests/TextTests.swift",
            "Packages/FacetInspector/Tests/FacetInspectorTests/TextTests.swift",
            "Packages/FacetIntrospect/Tests/FacetIntrospectTests/TextIntrospectionTests.swift",
            "Packages/FacetUI/Tests/FacetUITests/TextTests.swift",
        ]
        let tests = files.map {
            TestCase(file: $0, name: "test", isDisabled: false, typeNames: ["Text"], calledMembers: [])
        }
        #expect(
            TestsPlugin.cell(for: entry, exercising: tests, labels: TestsPlugin.labels(of: files))
                == "1 · FacetEngine/TextTests, 1 · FacetInspector/TextTests, 1 · FacetIntrospect/TextIntrospectionTests, +1 more"
        )
        let clashing = [
            "Packages/FacetUI/Tests/FacetUITests/WidgetTreeTests.swift",
            "Packages/FacetUI/Tests/FacetTerminalTests/WidgetTreeTests.swift",
            "Packages/FacetGTK/Tests/FacetGTKTests/Backend/WidgetTreeTests.swift",
        ]
        #expect(
            TestsPlugin.labels(of: clashing) == [
                clashing[0]: "Packages/FacetUI/Tests/FacetUITests/WidgetTreeTests",
                clashing[1]: "Packages/FacetUI/Tests/FacetTerminalTests/WidgetTreeTests",
                clashing[2]: "FacetGTK/WidgetTreeTests",
            ])
    }

    @Test func facetUIReadsEveryModuleButTheTerminalToolkit() throws {
        let repository = try FixtureRepository()
        try repository.write("Packages/FacetUI/Sources/FacetUICore/DSL/View.swift", fixtureFacetUI)
        try repository.write(
            "Packages/FacetUI/Sources/FacetUI/Exports.swift", "@_exported import FacetUICore\n")
        try repository.write(
            "Packages/FacetUI/Sources/FacetTerminal/Gauge.swift",
            "public struct Gauge<Label: View, CurrentValueLabel: View>: View { public var body: some View { EmptyView() } }\n"
        )
        #expect(
            FacetUIPlugin.sourceDirectories(root: repository.root) == [
                "Packages/FacetUI/Sources/FacetUI", "Packages/FacetUI/Sources/FacetUICore",
            ])
        let result = try scan(FacetUIPlugin(), repository)
        #expect(
            result.findings["view Text"]
                == Finding(level: .partial, detail: "1/2 initializers", missing: ["init(verbatim:)"]))
        #expect(result.findings["view Gauge"] == nil)
    }

    @Test func selectorsOfCatalogSignatures() {
        #expect(
            CatalogSelectors.selector(
                of:
                    "init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint"
            ) == "init(value:in:label:)")
        #expect(
            CatalogSelectors.selector(
                of:
                    "func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V: Equatable"
            ) == "onChange(of:initial:_:)")
        #expect(CatalogSelectors.selector(of: "init?(_ text: String = \"a, b\")") == "init(_:)")
        #expect(
            CatalogSelectors.selector(of: "init(@TabContentBuilder<Never> content: () -> Content)")
                == "init(content:)")
        #expect(CatalogSelectors.selector(of: "static var bordered: BorderedButtonStyle") == "bordered")
        #expect(CatalogSelectors.selector(of: "func frame() -> some View") == "frame()")
    }
}
