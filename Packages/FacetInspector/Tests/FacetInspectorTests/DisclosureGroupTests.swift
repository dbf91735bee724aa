import FacetInspector
import FacetUI
import Testing

private struct Advanced: View {
    @State var isExpanded = false
    @State var verbose = false
    var body: some View {
        VStack {
            Text(isExpanded ? "open" : "closed")
            DisclosureGroup("Advanced", isExpanded: $isExpanded) {
                Toggle("Verbose", isOn: $verbose)
                Text(verbose ? "loud" : "quiet")
            }
        }
    }
}

@MainActor @Suite struct DisclosureGroupTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        let single = DisclosureGroup("D", isExpanded: .constant(true)) {
            Text("A"); Text("B")
        }
        #expect(try single.inspect().disclosureGroup().text(1).string() == "B")
        let sut = try Advanced().inspect()
        try sut.vStack().disclosureGroup(1).expand()
        #expect(try sut.vStack().disclosureGroup(1).text(1).string() == "quiet")
    }

    @Test func labelAndExpansionChangeState() throws {
        let sut = try Advanced().inspect()
        let group = try sut.vStack().disclosureGroup(1)
        #expect(try group.labelView().text().string() == "Advanced")
        #expect(try group.isExpanded() == false)
        try group.expand()
        #expect(try group.isExpanded() == true)
        #expect(try sut.vStack().text(0).string() == "open")
        try group.toggle(0).tap()
        #expect(try group.text(1).string() == "loud")
        try group.collapse()
        #expect(try sut.vStack().text(0).string() == "closed")
    }

    @Test func withoutABindingTheGroupKeepsItsOwnExpansion() throws {
        let sut = try DisclosureGroup("D") { Text("A") }.inspect().disclosureGroup()
        #expect(try sut.isExpanded() == false)
        try sut.expand()
        #expect(try sut.text(0).string() == "A")
    }

    @Test func searchPath() throws {
        let sut = try Advanced().inspect()
        try sut.vStack().disclosureGroup(1).expand()
        #expect(
            try sut.find(text: "quiet").pathToRoot
                == "view(Advanced.self).vStack().disclosureGroup(1).text(1)")
        #expect(
            try sut.vStack().disclosureGroup(1).labelView().text().pathToRoot
                == "view(Advanced.self).vStack().disclosureGroup(1).labelView().text()")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try Advanced().inspect().vStack().disclosureGroup(1).text(0)
        }
        #expect(bounds?.description == "Enclosed view index '0' is out of bounds: '0 ..< 0'")
        let wrong = #expect(throws: InspectionError.self) {
            try Advanced().inspect().vStack().disclosureGroup(0)
        }
        #expect(
            wrong?.description
                == "view(Advanced.self).vStack().disclosureGroup(0) found Text instead of DisclosureGroup")
        let disabled = #expect(throws: InspectionError.self) {
            try DisclosureGroup("D") { Text("A") }.disabled(true).inspect().disclosureGroup().expand()
        }
        #expect(disabled?.description == "DisclosureGroup is unresponsive: it is disabled")
        let missing = #expect(throws: InspectionError.self) {
            try DisclosureGroup("D") { Text("A") }.inspect().disclosureGroup().padding()
        }
        #expect(missing?.description == "DisclosureGroup does not have 'padding' modifier")
    }

    @Test func searchLooksInsideTheLabel() throws {
        let sut = try Advanced().inspect()
        let label = try sut.find(text: "Advanced")
        #expect(label.pathToRoot == "view(Advanced.self).vStack().disclosureGroup(1).labelView().text()")
        #expect(try sut.vStack().disclosureGroup(1).labelView().text().string() == "Advanced")
    }
}
