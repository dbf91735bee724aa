import Foundation
import TestSupport
import Testing

@testable import CoverageKit

// The fixture repositories of the scaffold tests, and the compiler that checks what they write.

/// FacetUICore's protocol of views shown by one widget, with what its requirements name, as
/// the skeleton of a view that draws uses it.
let fixtureControlView = """
    public struct EnvironmentValues {}

    public enum WidgetEvent {
        case tap
    }

    public protocol WidgetContent: Sendable {
        var kind: String { get }
    }

    protocol ControlView: View {
        associatedtype Label: View
        func label(in environment: EnvironmentValues) -> Label
        func widgetContent(in environment: EnvironmentValues) -> any WidgetContent
        func handle(_ event: WidgetEvent, environment: EnvironmentValues)
    }

    extension View where Body == Never {
        public var body: Never { fatalError("primitive") }
    }

    """

/// A repository whose FacetUI holds only the minimal declarations: Gauge is not started.
/// The catalog of ``scaffoldFixture()``: ``fixtureCatalog`` and `Button`.
let scaffoldCatalog =
    fixtureCatalog + """
        view Button
          category: Controls and indicators
          available: iOS 13.0, macOS 10.15
          declaration: struct Button<Label>: View where Label: View
          init: init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)

        """

func scaffoldFixture() throws -> FixtureRepository {
    let repository = try FixtureRepository()
    try repository.writeCatalog(scaffoldCatalog)
    try repository.write("Packages/FacetUI/Sources/FacetUICore/DSL/View.swift", fixtureFacetUI)
    try repository.write("Packages/FacetUI/Sources/FacetUICore/Graph/ControlView.swift", fixtureControlView)
    // Controls live in Views/Controls: a scaffolded control goes there too.
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Views/Controls/Button.swift",
        """
        public struct Button<Label: View>: View {
            let label: Label
            public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
            public var body: some View { label }
        }
        """)
    return repository
}

/// `scaffoldFixture()` with FacetInspector and FacetIntrospect present, reduced to the
/// declarations scaffolded files use, with the real protocols' requirements
/// (`KnownViewType.typePrefix`/`_matches(_:)`, `IntrospectableViewType: Sendable`).
func companionFixture() throws -> FixtureRepository {
    let repository = try scaffoldFixture()
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Graph/ViewNode.swift",
        """
        /// A node of the live view graph.
        @MainActor
        public final class ViewNode {
            public let view: any View
            public init(view: any View) { self.view = view }
        }
        """)
    try repository.write(
        "Packages/FacetInspector/Sources/FacetInspector/Core/KnownViewType.swift",
        """
        import FacetUI

        @MainActor
        public protocol KnownViewType {
            static var typePrefix: String { get }
            static var _callName: String { get }
            static func _matches(_ node: ViewNode) -> Bool
            static var _hasIndexedChildren: Bool { get }
        }

        extension KnownViewType {
            public static var _callName: String { typePrefix.prefix(1).lowercased() + typePrefix.dropFirst() }
            public static var _hasIndexedChildren: Bool { false }
        }

        public enum ViewType {}

        extension ViewType {
            public struct ClassifiedView: KnownViewType {
                public static var typePrefix: String { "ClassifiedView" }
                public static func _matches(_ node: ViewNode) -> Bool { true }
            }
        }

        @MainActor
        public struct InspectableView<View: KnownViewType> {
            let node: ViewNode
            let path: String

            func child<T: KnownViewType>(_ type: T.Type, call: String, index: Int?) throws -> InspectableView<T> {
                InspectableView<T>(node: node, path: path + ".\\(call)()")
            }
        }

        extension FacetUI.View {
            @MainActor
            public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
                InspectableView(node: ViewNode(view: self), path: "")
            }
        }

        public enum Inspector {
            @MainActor
            public static func print<V: KnownViewType>(_ view: InspectableView<V>) -> String { view.path }
        }
        """)
    try repository.write(
        "Packages/FacetIntrospect/Sources/FacetIntrospect/Core/IntrospectableViewType.swift",
        """
        public enum IntrospectionScope: Sendable {
            case receiver
            case ancestor
        }

        public protocol IntrospectableViewType: Sendable {
            var scope: IntrospectionScope { get }
        }

        extension IntrospectableViewType {
            public var scope: IntrospectionScope { .receiver }
        }
        """)
    return repository
}

