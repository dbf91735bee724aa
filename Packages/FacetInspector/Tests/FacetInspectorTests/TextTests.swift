import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct TextTests {
    @Test func extractionFromSingleViewContainer() throws {
        let sut = AnyView(Text("Test"))
        #expect(try sut.inspect().anyView().text().string() == "Test")
    }
}
