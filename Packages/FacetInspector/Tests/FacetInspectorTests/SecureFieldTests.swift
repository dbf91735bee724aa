import FacetInspector
import FacetUI
import Testing

/// `SecureField`: extraction, search, `input()`, `labelView()`, `setInput(_:)` and
/// `callOnSubmit()` changing state, and the errors.
@MainActor @Suite struct SecureFieldTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try SecureField("P", text: .constant("pw")).inspect().secureField().input() == "pw")
        #expect(try Login().inspect().vStack().secureField(0).input() == "")
    }

    @Test func inputChangesState() throws {
        let sut = try Login().inspect().vStack()
        try sut.secureField(0).setInput("secret")
        try sut.textEditor(1).setInput("line 1\nline 2")
        try sut.secureField(0).callOnSubmit()
        #expect(try sut.text(2).string() == "6 line 1\nline 2 true")
        #expect(try sut.secureField(0).input() == "secret")
    }

    @Test func searchPath() throws {
        let sut = try Login().inspect()
        #expect(
            try sut.find(ViewType.SecureField.self).pathToRoot == "view(Login.self).vStack().secureField(0)")
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

    @Test func errorMessages() throws {
        let wrong = #expect(throws: InspectionError.self) { try Login().inspect().vStack().secureField(1) }
        #expect(
            wrong?.description
                == "view(Login.self).vStack().secureField(1) found TextEditor instead of SecureField")
        let bounds = #expect(throws: InspectionError.self) { try Login().inspect().vStack().secureField(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        let disabled = #expect(throws: InspectionError.self) {
            try SecureField("P", text: .constant("")).disabled(true).inspect().secureField().setInput("x")
        }
        #expect(disabled?.description == "SecureField is unresponsive: it is disabled")
        let missing = #expect(throws: InspectionError.self) {
            try Login().inspect().vStack().secureField(0).padding()
        }
        #expect(missing?.description == "SecureField does not have 'padding' modifier (it has: onSubmit)")
    }

    @available(*, deprecated)
    @Test func callOnCommitRunsTheDeprecatedAction() throws {
        var commits = 0
        try SecureField("Password", text: .constant(""), onCommit: { commits += 1 }).inspect().secureField()
            .callOnCommit()
        #expect(commits == 1)
    }
}
