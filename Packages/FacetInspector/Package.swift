// swift-tools-version:6.0
// FacetInspector: ViewInspector's API for Facet views, reading the live view graph.
import PackageDescription

let package = Package(
    name: "FacetInspector",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetInspector", targets: ["FacetInspector"]),
        .executable(name: "facet-inspector-bench", targets: ["facet-inspector-bench"]),
    ],
    dependencies: [.package(path: "../FacetUI")],
    targets: [
        // FacetUICore's `@_spi(Inspection)` API (modifier values, node reads) is imported by
        // name, beside the FacetUI umbrella that tests and apps import.
        .target(
            name: "FacetInspector",
            dependencies: [
                .product(name: "FacetUI", package: "FacetUI"),
                .product(name: "FacetUICore", package: "FacetUI"),
                // The terminal's cells, for text snapshots.
                .product(name: "FacetTerminal", package: "FacetUI"),
            ]),
        .executableTarget(
            name: "facet-inspector-bench",
            dependencies: ["FacetInspector", .product(name: "FacetBenchmarkSupport", package: "FacetUI")],
            path: "Benchmarks/facet-inspector-bench"),
        .testTarget(
            name: "FacetInspectorTests",
            dependencies: [
                "FacetInspector", .product(name: "FacetUICore", package: "FacetUI"),
                .product(name: "FacetTerminal", package: "FacetUI"),
            ],
            // Snapshot references, read and written by the tests beside their sources.
            exclude: ["Snapshots/__Snapshots__"]),
        // A ViewInspector suite as most are written: XCTest, Swift 5 mode, no actor annotations.
        .testTarget(
            name: "ViewInspectorStyleTests",
            dependencies: ["FacetInspector", .product(name: "Combine", package: "FacetUI")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
