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

    @Test func colorComponentsAndName() throws {
        let sut = try HStack {
            Color(red: 1, green: 0.5, blue: 0)
            Color.red
            Color.primary
        }.inspect().hStack()
        let rgba = try sut.color(0).rgba()
        #expect(rgba.red == 1 && rgba.green == 0.5 && rgba.blue == 0 && rgba.alpha == 1)
        #expect(try sut.color(1).name() == "red")
        let noName = #expect(throws: InspectionError.self) { try sut.color(0).name() }
        #expect(noName?.description == "Color does not have 'name' attribute")
        let resolved = #expect(throws: InspectionError.self) { try sut.color(2).rgba() }
        #expect(resolved?.description == "primary has no fixed components: the context resolves it")
    }
}
