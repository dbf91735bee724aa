import FacetInspector
import FacetUI
import Testing

/// `Label`: extraction, search, `title()` and `icon()` as written, and the errors.
@MainActor @Suite struct LabelTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(
            try AnyView(Label("Inbox", systemImage: "tray")).inspect().anyView().label().title().text()
                .string() == "Inbox")
        let sut = VStack {
            Text("x"); Label("Inbox", systemImage: "tray")
        }
        #expect(try sut.inspect().vStack().label(1).icon().image().systemName() == "tray")
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

    @Test func aPartIsTheViewWrittenForIt() throws {
        // As ViewInspector's classified views: a part's index counts the views written for it
        // (the one stack here), not the views inside that stack.
        let sut = try Label {
            HStack { Text("abc") }
        } icon: {
            VStack { Text("xyz") }
        }.inspect().label()
        #expect(try sut.title().hStack(0).text(0).string() == "abc")
        #expect(try sut.icon().vStack(0).text(0).string() == "xyz")
        #expect(try sut.title().hStack().text(0).string() == "abc")
        let inside = #expect(throws: InspectionError.self) { try sut.title().text(0) }
        #expect(inside?.description == "label().title().text(0) found HStack instead of Text")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x"); Label("Inbox", systemImage: "tray")
        }.inspect()
        #expect(try sut.find(ViewType.Label.self).pathToRoot == "vStack().label(1)")
        #expect(try sut.find(ViewType.Label.self, containing: "Inbox").pathToRoot == "vStack().label(1)")
        #expect(
            try sut.find(text: "Inbox").find(ViewType.Label.self, relation: .parent).pathToRoot
                == "vStack().label(1)")
        // Search spells a label's parts as navigation reaches them.
        #expect(try sut.find(text: "Inbox").pathToRoot == "vStack().label(1).title().text()")
        #expect(try sut.find(ViewType.Image.self).pathToRoot == "vStack().label(1).icon().image()")
        #expect(try sut.vStack().label(1).title().text().pathToRoot == "vStack().label(1).title().text()")
    }

    @Test func errorMessages() throws {
        let sut = VStack {
            Text("x"); Label("Inbox", systemImage: "tray")
        }
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().vStack().label(0) }
        #expect(wrong?.description == "vStack().label(0) found Text instead of Label")
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().vStack().label(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try sut.inspect().vStack().label(1).padding() }
        #expect(missing?.description == "Label does not have 'padding' modifier")
    }
}
