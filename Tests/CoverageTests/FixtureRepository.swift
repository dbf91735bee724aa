import Foundation

@testable import CoverageKit

/// A repository tree in a temporary directory, for tests: `Package.swift`, `Packages/`,
/// and whatever files a test writes. Removed when the value is released.
final class FixtureRepository {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("coverage-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Packages"), withIntermediateDirectories: true)
        try write("Package.swift", "// fixture\n")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Runs the command line at the root; returns the exit code and the console.
    func run(_ arguments: [String]) -> (code: Int32, console: RecordingConsole) {
        let console = RecordingConsole()
        let code = CoverageCommand.run(
            arguments: arguments + ["--root", root.path], currentDirectory: root, console: console)
        return (code, console)
    }

    /// Writes a catalog (one text per kind file) from catalog-format text holding any kinds.
    func writeCatalog(_ text: String) throws {
        let entries = try CatalogFormat.parse(text, file: "fixture")
        try CatalogStore(root: root).save(Catalog(entries: entries), sources: ["Fixture.swiftinterface"])
    }
}

/// A small catalog used by plugin, report and scaffold tests.
let fixtureCatalog = """
    view Gauge
      category: Controls and indicators
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      declaration: struct Gauge<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View
      related: GaugeStyle
      init: init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint
      init: init<V>(value: V, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint
        available: iOS 17.0, macOS 14.0, tvOS unavailable

    view Map
      category: Other views
      available: iOS 17.0, macOS 14.0
      declaration: struct Map: View
      not-applicable: MapKit is not available on Linux

    view Text
      category: Text and images
      available: iOS 13.0, macOS 10.15
      declaration: struct Text: View
      init: init(_ content: String)
      init: init(verbatim content: String)

    view VStack
      category: Layout containers
      available: iOS 13.0, macOS 10.15
      declaration: struct VStack<Content>: View where Content: View
      init: init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)

    modifier gaugeStyle
      category: Style modifiers
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      context: on Gauge
      overload: func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle

    modifier padding
      category: Sizing and positioning
      available: iOS 13.0, macOS 10.15
      overload: func padding(_ length: CGFloat) -> some View
      overload: func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View

    property-wrapper State
      category: State and data flow
      available: iOS 13.0, macOS 10.15
      declaration: struct State<Value>: DynamicProperty

    style-protocol GaugeStyle
      category: GaugeStyle
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      declaration: protocol GaugeStyle
      related: gaugeStyle, LinearCapacityGaugeStyle
      context: on Gauge

    style LinearCapacityGaugeStyle
      category: GaugeStyle
      available: iOS 16.0, macOS 13.0, tvOS unavailable
      declaration: struct LinearCapacityGaugeStyle: GaugeStyle
      related: GaugeStyle
      init: init()
      shorthand: static var linearCapacity: LinearCapacityGaugeStyle

    """

/// Minimal FacetUI declarations: enough for scaffolded skeletons and tests to compile.
let fixtureFacetUI = """
    @MainActor @preconcurrency
    public protocol View {
        associatedtype Body: View
        @ViewBuilder var body: Body { get }
    }

    extension Never: View {
        public var body: Never { fatalError("no body") }
    }

    @MainActor @resultBuilder
    public enum ViewBuilder {
        public static func buildBlock() -> EmptyView { EmptyView() }
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    }

    public struct EmptyView: View {
        public init() {}
        public var body: Never { fatalError("primitive") }
    }

    public struct Text: View {
        let content: String
        public init(_ content: String) { self.content = content }
        public var body: Never { fatalError("primitive") }
    }

    public struct VStack<Content: View>: View {
        let content: Content
        public init(alignment: Int = 0, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
            self.content = content()
        }
        public var body: Never { fatalError("primitive") }
    }

    """
