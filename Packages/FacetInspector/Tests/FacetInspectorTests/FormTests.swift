import FacetInspector
import FacetUI
import Testing

private struct Settings: View {
    @State var isOn = false
    var body: some View {
        Form {
            Section {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "on" : "off")
            } header: {
                Text("Network")
            } footer: {
                Text("Wireless only")
            }
            Section("About") { Text("Version 1") }
        }
    }
}

@MainActor @Suite struct FormTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(
            try Form {
                Text("A"); Text("B")
            }.inspect().form().text(1).string() == "B")
        #expect(
            try VStack {
                Text("x"); Form { Text("A") }
            }.inspect().vStack().form(1).text(0).string() == "A")
        #expect(try Settings().inspect().form().section(1).text(0).string() == "Version 1")
    }

    @Test func searchPath() throws {
        #expect(
            try Settings().inspect().find(text: "Version 1").pathToRoot
                == "view(Settings.self).form().section(1).text(0)")
        #expect(
            try Settings().inspect().find(text: "Wi-Fi").pathToRoot
                == "view(Settings.self).form().section(0).toggle(0).labelView().text()")
    }

    @Test func actionsInsideAFormChangeState() throws {
        let sut = try Settings().inspect()
        try sut.form().section(0).toggle(0).tap()
        #expect(try sut.form().section(0).text(1).string() == "on")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) { try Form { Text("A") }.inspect().form().text(1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().form() }
        #expect(wrong?.description == "form() found Text instead of Form")
        let missing = #expect(throws: InspectionError.self) {
            try Form { Text("A") }.inspect().form().padding()
        }
        #expect(missing?.description == "Form does not have 'padding' modifier")
    }

    @Test func parentInsideAFormIsTheFormsView() throws {
        let sut = try Settings().inspect()
        #expect(
            try sut.find(text: "Version 1").parent().pathToRoot == "view(Settings.self).form().section(1)")
        #expect(try sut.form().section(1).parent().pathToRoot == "view(Settings.self).form()")
        #expect(try sut.form().section(1).parent().form().section(0).text(1).string() == "off")
        #expect(
            try Form { Text("A") }.inspect().form().text(0).parent().pathToRoot == "form()")
    }
}
