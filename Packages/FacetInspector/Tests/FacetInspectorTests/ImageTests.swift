import FacetInspector
import FacetUI
import Testing

/// `Image`: extraction, search, `systemName()` and `actualImage()`, and the errors.
@MainActor @Suite struct ImageTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Image(systemName: "star").inspect().image().systemName() == "star")
        #expect(try AnyView(Image(systemName: "star")).inspect().anyView().image().systemName() == "star")
        let sut = VStack {
            Text("x"); HStack { Image(systemName: "tray") }
        }
        #expect(try sut.inspect().vStack().hStack(1).image(0).systemName() == "tray")
    }

    @Test func imageSystemName() throws {
        let sut = HStack {
            Text("A"); Image(systemName: "star")
        }
        #expect(try sut.inspect().hStack().image(1).systemName() == "star")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x"); HStack { Image(systemName: "tray") }
        }.inspect()
        #expect(try sut.find(ViewType.Image.self).pathToRoot == "vStack().hStack(1).image(0)")
        #expect(
            try sut.find(ViewType.Image.self, where: { try $0.systemName() == "tray" }).pathToRoot
                == "vStack().hStack(1).image(0)")
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

    @Test func errorMessages() throws {
        let sut = HStack {
            Text("A"); Image(systemName: "star")
        }
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().hStack().image(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try sut.inspect().hStack().image(1).padding() }
        #expect(missing?.description == "Image does not have 'padding' modifier")
    }

    @Test func theLabelIsTheGivenTextOrTheImagesName() throws {
        #expect(try Image(systemName: "star").inspect().image().labelView().string() == "star")
        #expect(try Image("logo").inspect().image().labelView().string() == "logo")
        let labelled = AnyView(Image("chart", label: Text("Sales").bold()).resizable())
        let label = try labelled.inspect().anyView().image().labelView()
        #expect(try label.string() == "Sales")
        #expect(label.pathToRoot == "anyView().image().labelView()")
        #expect(
            try labelled.inspect().find(text: "Sales").pathToRoot == "anyView().image().labelView().text()")
        let decorative = #expect(throws: InspectionError.self) {
            try Image(decorative: "line").inspect().image().labelView()
        }
        #expect(decorative?.description == "Image does not have 'label' attribute")
    }

    @Test func rootImageDropsTheModifiers() throws {
        let original = Image("abc")
        let modified = original.resizable().interpolation(.low).antialiased(false)
        #expect(modified != original)
        #expect(try modified.rootImage() == original)
        #expect(try AnyView(modified).inspect().anyView().image().actualImage() == modified)
    }
}
