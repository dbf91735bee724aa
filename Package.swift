// swift-tools-version:6.0
// The Facet monorepo. Each library lives in its own local package under `Packages/`;
// this root manifest hosts the `coverage` tool and, so that one `swift test` builds
// every module once, it also carries every package's test targets (by path).
import Foundation
import PackageDescription

// MARK: - The coverage tool links the toolchain's own SwiftSyntax (host libraries).

/// `<toolchain>/usr/lib/swift/host`, found from the `swift` driver on PATH (or
/// `SWIFT_HOST_LIBS` when set). Unsafe flags stay in this root manifest only.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFT_HOST_LIBS"] { return explicit }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let resolved = candidate.resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.path) { return host.path }
    }
    return "/usr/lib/swift/host"
}

let hostLibraries = toolchainHostLibraries()
let syntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
// `swift run coverage report` builds in debug; the tool is optimised anyway so that a full
// report stays well under two seconds.
let optimizedTool: [SwiftSetting] = syntaxSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]
let syntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParserDiagnostics"),
]

// MARK: - GTK is optional

/// Whether to build the GTK backend, its tests and the demo's GTK window: `FACET_GTK=1` or
/// `FACET_GTK=0` when set, otherwise whether GTK 4's development files are installed
/// (pkg-config's `gtk4.pc`), so that everything else builds and tests on a machine with only
/// the Swift toolchain.
///
/// SwiftPM caches this manifest's evaluation per environment, and does not see GTK being
/// installed later; `Tools/test-all` therefore sets `FACET_GTK` from pkg-config, which makes
/// SwiftPM evaluate the manifest again whenever the answer changes.
func gtkIsInstalled() -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["FACET_GTK"] { return explicit == "1" }
    let directories =
        (environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init) + [
            "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig",
            "/usr/lib/pkgconfig",
            "/usr/share/pkgconfig", "/usr/local/lib/pkgconfig", "/opt/homebrew/lib/pkgconfig",
        ]
    return directories.contains { FileManager.default.fileExists(atPath: "\($0)/gtk4.pc") }
}

let withGTK = gtkIsInstalled()

let facetUI = Target.Dependency.product(name: "FacetUI", package: "FacetUI")
let facetUICore = Target.Dependency.product(name: "FacetUICore", package: "FacetUI")
let facetTerminal = Target.Dependency.product(name: "FacetTerminal", package: "FacetUI")
let facetCombine = Target.Dependency.product(name: "FacetCombine", package: "FacetUI")
let combine = Target.Dependency.product(name: "Combine", package: "FacetUI")
// The test host and helpers every package's tests share (FacetUI's `FacetTestSupport`).
let facetTestSupport = Target.Dependency.product(name: "FacetTestSupport", package: "FacetUI")
let facetInspector = Target.Dependency.product(name: "FacetInspector", package: "FacetInspector")
let facetIntrospect = Target.Dependency.product(name: "FacetIntrospect", package: "FacetIntrospect")
let facetEngine = Target.Dependency.product(name: "FacetEngine", package: "FacetEngine")
let facetGTK = Target.Dependency.product(name: "FacetGTK", package: "FacetGTK")
let facetGTKSnapshots = Target.Dependency.product(name: "FacetGTKSnapshots", package: "FacetGTK")

