import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct TextFieldWithVerticalAxisTypeTests {
    @Test func handsOverTheVerticalFieldsWidget() {
        let calls = Calls<TextFieldWidget>()
        _ = TerminalHost(
            TextField("Notes", text: .constant("Buy milk"), axis: .vertical)
                .introspect(.textField(axis: .vertical), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["TextFieldWidget"])
        #expect(calls.last?.text == "Buy milk")
        #expect(calls.last?.growsVertically == true)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TextFieldWidget>()
        let anyField = Calls<TextFieldWidget>()
        _ = TerminalHost(
            VStack {
                TextField("Name", text: .constant(""))
                    .introspect(.textField(axis: .vertical), on: .terminal(.v1), customize: calls.record())
                    .introspect(.textField, on: .terminal(.v1), customize: anyField.record())
                SecureField("Password", text: .constant(""))
                    .introspect(.textField(axis: .vertical), on: .terminal(.v1), customize: calls.record())
                TextEditor(text: .constant("Notes"))
                    .introspect(.textField(axis: .vertical), on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
        #expect(anyField.last?.growsVertically == false)
    }

    @Test func theWidgetFollowsTheAxis() {
        let model = Model()
        let calls = Calls<TextFieldWidget>()
        struct Field: View {
            let model: Model
            let calls: Calls<TextFieldWidget>
            var body: some View {
                TextField("Notes", text: Bindable(model).text, axis: model.flag ? .vertical : .horizontal)
                    .introspect(.textField(axis: .vertical), on: .terminal(.v1), customize: calls.record())
            }
        }
        let host = TerminalHost(Field(model: model, calls: calls))
        #expect(calls.count == 0)
        model.flag = true
        host.graph.flush()
        #expect(calls.count == 1)
        #expect(calls.last?.growsVertically == true)
    }
}
