import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Notes: View {
    @State var notes = "first"
    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $notes).frame(height: 4)
            Button("Clear") { notes = "" }
        }
    }
}

@MainActor @Suite struct TextEditorTests {
    @Test func takesTheOfferedSpace() {
        let host = HeadlessHost(TextEditor(text: .constant("a\nb")), width: 20, height: 6)
        #expect(host.dump == "TextEditor (0, 0, 20, 6)")
    }

    @Test func editingWritesTheBindingAndClearingUpdatesTheWidgetOnce() throws {
        let host = HeadlessHost(Notes())
        let editor = try host.widget(kind: "TextEditor")
        editor.send(.text("first\nsecond"))
        host.flush()
        #expect((editor.content as? TextEditorContent)?.text == "first\nsecond")
        try host.widget(kind: "Button").send(.activate)
        let counters = host.flush()
        #expect((editor.content as? TextEditorContent) == TextEditorContent(text: "", isEnabled: true))
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func submitIsNotAnEditorTrigger() throws {
        var submitted = 0
        let host = HeadlessHost(TextEditor(text: .constant("")).onSubmit { submitted += 1 })
        try host.widget(kind: "TextEditor").send(.submit)
        #expect(submitted == 0)
    }
}