let package = Package(
    name: "Facet",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "coverage", targets: ["coverage"]),
        .executable(name: "facet-demo", targets: ["facet-demo"]),
        .executable(name: "facet-quiz", targets: ["facet-quiz"]),
        .executable(name: "facet-tips", targets: ["facet-tips"]),
        .executable(name: "facet-expenses", targets: ["facet-expenses"]),
        .executable(name: "facet-settings", targets: ["facet-settings"]),
    ],
    dependencies: [
        .package(path: "Packages/FacetUI"), .package(path: "Packages/FacetInspector"),
        .package(path: "Packages/FacetIntrospect"), .package(path: "Packages/FacetEngine"),
    ],
    targets: [
        .target(
            name: "CoverageKit", path: "Tools/Coverage/Sources/CoverageKit",
            swiftSettings: optimizedTool, linkerSettings: syntaxLinking),
        .executableTarget(
            name: "coverage", dependencies: ["CoverageKit"], path: "Tools/Coverage/Sources/coverage",
            swiftSettings: syntaxSettings, linkerSettings: syntaxLinking),
        .testTarget(
            name: "CoverageTests", dependencies: ["CoverageKit", "TestSupport"], path: "Tests/CoverageTests",
            swiftSettings: syntaxSettings, linkerSettings: syntaxLinking),

        // The demo app (`swift run facet-demo`) and its end-to-end test in a real terminal.
        // `FACET_GTK` tells the demo whether it has the GTK window (a compile-time condition,
        // not `canImport`, which a module left in `.build` by another configuration fools).
        .executableTarget(
            name: "facet-demo", dependencies: [facetUI] + (withGTK ? [facetGTK] : []),
            path: "Demos/facet-demo", swiftSettings: withGTK ? [.define("FACET_GTK")] : []),
        // A quiz written for SwiftUI (only its import changed): animations and transitions,
        // driven in tmux by the end-to-end tests.
        .executableTarget(
            name: "facet-quiz", dependencies: [facetUI] + (withGTK ? [facetGTK] : []), path: "Demos/facet-quiz"),
        // Three everyday apps written for SwiftUI (only their imports changed), driven in tmux
        // and opened as GTK windows by the end-to-end tests: a tip calculator, an expenses list
        // kept in `UserDefaults`, a settings screen of `@AppStorage` values.
        .executableTarget(
            name: "facet-tips", dependencies: [facetUI] + (withGTK ? [facetGTK] : []), path: "Demos/facet-tips"),
        .executableTarget(
            name: "facet-expenses", dependencies: [facetUI] + (withGTK ? [facetGTK] : []),
            path: "Demos/facet-expenses"),
        .executableTarget(
            name: "facet-settings", dependencies: [facetUI] + (withGTK ? [facetGTK] : []),
            path: "Demos/facet-settings"),
        // The demo's three tabs as text snapshots (and, with GTK, image snapshots).
        .testTarget(
            name: "DemoSnapshotTests", dependencies: ["facet-demo", facetInspector, facetUI] + (withGTK ? [facetGTKSnapshots] : []),
            path: "Tests/DemoSnapshotTests", exclude: ["__Snapshots__"],
            swiftSettings: withGTK ? [.define("FACET_GTK")] : []),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], path: "Tests/EndToEndTests"),

        // Every package's own tests, built once against the shared modules.
        .testTarget(
            name: "FacetUITests", dependencies: [facetUI, facetTestSupport],
            path: "Packages/FacetUI/Tests/FacetUITests"),
        .testTarget(
            name: "FacetTerminalTests", dependencies: [facetTerminal],
            path: "Packages/FacetUI/Tests/FacetTerminalTests"),
        .testTarget(
            name: "FacetCombineTests", dependencies: [facetCombine],
            path: "Packages/FacetUI/Tests/FacetCombineTests"),
        .testTarget(
            name: "FacetInspectorTests", dependencies: [facetInspector, facetUI, facetUICore, facetTerminal],
            path: "Packages/FacetInspector/Tests/FacetInspectorTests", exclude: ["Snapshots/__Snapshots__"]),
        .testTarget(
            name: "ViewInspectorStyleTests", dependencies: [facetInspector, facetUI, combine],
            path: "Packages/FacetInspector/Tests/ViewInspectorStyleTests", exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "FacetIntrospectTests",
            dependencies: [facetIntrospect, facetUI, facetTerminal, facetTestSupport],
            path: "Packages/FacetIntrospect/Tests/FacetIntrospectTests"),
        .testTarget(
            name: "FacetEngineTests", dependencies: [facetEngine, facetUI, facetTestSupport],
            path: "Packages/FacetEngine/Tests/FacetEngineTests"),
    ],
    swiftLanguageModes: [.v6]
)

if withGTK {
    package.dependencies.append(.package(path: "Packages/FacetGTK"))
    package.targets += [
        .testTarget(
            name: "FacetGTKTests", dependencies: [facetGTK, facetUI, facetIntrospect, facetTestSupport],
            path: "Packages/FacetGTK/Tests/FacetGTKTests"),
        .testTarget(
            name: "FacetGTKSnapshotsTests", dependencies: [facetGTKSnapshots, facetInspector, facetUI],
            path: "Packages/FacetGTK/Tests/FacetGTKSnapshotsTests"),
    ]
}
