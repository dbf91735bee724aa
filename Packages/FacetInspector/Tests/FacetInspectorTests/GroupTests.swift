import FacetInspector
import FacetUI
import Testing

/// `Group`: extraction, search, its enclosed views as a collection, and the errors.
@MainActor @Suite struct GroupTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Group { Text("A") }.inspect().group().text(0).string() == "A")
        let sut = VStack {
            Group {
                Text("A"); Text("B")
            }; ForEach(0..<3, id: \.self) { Text("\($0)") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.group(0).text(1).string() == "B")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x")
            Group {
                Text("A"); Text("B")
            }
        }.inspect()
        #expect(try sut.find(text: "B").pathToRoot == "vStack().group(1).text(1)")
        #expect(try sut.find(ViewType.Group.self).pathToRoot == "vStack().group(1)")
    }

    @Test func enclosedViewsAsACollection() throws {
        #expect(
            try Group {
                Text("X"); Text("Y")
            }.inspect().group().count == 2)
    }

    @Test func modifiersOnTheGroup() throws {
        let sut = try VStack {
            Group {
                Text("A"); Text("B")
            }.padding(2)
        }.inspect().vStack()
        #expect(try sut.group(0).padding().top == 2)
    }

    @Test func errorMessages() throws {
        let sut = VStack {
            Text("x")
            Group {
                Text("A"); Text("B")
            }
        }
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().vStack().group(0) }
        #expect(wrong?.description == "vStack().group(0) found Text instead of Group")
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().vStack().group(1).text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try sut.inspect().vStack().group(1).padding() }
        #expect(missing?.description == "Group does not have 'padding' modifier")
    }
}
