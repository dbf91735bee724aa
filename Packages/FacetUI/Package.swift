// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FacetUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetUI", targets: ["FacetUI"]),
        .library(name: "FacetTerminal", targets: ["FacetTerminal"]),
        .executable(name: "facet-bench", targets: ["facet-bench"]),
    ],
    targets: [
        .target(name: "FacetUI", dependencies: ["FacetTerminal"]),
        // The terminal widget toolkit stands alone; FacetUI drives it through its backend.
        .target(name: "FacetTerminal"),
        .executableTarget(name: "facet-bench", dependencies: ["FacetUI"], path: "Benchmarks/facet-bench"),
        .testTarget(name: "FacetUITests", dependencies: ["FacetUI"]),
        .testTarget(name: "FacetTerminalTests", dependencies: ["FacetTerminal"]),
    ],
    swiftLanguageModes: [.v6]
)
