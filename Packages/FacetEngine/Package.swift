// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FacetEngine",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetEngine", targets: ["FacetEngine"])
    ],
    dependencies: [
        .package(path: "../FacetUI")
    ],
    targets: [
        .target(name: "FacetEngine", dependencies: [.product(name: "FacetUI", package: "FacetUI")]),
        .testTarget(
            name: "FacetEngineTests",
            dependencies: ["FacetEngine", .product(name: "FacetUI", package: "FacetUI")]),
    ],
    swiftLanguageModes: [.v6]
)
