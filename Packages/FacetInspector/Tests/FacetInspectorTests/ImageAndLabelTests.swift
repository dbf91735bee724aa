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
        #expect(try sut.label().title().pathToRoot == "label().title()")
    }

    @Test func aTitleOfSeveralViewsAndOneTheStyleHides() throws {
        let custom = try Label {
            Text("Inbox"); Text("3 new")
        } icon: {
            Image(systemName: "tray")
        }.inspect().label()
        #expect(try custom.title().text(1).string() == "3 new")
        let iconOnly = try Label("Trash", systemImage: "trash").labelStyle(.iconOnly).inspect().label()
        // The style does not show the title: it is hosted on its own, as written.
        #expect(try iconOnly.title().text().string() == "Trash")
        #expect(try iconOnly.icon().image().systemName() == "trash")
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
