import FacetInspector
import FacetUI
import Testing

private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Text("Badge \(count)") }
}

/// `.equatable()`: navigation and search look through it, as ViewInspector's do.
@MainActor @Suite struct EquatableViewTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Badge(count: 1).equatable().inspect().view(Badge.self).text().string() == "Badge 1")
        let sut = try VStack {
            Text("A")
            Badge(count: 2).equatable()
        }.inspect()
        #expect(try sut.vStack().view(Badge.self, 1).actualView().count == 2)
        #expect(try sut.vStack().view(Badge.self, 1).isEquatable())
        #expect(try sut.vStack().text(0).isEquatable() == false)
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("A")
            Badge(count: 2).equatable()
        }.inspect()
        #expect(try sut.find(text: "Badge 2").pathToRoot == "vStack().view(Badge.self, 1).text()")
    }

    @Test func errorMessages() throws {
        let sut = try VStack { Badge(count: 2).equatable() }.inspect().vStack()
        let bounds = #expect(throws: InspectionError.self) { try sut.view(Badge.self, 1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try sut.text(0) }
        #expect(wrong?.description == "vStack().text(0) found FacetInspectorTests.Badge instead of Text")
        let missing = #expect(throws: InspectionError.self) { try sut.view(Badge.self, 0).padding() }
        #expect(missing?.description == "Badge does not have 'padding' modifier (it has: equatable)")
    }
}
