import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// `Color`'s initialisers: components as given, hue/saturation/brightness, asset catalogs.
@MainActor @Suite struct ColorTests {
    private func rgba(_ color: Color) -> [Double] {
        guard case .rgba(let r, let g, let b, let a) = color.storage else { return [] }
        return [r, g, b, a]
    }

    @Test func hueSaturationAndBrightnessAreConvertedToSRGB() {
        #expect(rgba(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(rgba(Color(hue: 1, saturation: 0.5, brightness: 0.25)) == [0.25, 0.125, 0.125, 1])
        #expect(rgba(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, opacity: 0.5)) == [0, 1, 0, 0.5])
        #expect(rgba(Color(hue: 0.5, saturation: 1, brightness: 0.5)) == [0, 0.5, 0.5, 1])
        #expect(rgba(Color(hue: 0.75, saturation: 0, brightness: 0.5)) == [0.5, 0.5, 0.5, 1])
        #expect(Color(hue: 0.5, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0.5, blue: 0.5))
    }

    @Test func componentsAreKeptAsGivenAndResolvedAsViewInspectorReadsThem() throws {
        let linear = Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9)
        #expect(
            linear.components
                == Color.Components(colorSpace: .sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9))
        let resolvedLinear = try #require(linear.resolvedComponents)
        #expect(
            [resolvedLinear.red, resolvedLinear.green, resolvedLinear.blue, resolvedLinear.opacity] == [
                0.1, 0.2, 0.3, 0.9,
            ])
        // sRGB colours resolve to their linear components.
        let srgb = try #require(Color(red: 0.5, green: 1, blue: 0).resolvedComponents)
        #expect((srgb.red * 10000).rounded() == 2140 && srgb.green == 1 && srgb.blue == 0)
        let p3 = try #require(Color(.displayP3, red: 0.1, green: 0.2, blue: 0.3).resolvedComponents)
        #expect([p3.red, p3.green, p3.blue] == [0.1, 0.2, 0.3])
        #expect(Color.primary.resolvedComponents == nil)
        #expect(Color(red: 1, green: 0, blue: 0).opacity(0.5).components?.opacity == 0.5)
    }

    /// A bundle whose resources hold `Assets.xcassets` with three colour sets.
    private static func catalog() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("facet-colors-\(UUID())")
        let assets = root.appendingPathComponent("Resources/Assets.xcassets")
        func write(_ json: String, to folder: String) throws {
            let url = assets.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        try write(
            """
            {"colors": [
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal",
               "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.250", "alpha": "0.800"}}}
            ]}
            """, to: "Brand.colorset")
        try write(#"{"properties": {"provides-namespace": true}}"#, to: "Palette")
        try write(
            """
            {"colors": [{"idiom": "universal",
              "color": {"color-space": "display-p3", "components": {"red": "0xFF", "green": "51", "blue": "0x00", "alpha": "1.000"}}}]}
            """, to: "Palette/Warm.colorset")
        try write(
            """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
            """, to: "System.colorset")
        return try #require(Bundle(path: root.path))
    }

    @Test func aColourSetIsReadFromTheBundlesAssetCatalog() throws {
        let bundle = try Self.catalog()
        let brand = Color("Brand", bundle: bundle)
        #expect(brand.assetName == "Brand")
        #expect(rgba(brand) == [1, 0.5, 0.25, 0.8])
        #expect(brand == Color("Brand", bundle: bundle))
        let warm = Color("Palette/Warm", bundle: bundle)
        #expect(
            warm.components
                == Color.Components(colorSpace: .displayP3, red: 1, green: 0.2, blue: 0, opacity: 1))
        #expect(HeadlessHost(brand, width: 2, height: 1).dump == "Rectangle (0, 0, 2, 1)")
    }

    @Test func aMissingColourSetIsClearAndKeepsItsName() throws {
        let bundle = try Self.catalog()
        for missing in [
            Color("Absent", bundle: bundle), Color("Warm", bundle: bundle), Color("System", bundle: bundle),
        ] {
            #expect(rgba(missing) == [0, 0, 0, 0])
            #expect(missing.components == nil && missing.resolvedComponents == nil)
        }
        #expect(Color("Absent", bundle: bundle).assetName == "Absent")
        #expect(Color("Absent", bundle: bundle).description == #"Color("Absent")"#)
    }
}
