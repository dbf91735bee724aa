import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct DividerTests {
    @Test func extractionAndSearch() throws {
        let sut = VStack {
            Text("A"); Divider(); Text("B")
        }
        _ = try sut.inspect().vStack().divider(1)
        #expect(try sut.inspect().find(ViewType.Divider.self).pathToRoot == "vStack().divider(1)")
    }

    @Test func wrongTypeMessage() throws {
        let sut = VStack {
            Text("A"); Divider()
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().vStack().divider(0) }
        #expect(error?.description == "vStack().divider(0) found Text instead of Divider")
    }
}