/// `companionFixture()` with the modules a drawing view's mapping files are compiled in, each
/// reduced to what those files use: FacetUICore (`ProposedViewSize`), FacetTerminal (its
/// widgets), the umbrella FacetUI (`TerminalMapped`, `CellMetrics`) and FacetGTK (`GTKMapped`,
/// `GTKIntrospectable`) over empty `CGTK` and `CGTKSupport` modules.
func wholePathFixture() throws -> FixtureRepository {
    let repository = try companionFixture()
    try repository.write(
        "Packages/FacetUI/Sources/FacetUICore/Layout/ProposedViewSize.swift",
        """
        import Foundation

        public struct ProposedViewSize: Sendable {
            public var width: CGFloat?
            public var height: CGFloat?
        }
        """)
    try repository.write(
        "Packages/FacetUI/Sources/FacetTerminal/Widgets/TerminalWidget.swift",
        """
        @MainActor
        open class TerminalWidget {
            public init() {}
        }

        open class ContainerWidget: TerminalWidget {}
        """)
    try repository.write(
        "Packages/FacetUI/Sources/FacetUI/Backend/TerminalMapped.swift",
        """
        @_exported import FacetUICore
        import FacetTerminal
        import Foundation

        @MainActor
        public protocol WidgetEventHandler: AnyObject {}

        @MainActor
        protocol TerminalMapped: WidgetContent {
            func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget
            func configure(_ widget: TerminalWidget)
        }

        public protocol CellMetrics {
            func cellSize(for proposal: ProposedViewSize) -> CGSize
        }
        """)
    for module in ["CGTK", "CGTKSupport"] {
        try repository.write(
            "Packages/FacetGTK/Sources/\(module)/\(module).swift", "public enum \(module) {}\n")
    }
    try repository.write(
        "Packages/FacetGTK/Sources/FacetGTK/Backend/GTKMapped.swift",
        """
        import FacetIntrospect
        import FacetUI
        import Foundation

        @MainActor
        public final class GTKWidget {
            public let content: any WidgetContent
            init(content: any WidgetContent) { self.content = content }
            static func makeFrame(content: any WidgetContent) -> GTKWidget { GTKWidget(content: content) }
        }

        @MainActor
        public struct GTKMeasurer {}

        @MainActor
        protocol GTKMapped: WidgetContent {
            func makeGTKWidget() -> GTKWidget
            func configure(_ widget: GTKWidget)
            func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize
        }

        public protocol GTKIntrospectable: IntrospectableViewType {
            @MainActor static func backs(_ widget: GTKWidget) -> Bool
        }
        """)
    return repository
}

