import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct TextEditorTypeTests {
    @Test func handsOverTheTextEditorWidget() {
        let calls = Calls<TextEditorWidget>()
        _ = TerminalHost(
            TextEditor(text: .constant("One\nTwo"))
                .introspect(.textEditor, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["TextEditorWidget"])
        #expect(calls.last?.lines.count == 2)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TextEditorWidget>()
        _ = TerminalHost(
            TextField("Name", text: .constant("One"))
                .introspect(.textEditor, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }

    @Test func textEditor() {
        let model = Model()
        model.text = "Hello"
        let calls = Calls<TextEditorWidget>()
        _ = TerminalHost(
            TextEditor(text: Bindable(model).text)
                .introspect(.textEditor, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.last?.text == "Hello")
    }
}
