import FacetInspector
import FacetUI
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
}
