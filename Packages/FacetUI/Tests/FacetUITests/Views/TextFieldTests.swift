import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct NameForm: View {
    @State var name = "Ann"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Button("Reset") { name = "" }
        }
    }
}

private struct Echo: View {
    @State var text = ""
    var body: some View {
        VStack {
            TextField("Type", text: $text)
            Text("Echo: \(text)")
        }
    }
}

@MainActor @Suite struct TextFieldTests {
    @Test func takesTheProposedWidthAndOneLine() {
        let host = HeadlessHost(TextField("Name", text: .constant("")), width: 20, height: 3)
        #expect(host.dump == "TextField (0, 1, 20, 1)")
    }

    @Test func roundedBorderAddsABox() throws {
        let host = HeadlessHost(
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 12),
            width: 20, height: 5)
        #expect(host.dump == "TextField (4, 1, 12, 3)")
        #expect(try host.content(TextFieldContent.self, kind: "TextField").style == .roundedBorder)
    }

    @Test func typingWritesTheBindingAndUpdatesTheWidgetAndReaders() throws {
        let host = HeadlessHost(Echo())
        try host.widget(kind: "TextField").send(.text("abc"))
        let counters = host.flush()
        let content = try host.content(TextFieldContent.self, kind: "TextField")
        #expect(content.text == "abc")
        #expect(host.backend.widget(text: "Echo: abc") != nil)
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 2)  // the field and the echo
    }

    @Test func bindingWrittenElsewhereUpdatesOnlyTheField() throws {
        let host = HeadlessHost(NameForm())
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "Ann")
        try host.widget(kind: "Button").send(.activate)
        let counters = host.flush()
        let field = try host.widget(kind: "TextField")
        #expect((field.content as? TextFieldContent)?.text == "")
        #expect(counters.bodiesEvaluated == 0)
        #expect(counters.widgetsUpdated == 1)
        #expect(field.updateCount == 1)
    }

    @Test func contentCarriesPlaceholderPromptAxisAndStyle() throws {
        let host = HeadlessHost(
            VStack {
                TextField("Title", text: .constant(""), prompt: Text("Required"), axis: .vertical)
                    .textFieldStyle(.plain)
            })
        let content = try host.content(TextFieldContent.self, kind: "TextField")
        #expect(
            content
                == TextFieldContent(
                    text: "", placeholder: "Required", isSecure: false, axis: .vertical, style: .plain,
                    isEnabled: true))
    }

    @Test func labelViewGivesThePlaceholder() throws {
        let host = HeadlessHost(TextField(text: .constant("")) { Text("Email").bold() })
        #expect(try host.content(TextFieldContent.self, kind: "TextField").placeholder == "Email")
    }

    @Test func verticalAxisGrowsWithWrappedText() {
        let text = "one two three four"
        let host = HeadlessHost(TextField("T", text: .constant(text), axis: .vertical), width: 10, height: 6)
        // 9 cells for text (one for the cursor): "one two" / "three" / "four".
        #expect(host.dump == "TextField (0, 2, 10, 3)")
    }

    @Test func disabledFieldIgnoresTyping() throws {
        let host = HeadlessHost(Echo().disabled(true))
        try host.widget(kind: "TextField").send(.text("x"))
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "")
        #expect(try host.content(TextFieldContent.self, kind: "TextField").isEnabled == false)
    }
}
