import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct TextEditorTypeTests {
    @Test func handsOverTheTextView() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TextEditor(text: .constant("One\nTwo"))
                .introspect(.textEditor, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkTextView"])
        #expect(calls.last?.text == "One\nTwo")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TextField("Name", text: .constant("One"))
                .introspect(.textEditor, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
