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
}
