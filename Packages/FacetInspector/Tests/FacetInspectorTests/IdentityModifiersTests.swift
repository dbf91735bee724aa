import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct IdentityModifiersTests {
    @Test func tagAndId() throws {
        let sut = VStack {
            Text("A").id(7); Text("B").tag("b")
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.text(0).id() == AnyHashable(7))
        #expect(try vStack.text(1).tag() == AnyHashable("b"))
        #expect(try sut.inspect().find(viewWithId: 7).text().string() == "A")
        #expect(try sut.inspect().find(viewWithTag: "b").pathToRoot == "vStack().text(1)")
    }

    @Test func fromSingleViewContainer() throws {
        #expect(try AnyView(Text("A").tag(3)).inspect().anyView().text().tag() == AnyHashable(3))
    }

    @Test func missingModifierMessages() throws {
        let tag = #expect(throws: InspectionError.self) { try Text("A").id(1).inspect().text().tag() }
        #expect(tag?.description == "Text does not have 'tag' modifier (it has: id)")
        let id = #expect(throws: InspectionError.self) { try Text("A").tag(1).inspect().text().id() }
        #expect(id?.description == "Text does not have 'id' modifier (it has: tag)")
    }

    @Test func tagsOfForEachRows() throws {
        let sut = List { ForEach(0..<3, id: \.self) { Text("\($0)").tag($0 * 10) } }
        #expect(try sut.inspect().find(text: "2").tag() == AnyHashable(20))
        #expect(try sut.inspect().find(viewWithTag: 10).pathToRoot == "list().forEach(0).text(1)")
    }
}
