// swift-tools-version:6.0
// FacetGTK: a GTK 4 backend for FacetUI (native desktop widgets). It needs GTK 4.8 or later
// (`apt-get install libgtk-4-dev`); everything else in Facet builds without it.
import PackageDescription

let package = Package(
    name: "FacetGTK",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetGTK", targets: ["FacetGTK"])
    ],
    dependencies: [.package(path: "../FacetUI"), .package(path: "../FacetIntrospect")],
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
    ],
    swiftLanguageModes: [.v6]
)
