import FacetInspector
import FacetUI
import Testing

private struct Login: View {
    @State var password = ""
    @State var notes = "first"
    @State var submitted = false
    var body: some View {
        VStack {
            SecureField("Password", text: $password).onSubmit { submitted = true }
            TextEditor(text: $notes)
            Text("\(password.count) \(notes) \(submitted)")
        }
    }
}

@MainActor @Suite struct TextEditorAndSecureFieldTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try TextEditor(text: .constant("a")).inspect().textEditor().input() == "a")
        #expect(try SecureField("P", text: .constant("pw")).inspect().secureField().input() == "pw")
        #expect(try Login().inspect().vStack().textEditor(1).input() == "first")
    }

    @Test func inputChangesState() throws {
        let sut = try Login().inspect().vStack()
        try sut.secureField(0).setInput("secret")
        try sut.textEditor(1).setInput("line 1\nline 2")
        try sut.secureField(0).callOnSubmit()
        #expect(try sut.text(2).string() == "6 line 1\nline 2 true")
        #expect(try sut.secureField(0).input() == "secret")
    }

    @Test func searchPaths() throws {
        let sut = try Login().inspect()
        #expect(
            try sut.find(ViewType.TextEditor.self).pathToRoot == "view(Login.self).vStack().textEditor(1)")
        #expect(
            try sut.find(ViewType.SecureField.self).pathToRoot == "view(Login.self).vStack().secureField(0)")
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try TextEditor(text: .constant("")).disabled(true).inspect().textEditor().setInput("x")
        }
        #expect(disabled?.description == "TextEditor is unresponsive: it is disabled")
        let bounds = #expect(throws: InspectionError.self) { try Login().inspect().vStack().textEditor(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        let wrong = #expect(throws: InspectionError.self) { try Login().inspect().vStack().secureField(1) }
        #expect(
            wrong?.description
                == "view(Login.self).vStack().secureField(1) found TextEditor instead of SecureField")
        let missing = #expect(throws: InspectionError.self) {
            try TextEditor(text: .constant("")).inspect().textEditor().padding()
        }
        #expect(missing?.description == "TextEditor does not have 'padding' modifier")
    }

    @Test func secureFieldLabelView() throws {
        let sut = try Login().inspect().vStack()
        #expect(try sut.secureField(0).labelView().text().string() == "Password")
        #expect(
            try sut.secureField(0).labelView().pathToRoot
                == "view(Login.self).vStack().secureField(0).labelView()")
        let custom = try SecureField(text: .constant("")) { Label("Key", systemImage: "key") }.inspect()
        #expect(try custom.secureField().labelView().label().title().text().string() == "Key")
    }
}
