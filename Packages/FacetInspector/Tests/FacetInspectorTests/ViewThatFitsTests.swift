import FacetInspector
import FacetUI
import Testing

/// `ViewThatFits`: extraction and search of every candidate, and the errors.
@MainActor @Suite struct ViewThatFitsTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(
            try ViewThatFits {
                Text("A"); Text("B")
            }.inspect().viewThatFits().text(1).string() == "B")
        let sut = try Board().inspect().vStack()
        #expect(try sut.viewThatFits(1).text(1).string() == "Short")
        #expect(try sut.viewThatFits(1).text(0).string() == "A long title that does not fit")
        #expect(try sut.viewThatFits(1).count == 2)
    }

    @Test func searchPath() throws {
        let sut = try Board().inspect()
        #expect(try sut.find(text: "Short").pathToRoot == "view(Board.self).vStack().viewThatFits(1).text(1)")
        #expect(
            try sut.find(text: "A long title that does not fit").pathToRoot
                == "view(Board.self).vStack().viewThatFits(1).text(0)")
        #expect(
            try sut.find(ViewType.ViewThatFits.self).pathToRoot == "view(Board.self).vStack().viewThatFits(1)"
        )
    }

    @Test func aCandidateErasedByItsAuthorKeepsItsAnyView() throws {
        let sut = try ViewThatFits {
            Text("A long title")
            AnyView(Text("Short"))
        }.inspect()
        #expect(try sut.find(text: "Short").pathToRoot == "viewThatFits().anyView(1).text()")
        #expect(try sut.viewThatFits().anyView(1).text().string() == "Short")
    }

    @Test func errorMessages() throws {
        let missing = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().viewThatFits(1).padding()
        }
        #expect(missing?.description == "ViewThatFits does not have 'padding' modifier")
        let wrong = #expect(throws: InspectionError.self) { try Board().inspect().vStack().viewThatFits(0) }
        #expect(
            wrong?.description
                == "view(Board.self).vStack().viewThatFits(0) found Grid instead of ViewThatFits")
        let bounds = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().viewThatFits(1).text(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }
}
