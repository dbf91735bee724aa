import Foundation
import Testing

@testable import CoverageKit

/// The SDK interfaces, from `../shared/reference` next to the repository (as on CI) or
/// `/work/shared/reference`; nil when neither exists.
enum Reference {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let directory: URL? = {
        let candidates = [
            repositoryRoot.deletingLastPathComponent().appendingPathComponent(
                "shared/reference/swiftui-ios18.1"),
            URL(fileURLWithPath: "/work/shared/reference/swiftui-ios18.1"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("SwiftUI.swiftinterface").path)
        }
    }()

    static var isAvailable: Bool { directory != nil }
}

@Suite struct ReferenceInterfaceTests {
    @Test(
        .enabled(if: Reference.isAvailable, "skipped: the iOS 18.1 interfaces are not at ../shared/reference")
    )
    func importingTheRealInterfacesFindsTheWholeAPI() throws {
        let directory = try #require(Reference.directory)
        let files = try ["SwiftUI.swiftinterface", "SwiftUICore.swiftinterface"].map { name in
            (
                path: name,
                text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            )
        }
        let data = try AnnotationData.load(from: AnnotationData.directory(root: Reference.repositoryRoot))
        let catalog = try CatalogImporter.importCatalog(files: files, data: data)
        let topLevelViews = catalog.entries(of: .view).filter { $0.parent == nil }
        #expect(topLevelViews.count >= 95)
        #expect(catalog.entries(of: .modifier).count >= 400)
        #expect(catalog.entries(of: .propertyWrapper).count == 20)
        #expect(catalog.entries(of: .styleProtocol).count == 28)
        for name in ["Gauge", "Text", "Tab", "Section", "Group", "TabView"] {
            #expect(catalog.entry(.view, name) != nil, "\(name) is a view type")
        }
        #expect(catalog.entry(.view, "GaugeStyleConfiguration.Label")?.parent == "GaugeStyleConfiguration")
        #expect(catalog.entry(.modifier, "gaugeStyle")?.context == UsageContext(.on, "Gauge"))
        #expect(catalog.entry(.view, "Tab")?.context == UsageContext(.inside, "TabView"))
        #expect(catalog.entry(.modifier, "listRowBackground")?.context == UsageContext(.rowIn, "List"))
        #expect(
            catalog.entry(.style, "BorderedProminentButtonStyle")?.members(.shorthand).map(\.name) == [
                "borderedProminent"
            ])
        #expect(catalog.entry(.modifier, "padding")?.category == "Sizing and positioning")

        // The committed catalog is what the import produces.
        let store = CatalogStore(root: Reference.repositoryRoot)
        if store.exists {
            #expect(
                try store.load() == catalog,
                "Tools/Coverage/Catalog is stale: run `swift run coverage catalog import`")
        }
    }
}
