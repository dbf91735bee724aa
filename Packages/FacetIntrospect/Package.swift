// swift-tools-version:6.0
// FacetIntrospect: hands a view's backing widget (terminal widget, later GTK widget) to user
// code, in SwiftUI-Introspect's shape.
import PackageDescription

let package = Package(
    name: "FacetIntrospect",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FacetIntrospect", targets: ["FacetIntrospect"])
    ],
    dependencies: [.package(path: "../FacetUI")],
    targets: [
        .target(
            name: "FacetIntrospect",
            dependencies: [
                .product(name: "FacetUI", package: "FacetUI"),
                .product(name: "FacetTerminal", package: "FacetUI"),
                // By name for its `@_spi(Inspection)` API (the modifier a node applies).
                .product(name: "FacetUICore", package: "FacetUI"),
            ]),
        .testTarget(
            name: "FacetIntrospectTests",
            dependencies: ["FacetIntrospect", .product(name: "FacetTestSupport", package: "FacetUI")]),
    ],
    swiftLanguageModes: [.v6]
)
