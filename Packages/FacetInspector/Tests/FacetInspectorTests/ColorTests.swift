import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ColorTests {
    @Test func value() throws {
        let sut = ZStack {
            Color.red; Text("On red")
        }
        #expect(try sut.inspect().zStack().color(0).value() == .red)
        #expect(try sut.inspect().find(ViewType.Color.self).pathToRoot == "zStack().color(0)")
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().color() }
        #expect(error?.description == "color() found Text instead of Color")
    }

    @Test func colorComponentsAsViewInspectorReadsThem() throws {
        let sut = try HStack {
            Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9)
            Color(red: 1, green: 0.5, blue: 0)
            Color(.displayP3, red: 0.1, green: 0.2, blue: 0.3)
            Color.primary
        }.inspect().hStack()
        let linear = try sut.color(0).rgba()
        #expect([linear.red, linear.green, linear.blue, linear.alpha] == [0.1, 0.2, 0.3, 0.9])
        // An sRGB colour reads its linear components, as SwiftUI resolves it.
        let srgb = try sut.color(1).rgba()
        #expect(srgb.red == 1 && (srgb.green * 1000).rounded() == 214 && srgb.blue == 0 && srgb.alpha == 1)
        let p3 = try sut.color(2).rgba()
        #expect([p3.red, p3.green, p3.blue, p3.alpha] == [0.1, 0.2, 0.3, 1])
        let resolved = #expect(throws: InspectionError.self) { try sut.color(3).rgba() }
        #expect(resolved?.description == "RGBA values are not available")
    }

    @Test func onlyAnAssetColourHasAName() throws {
        let sut = try HStack {
            Color("Brand"); Color.red
        }.inspect().hStack()
        #expect(try sut.color(0).name() == "Brand")
        let system = #expect(throws: InspectionError.self) { try sut.color(1).name() }
        #expect(system?.description == "Color name is not available")
        // Not found in the main bundle: drawn clear, with no components.
        #expect(throws: InspectionError.self) { try sut.color(0).rgba() }
    }
}
