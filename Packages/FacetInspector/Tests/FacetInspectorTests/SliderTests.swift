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

    @Test func aSearchFindsTheLabelItHolds() throws {
        let sut = try AnyView(Slider(value: .constant(2), in: 0...5) { Text("Volume") }).inspect()
        #expect(try sut.find(text: "Volume").pathToRoot == "anyView().slider().labelView().text()")
        #expect(try sut.find(ViewType.Slider.self, containing: "Volume").pathToRoot == "anyView().slider()")
    }

    @Test func boundsAndLabel() throws {
        let sut = Slider(value: .constant(2), in: 0...5) { Text("Volume") }
        #expect(try sut.inspect().slider().bounds() == 0...5)
        #expect(try sut.inspect().slider().labelView().text().string() == "Volume")
        #expect(try sut.inspect().slider().labelView().text().pathToRoot == "slider().labelView().text()")
        #expect(try Form1().inspect().vStack().slider(2).bounds() == 0...10)
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try Slider(value: .constant(1.0), in: 0...2).disabled(true).inspect().slider().setValue(2)
        }
        #expect(disabled?.description == "Slider is unresponsive: it is disabled")
        let wrong = #expect(throws: InspectionError.self) { try Form1().inspect().vStack().slider(0) }
        #expect(wrong?.description == "view(Form1.self).vStack().slider(0) found Toggle instead of Slider")
    }
}
