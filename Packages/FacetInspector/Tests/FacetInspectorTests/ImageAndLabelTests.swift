import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ImageAndLabelTests {
    @Test func imageSystemName() throws {
        let sut = HStack {
            Text("A"); Image(systemName: "star")
        }
        #expect(try sut.inspect().hStack().image(1).systemName() == "star")
    }

    @Test func labelTitleAndIcon() throws {
        let sut = try Label("Inbox", systemImage: "tray").inspect()
        #expect(try sut.label().title().text().string() == "Inbox")
        #expect(try sut.label().icon().image().systemName() == "tray")
    }

    @Test func listRows() throws {
        let sut = List {
            Text("A"); Text("B")
        }
        #expect(try sut.inspect().list().text(1).string() == "B")
        #expect(try sut.inspect().find(text: "B").pathToRoot == "list().text(1)")
    }

    @Test func actualImage() throws {
        let sut = HStack {
            Text("A"); Image(systemName: "star")
        }
        #expect(try sut.inspect().hStack().image(1).actualImage() == Image(systemName: "star"))
        #expect(try sut.inspect().hStack().image(1).actualImage().name() == "star")
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().hStack().image(0) }
        #expect(wrong?.description == "hStack().image(0) found Text instead of Image")
    }
}
