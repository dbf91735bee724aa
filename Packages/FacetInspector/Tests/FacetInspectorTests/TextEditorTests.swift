import FacetInspector
import FacetUI
import Testing

/// `TextEditor`: extraction, search, `input()`, `setInput(_:)` changing state, and the
/// errors.
@MainActor @Suite struct TextEditorTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try TextEditor(text: .constant("a")).inspect().textEditor().input() == "a")
        #expect(try Login().inspect().vStack().textEditor(1).input() == "first")
    }

    @Test func setInputChangesState() throws {
        let sut = try Login().inspect().vStack()
        try sut.textEditor(1).setInput("line 1\nline 2")
        #expect(try sut.textEditor(1).input() == "line 1\nline 2")
        #expect(try sut.text(2).string() == "0 line 1\nline 2 false")
    }

    @Test func searchPath() throws {
        let sut = try Login().inspect()
        #expect(
            try sut.find(ViewType.TextEditor.self).pathToRoot == "view(Login.self).vStack().textEditor(1)")
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try TextEditor(text: .constant("")).disabled(true).inspect().textEditor().setInput("x")
        }
        #expect(disabled?.description == "TextEditor is unresponsive: it is disabled")
        let bounds = #expect(throws: InspectionError.self) { try Login().inspect().vStack().textEditor(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        let missing = #expect(throws: InspectionError.self) {
            try TextEditor(text: .constant("")).inspect().textEditor().padding()
        }
        #expect(missing?.description == "TextEditor does not have 'padding' modifier")
        let wrong = #expect(throws: InspectionError.self) { try Login().inspect().vStack().textEditor(0) }
        #expect(
            wrong?.description
                == "view(Login.self).vStack().textEditor(0) found SecureField instead of TextEditor")
    }
}
