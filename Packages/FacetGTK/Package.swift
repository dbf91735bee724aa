// swift-tools-version:6.0
// FacetGTK: a GTK 4 backend for FacetUI (native desktop widgets). It needs GTK 4.8 or later
// (`apt-get install libgtk-4-dev`); everything else in Facet builds without it.
import PackageDescription

let package = Package(
    name: "FacetGTK",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetGTK", targets: ["FacetGTK"]),
        // Image snapshots for FacetInspector's `assertSnapshot` (`.image`), drawn by GTK:
        // apart from FacetInspector so that its text snapshots need no GTK.
        .library(name: "FacetGTKSnapshots", targets: ["FacetGTKSnapshots"]),
    ],
    dependencies: [
        .package(path: "../FacetUI"), .package(path: "../FacetIntrospect"),
        .package(path: "../FacetInspector"),
    ],
    targets: [
        .systemLibrary(
            name: "CGTK", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]),
        .target(name: "CGTKSupport", dependencies: ["CGTK"]),
        .target(
            name: "FacetGTK",
            dependencies: [
                "CGTK", "CGTKSupport",
                .product(name: "FacetUI", package: "FacetUI"),
                // By name for its `@_spi(Backend)` API (a font's resolved fields).
                .product(name: "FacetUICore", package: "FacetUI"),
                .product(name: "FacetIntrospect", package: "FacetIntrospect"),
            ]),
        .target(
            name: "FacetGTKSnapshots",
            dependencies: [
                "CGTK", "FacetGTK", .product(name: "FacetUI", package: "FacetUI"),
                .product(name: "FacetInspector", package: "FacetInspector"),
            ]),
        .executableTarget(
            name: "facet-gtk-bench",
            dependencies: ["FacetGTK", .product(name: "FacetBenchmarkSupport", package: "FacetUI")],
            path: "Benchmarks/facet-gtk-bench"),
        .testTarget(
            name: "FacetGTKTests",
            dependencies: [
                "FacetGTK", .product(name: "FacetIntrospect", package: "FacetIntrospect"),
                .product(name: "FacetTestSupport", package: "FacetUI"),
            ]),
        .testTarget(
            name: "FacetGTKSnapshotsTests",
            dependencies: [
                "FacetGTKSnapshots", .product(name: "FacetInspector", package: "FacetInspector"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
