import Testing

@testable import CoverageKit

/// An interface fixture with every `@available` form, `#if` duplicates, nested types,
/// module-qualified names, attributes over several lines, and a type made a view by a
/// later extension.
private let interface = """
    // swift-module-flags: -module-name SwiftUI
    import SwiftUICore
    import Swift
    import CoreGraphics
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS,
               unavailable)
    public struct Gauge<Label> : SwiftUICore.View where Label : SwiftUICore.View {
      public init<V>(value: V, @SwiftUICore.ViewBuilder label: () -> Label) where V : Swift.BinaryFloatingPoint
      @available(iOS 17.0, *)
      public init(label: Label)
      public var body: some SwiftUICore.View { get }
      public struct Configuration : SwiftUICore.View {
        public var body: some SwiftUICore.View { get }
      }
    }
    extension SwiftUI.Gauge where Label == SwiftUICore.Text {
      public init<S>(_ title: S, value: Swift.Double) where S : Swift.StringProtocol
      public init(title: SwiftUICore.Text)
    }
    public struct LateView {
      public init()
    }
    @available(iOS 15.0, macOS 12.0, *)
    extension SwiftUI.LateView : SwiftUICore.View {
      public var body: some SwiftUICore.View { get }
    }
    #if compiler(>=5.3) && $NoncopyableGenerics
    @available(iOS 13.0, macOS 10.15, *)
    extension SwiftUICore.View {
      nonisolated public func padding(_ length: CoreGraphics.CGFloat) -> some SwiftUICore.View
      @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "padding(_:)")
      @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "padding(_:)")
      nonisolated public func oldPadding() -> some SwiftUICore.View
      @available(*, deprecated, message: "Use \\"padding\\" instead")
      @_disfavoredOverload nonisolated public func padding(all: Swift.Bool) -> some SwiftUICore.View
      @available(iOS, unavailable)
      @available(macOS, unavailable)
      @available(watchOS 10.0, *)
      public func watchOnly() -> some SwiftUICore.View
    }
    #else
    extension SwiftUICore.View {
      public func padding(_ length: CoreGraphics.CGFloat) -> some SwiftUICore.View
    }
    #endif
    @propertyWrapper public struct State<Value> : SwiftUICore.DynamicProperty {
      public init(wrappedValue value: Value)
    }
    public protocol GaugeStyle {
      associatedtype Body : SwiftUICore.View
    }
    public struct LinearGaugeStyle : SwiftUI.GaugeStyle {
      public init()
    }
    extension SwiftUI.GaugeStyle where Self == SwiftUI.LinearGaugeStyle {
      public static var linear: SwiftUI.LinearGaugeStyle { get }
    }
    extension SwiftUICore.View {
      public func gaugeStyle<S>(_ style: S) -> some SwiftUICore.View where S : SwiftUI.GaugeStyle
    }
    """

@Suite struct InterfaceParserTests {
    private func catalog() throws -> Catalog {
        try CatalogImporter.importCatalog(
            files: [(path: "Fixture.swiftinterface", text: interface)], data: AnnotationData())
    }

    @Test func viewTypesIncludeNestedAndExtensionMadeViews() throws {
        #expect(try catalog().entries(of: .view).map(\.name) == ["Gauge", "Gauge.Configuration", "LateView"])
    }

    @Test func shortFormAndMultiLineUnavailableAttributes() throws {
        let gauge = try #require(try catalog().entry(.view, "Gauge"))
        #expect(AvailabilityText.format(gauge.availability) == "iOS 16.0, macOS 13.0, tvOS unavailable")
        #expect(gauge.declaration == "struct Gauge<Label>: View where Label: View")
    }