/// A catalog whose APIs FacetUI declares in part: `Text` lacks two initializers (one names a
/// type FacetUI does not declare), `Button` lacks one whose `where` clause names `Label`,
/// which Button's generic parameter shadows, `.opacity` lacks two overloads (one names an
/// undeclared type); `Gauge` is not started.
let additionsCatalog = """
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

    view Deck
      category: Other views
      available: iOS 13.0, macOS 10.15
      declaration: struct Deck<C>: View where C: Tint
      init: init(_ content: C)
      init: init(content: C, label: C.Label)

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

let coreSources = "Packages/FacetUI/Sources/FacetUICore"
let textFile = "\(coreSources)/DSL/View.swift"
let textCompanion = "\(coreSources)/DSL/Text+Pending.swift"
let textTests = "Packages/FacetUI/Tests/FacetUITests/Views/TextTests+Pending.swift"

func additionsFixture() throws -> FixtureRepository {
    let repository = try FixtureRepository()
    try repository.writeCatalog(additionsCatalog)
    try repository.write(textFile, fixtureFacetUI)
    try repository.write("\(coreSources)/Graph/ControlView.swift", fixtureControlView)
    try repository.write(
        "\(coreSources)/Views/Controls/Button.swift",
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
        "\(coreSources)/Views/Divider.swift",
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
        "\(coreSources)/Modifiers/RenderingModifiers.swift",
        """
        extension View {
            /// Sets the transparency of the view.
            public func opacity(_ opacity: Double) -> some View { self }
        }
        """)
    return repository
}

/// Every file of the repository with its text, to compare before and after a scaffold.
func snapshotFiles(_ repository: FixtureRepository) throws -> [String: String] {
    var files: [String: String] = [:]
    for url in SourceFiles.swiftFiles(under: [repository.root.appendingPathComponent("Packages")]) {
        files[SourceFiles.relativePath(of: url, root: repository.root)] = try String(
            contentsOf: url, encoding: .utf8)
    }
    return files
}

/// Compiles FacetUI's sources as module FacetUICore with a FacetUI module re-exporting it,
/// as the package does, then type-checks test files against them.
func compileFixture(_ repository: FixtureRepository, tests: [String]) throws {
    try Compiler.emitModule(repository, "FacetUICore", sources: coreSources)
    try repository.write("Packages/FacetUI/Sources/FacetUI/Exports.swift", "@_exported import FacetUICore\n")
    try Compiler.emitModule(
        repository, "FacetUI", sources: "Packages/FacetUI/Sources/FacetUI", imports: ["FacetUICore"])
    try Compiler.typecheck(repository, tests: tests, imports: ["FacetUI", "FacetUICore"])
}

/// Type-checks scaffolded files with the toolchain's compiler: the package's sources as
/// module FacetUI, then test files against it.
enum Compiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func typecheck(_ repository: FixtureRepository, sources: String, tests: [String]) throws {
        try emitModule(repository, "FacetUI", sources: sources)
        try typecheck(repository, tests: tests, imports: ["FacetUI"])
    }

    /// Compiles the Swift files under `sources` as module `name`, seeing only the modules
    /// `imports` (emitted before), each in its own directory.
    static func emitModule(
        _ repository: FixtureRepository, _ name: String, sources: String, imports: [String] = []
    ) throws {
        let swiftc = try #require(executable("swiftc"))
        let directory = moduleDirectory(repository, name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = SourceFiles.swiftFiles(under: [repository.root.appendingPathComponent(sources)]).map(
            \.path)
        try run(
            swiftc,
            [
                "-parse-as-library", "-swift-version", "6", "-enable-testing", "-module-name", name,
                "-emit-module", "-emit-module-path",
                directory.appendingPathComponent("\(name).swiftmodule").path,
            ] + includes(repository, imports) + files)
    }

    /// Type-checks each test file on its own, seeing only the modules `imports`.
    static func typecheck(_ repository: FixtureRepository, tests: [String], imports: [String]) throws {
        let swiftc = try #require(executable("swiftc"))
        for test in tests {
            try run(
                swiftc,
                ["-typecheck", "-parse-as-library", "-swift-version", "6"] + includes(repository, imports)
                    + [repository.root.appendingPathComponent(test).path])
        }
    }

    private static func moduleDirectory(_ repository: FixtureRepository, _ name: String) -> URL {
        repository.root.appendingPathComponent(".build-typecheck/\(name)")
    }

    private static func includes(_ repository: FixtureRepository, _ modules: [String]) -> [String] {
        modules.flatMap { ["-I", moduleDirectory(repository, $0).path] }
    }

    private static func executable(_ name: String) -> String? { Subprocess.executable(named: name) }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let result = try Subprocess.run(tool, arguments)
        let output = result.output
        if result.status != 0 || output.contains("warning:") {
            throw Failure(description: "swiftc \(arguments.joined(separator: " ")):\n\(output)")
        }
    }
}
