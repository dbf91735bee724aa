import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct TextTests {
    @Test func extractionFromSingleViewContainer() throws {
        let sut = AnyView(Text("Test"))
        #expect(try sut.inspect().anyView().text().string() == "Test")
    }

    @Test func extractionFromMultipleViewContainer() throws {
        let sut = HStack {
            Text("A"); Text("B")
        }
        #expect(try sut.inspect().hStack().text(1).string() == "B")
    }

    @Test func searchWithPath() throws {
        let sut = VStack {
            Text("A");
            HStack {
                Text("B"); Text("C")
            }
        }
        #expect(try sut.inspect().find(text: "C").pathToRoot == "vStack().hStack(1).text(1)")
    }

    @Test func wrongTypeMessage() throws {
        let sut = Text("A")
        #expect(throws: InspectionError.inspection(path: "hStack()", factual: "Text", expected: "HStack")) {
            try sut.inspect().hStack()
        }
    }

    @Test func missingModifierMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().text().padding() }
        #expect(error?.description == "Text does not have 'padding' modifier")
    }

    @Test func searchFailurePrintsTraversedTree() throws {
        let sut = VStack {
            Text("A"); Text("B")
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().find(text: "Z") }
        #expect(
            error?.description == """
                Search did not find a match. Nearest candidates:
                  vStack().text(0): Text "A"
                  vStack().text(1): Text "B"
                Traversed:
                VStack
                  Text "A"
                  Text "B"
                """)
    }
}