    @Test func initializersKeepSignaturesWithoutModuleNamesAndInheritAvailability() throws {
        let gauge = try #require(try catalog().entry(.view, "Gauge"))
        #expect(
            gauge.members.map(\.signature) == [
                "init<V>(value: V, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint",
                "init(label: Label)",
                // A constrained extension's initializers carry its requirements.
                "init<S>(_ title: S, value: Double) where S: StringProtocol, Label == Text",
                "init(title: Text) where Label == Text",
            ])
        #expect(
            AvailabilityText.format(gauge.members[1].availability) == "iOS 17.0, macOS 13.0, tvOS unavailable"
        )
    }

    @Test func nestedTypeInheritsItsParentsAvailability() throws {
        let nested = try #require(try catalog().entry(.view, "Gauge.Configuration"))
        #expect(nested.parent == "Gauge")
        #expect(AvailabilityText.format(nested.availability) == "iOS 16.0, macOS 13.0, tvOS unavailable")
    }

    @Test func extensionAvailabilityIsTheLateViewsDeclarationAvailability() throws {
        let late = try #require(try catalog().entry(.view, "LateView"))
        #expect(late.declaration == "struct LateView /* extensions add: View */")
    }

    @Test func ifBlocksAreReadOnceAndOverloadsGroupByName() throws {
        let padding = try #require(try catalog().entry(.modifier, "padding"))
        #expect(
            padding.members.map(\.signature) == [
                "func padding(_ length: CGFloat) -> some View",
                "func padding(all: Bool) -> some View",
            ])
    }

    @Test func longFormDeprecationsWithRenamedAndMessages() throws {
        let catalog = try catalog()
        let old = try #require(catalog.entry(.modifier, "oldPadding"))
        #expect(
            AvailabilityText.format(old.availability)
                == #"iOS 13.0 deprecated 100000.0 renamed "padding(_:)", macOS 10.15 deprecated 100000.0 renamed "padding(_:)""#
        )
        let padding = try #require(catalog.entry(.modifier, "padding"))
        #expect(
            AvailabilityText.format(padding.members[1].availability)
                == #"* deprecated message "Use \"padding\" instead", iOS 13.0, macOS 10.15"#)
    }

    @Test func platformOnlyAPIsAreNotApplicable() throws {
        let watch = try #require(try catalog().entry(.modifier, "watchOnly"))
        #expect(watch.notApplicable == "available only on watchOS: no desktop or phone counterpart")
    }

    @Test func propertyWrappersStylesAndShorthands() throws {
        let catalog = try catalog()
        #expect(catalog.entries(of: .propertyWrapper).map(\.name) == ["State"])
        let style = try #require(catalog.entry(.style, "LinearGaugeStyle"))
        #expect(style.related == ["GaugeStyle"])
        #expect(style.context == UsageContext(.on, "Gauge"))
        #expect(style.members(.shorthand).map(\.signature) == ["static var linear: LinearGaugeStyle"])
        let proto = try #require(catalog.entry(.styleProtocol, "GaugeStyle"))
        #expect(proto.related == ["gaugeStyle", "LinearGaugeStyle"])
        #expect(proto.context == UsageContext(.on, "Gauge"))
        #expect(catalog.entry(.modifier, "gaugeStyle")?.context == UsageContext(.on, "Gauge"))
        #expect(catalog.entry(.view, "Gauge")?.related == ["GaugeStyle"])
    }

    @Test func malformedInterfaceFailsWithFileAndLine() {
        let broken = "public struct Fine {}\npublic struct Broken {\n  public func f(\n}\n"
        #expect(
            throws: CoverageError.malformedInterface(
                file: "Broken.swiftinterface", line: 3, message: "expected ')' to end parameter clause")
        ) {
            try CatalogImporter.importCatalog(
                files: [(path: "Broken.swiftinterface", text: broken)], data: AnnotationData())
        }
    }

    @Test func malformedImportWritesNoCatalog() throws {
        let repository = try FixtureRepository()
        try repository.write("Good.swiftinterface", interface)
        try repository.write("Bad.swiftinterface", "public struct X {\n")
        let result = repository.run(["catalog", "import", "Good.swiftinterface", "Bad.swiftinterface"])
        #expect(result.code == 1)
        #expect(result.console.errorText == "error: Bad.swiftinterface:1: error: expected '}' to end struct")
        #expect(!repository.exists("Tools/Coverage/Catalog/views.catalog"))
    }

    @Test func importWritesOneFilePerKind() throws {
        let repository = try FixtureRepository()
        try repository.write("Fixture.swiftinterface", interface)
        let result = repository.run(["catalog", "import", "Fixture.swiftinterface"])
        #expect(result.code == 0)
        #expect(
            result.console.outputText
                == "catalog: 3 view types, 0 shapes, 4 modifiers (5 overloads), 1 property wrappers, 1 style protocols, 1 styles, 0 gestures, 0 scenes written to Tools/Coverage/Catalog"
        )
        let reloaded = try CatalogStore(root: repository.root).load()
        #expect(reloaded == (try catalog()))
    }
}
