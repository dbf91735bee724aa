import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct SliderTests {
    @Test func value() throws {
        let sut = try Form1().inspect()
        try sut.vStack().slider(2).setValue(7)
        #expect(try sut.vStack().slider(2).value() == 7)
        #expect(try sut.vStack().text(5).string() == "false  7 0 vanilla")
    }

    @Test func searchPath() throws {
        let sut = try Form1().inspect()
        #expect(try sut.find(ViewType.Slider.self).pathToRoot == "view(Form1.self).vStack().slider(2)")
    }
}
