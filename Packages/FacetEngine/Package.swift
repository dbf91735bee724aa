// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FacetEngine",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetEngine", targets: ["FacetEngine"]),
        .executable(name: "engine-bench", targets: ["engine-bench"]),
    ],
    dependencies: [
        .package(path: "../FacetUI")
    ],
    targets: [
        .target(
            name: "FacetEngine",
            dependencies: [
                .product(name: "FacetUI", package: "FacetUI")
            ]),
        .executableTarget(
            name: "engine-bench",
            dependencies: [
                "FacetEngine", .product(name: "FacetUI", package: "FacetUI"),
                .product(name: "FacetBenchmarkSupport", package: "FacetUI"),
            ],
            path: "Benchmarks/engine-bench"),
        .testTarget(
            name: "FacetEngineTests",
            dependencies: [
                "FacetEngine", .product(name: "FacetUI", package: "FacetUI"),
                .product(name: "FacetTestSupport", package: "FacetUI"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
