import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct TextFieldTests {
    @Test func input() throws {
        let sut = try Form1().inspect()
        try sut.find(ViewType.TextField.self).setInput("Ada")
        #expect(try sut.find(ViewType.TextField.self).input() == "Ada")
        #expect(try sut.vStack().text(5).string() == "false Ada 0 0 vanilla")
    }
}
