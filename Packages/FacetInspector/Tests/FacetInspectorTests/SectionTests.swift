import FacetInspector
import FacetUI
import Testing

private struct Fruit: View {
    var body: some View {
        List {
            Section {
                Text("Apple"); Text("Pear")
            } header: {
                Text("Fruit")
            } footer: {
                Text("Fresh daily")
            }
            Section("Vegetables") { Text("Carrot") }
        }
    }
}

@MainActor @Suite struct SectionTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Section { Text("A") }.inspect().section().text(0).string() == "A")
        #expect(try Fruit().inspect().list().section(0).text(1).string() == "Pear")
        #expect(try Fruit().inspect().list().section(1).text(0).string() == "Carrot")
    }

    @Test func headerAndFooter() throws {
        let section = try Fruit().inspect().list().section(0)
        #expect(try section.header().text().string() == "Fruit")
        #expect(try section.footer().text().string() == "Fresh daily")
        #expect(try section.header().pathToRoot == "view(Fruit.self).list().section(0).header()")
        #expect(try Fruit().inspect().list().section(1).header().text().string() == "Vegetables")
        #expect(throws: Never.self) { try Fruit().inspect().list().section(1).footer().emptyView() }
        // An absent footer is no view for a search to find.
        #expect(throws: InspectionError.self) {
            try Fruit().inspect().list().section(1).find(ViewType.EmptyView.self)
        }
    }

    @Test func searchPath() throws {
        #expect(
            try Fruit().inspect().find(text: "Pear").pathToRoot
                == "view(Fruit.self).list().section(0).text(1)")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try Fruit().inspect().list().section(1).text(1)
        }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try Fruit().inspect().list().section(0).image(0) }
        #expect(
            wrong?.description == "view(Fruit.self).list().section(0).image(0) found Text instead of Image")
        let missing = #expect(throws: InspectionError.self) {
            try Fruit().inspect().list().section(0).padding()
        }
        #expect(missing?.description == "Section does not have 'padding' modifier")
    }

    @Test func searchLooksInsideHeaderAndFooter() throws {
        let sut = try Fruit().inspect()
        #expect(
            try sut.find(text: "Fruit").pathToRoot == "view(Fruit.self).list().section(0).header().text()")
        #expect(
            try sut.find(text: "Fresh daily").pathToRoot
                == "view(Fruit.self).list().section(0).footer().text()")
        #expect(
            try sut.find(text: "Vegetables").pathToRoot
                == "view(Fruit.self).list().section(1).header().text()")
        #expect(try sut.list().section(0).header().text().string() == "Fruit")
        #expect(try sut.find(text: "Fruit").parent().section().text(0).string() == "Apple")
    }
}
