// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FacetUI",
    platforms: [.macOS(.v14)],
    products: [
        // What apps import: SwiftUI's API with the terminal as the default backend.
        .library(name: "FacetUI", targets: ["FacetUI"]),
        // The view DSL, the graph, layout and the backend protocol, with no backend: what a
        // backend package (FacetGTK) builds on.
        .library(name: "FacetUICore", targets: ["FacetUICore"]),
        // Combine's everyday surface (publishers, subjects, `ObservableObject`, `@Published`,
        // `Timer.publish`), which Linux lacks; FacetUICore re-exports it.
        .library(name: "FacetCombine", targets: ["FacetCombine"]),
        // The same module under Combine's own name, so that `import Combine` in SwiftUI code
        // compiles unchanged on Linux (where no other Combine exists).
        .library(name: "Combine", targets: ["Combine"]),
        // The terminal widget toolkit, on its own.
        .library(name: "FacetTerminal", targets: ["FacetTerminal"]),
        // The test host every package's tests use (`HeadlessHost`, `TerminalHost`; FacetGTK's
        // tests add `GTKHost`) and shared test helpers. For tests only.
        .library(name: "FacetTestSupport", targets: ["FacetTestSupport"]),
        // The benchmarks' list workload, timing and table printing, shared by every
        // package's benchmark.
        .library(name: "FacetBenchmarkSupport", targets: ["FacetBenchmarkSupport"]),
        .executable(name: "facet-bench", targets: ["facet-bench"]),
        .executable(name: "facet-hit-bench", targets: ["facet-hit-bench"]),
    ],
    targets: [
        .target(name: "FacetCombine"),
        .target(name: "Combine", dependencies: ["FacetCombine"]),
        .target(name: "FacetUICore", dependencies: ["FacetCombine"]),
        // The umbrella: re-exports FacetUICore and adds the terminal backend, the headless
        // backend for tests, and `App.main()`.
        .target(name: "FacetUI", dependencies: ["FacetUICore", "FacetTerminal"]),
        // The terminal widget toolkit stands alone; FacetUI drives it through its backend.
        .target(name: "FacetTerminal"),
        .target(
            name: "FacetTestSupport", dependencies: ["FacetUI", "FacetTerminal"],
            path: "Tests/FacetTestSupport"),
        .target(
            name: "FacetBenchmarkSupport", dependencies: ["FacetUI"],
            path: "Benchmarks/FacetBenchmarkSupport"),
        .executableTarget(
            name: "facet-bench", dependencies: ["FacetUI", "FacetBenchmarkSupport"],
            path: "Benchmarks/facet-bench"),
        .executableTarget(
            name: "facet-hit-bench", dependencies: ["FacetUI", "FacetUICore", "FacetBenchmarkSupport"],
            path: "Benchmarks/facet-hit-bench"),
        .testTarget(name: "FacetUITests", dependencies: ["FacetUI", "FacetUICore", "FacetTestSupport"]),
        .testTarget(name: "FacetTerminalTests", dependencies: ["FacetTerminal"]),
        .testTarget(name: "FacetCombineTests", dependencies: ["FacetCombine"]),
    ],
    swiftLanguageModes: [.v6]
)
