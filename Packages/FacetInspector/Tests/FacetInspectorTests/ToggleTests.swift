import FacetInspector
import FacetUI
@_spi(Backend) import FacetUICore
import Testing

@MainActor @Suite struct ToggleTests {
    @Test func tap() throws {
        let sut = try Form1().inspect()
        let toggle = try sut.vStack().toggle(0)
        #expect(try toggle.isOn() == false)
        try toggle.tap()
        #expect(try toggle.isOn() == true)
        #expect(try toggle.labelView().text().string() == "Wi-Fi")
        #expect(try sut.vStack().text(5).string() == "true  0 0 vanilla")
    }

    @Test func searchPathThroughLabel() throws {
        let sut = try Form1().inspect()
        let path = try sut.find(text: "Wi-Fi").pathToRoot
        #expect(path == "view(Form1.self).vStack().toggle(0).labelView().text()")
    }

    @Test func toggleStyleValue() throws {
        let sut = try Toggle("T", isOn: .constant(true)).toggleStyle(.switch).inspect()
        #expect(try sut.toggle().toggleStyle() is SwitchToggleStyle)
        let missing = #expect(throws: InspectionError.self) {
            try Form1().inspect().vStack().toggle(0).toggleStyle()
        }
        #expect(missing?.description == "Toggle does not have 'toggleStyle' modifier")
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try Toggle("T", isOn: .constant(true)).disabled(true).inspect().toggle().tap()
        }
        #expect(disabled?.description == "Toggle is unresponsive: it is disabled")
        let bounds = #expect(throws: InspectionError.self) { try Form1().inspect().vStack().toggle(6) }
        #expect(bounds?.description == "Enclosed view index '6' is out of bounds: '0 ..< 6'")
        let wrong = #expect(throws: InspectionError.self) { try Form1().inspect().vStack().toggle(1) }
        #expect(wrong?.description == "view(Form1.self).vStack().toggle(1) found TextField instead of Toggle")
    }
}
