import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct TextFieldTypeTests {
    @Test func handsOverTheTextFieldWidget() {
        let model = Model()
        model.text = "Ada"
        let calls = Calls<TextFieldWidget>()
        _ = TerminalHost(
            TextField("Name", text: Bindable(model).text)
                .introspect(.textField, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["TextFieldWidget"])
        #expect(calls.last?.text == "Ada")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TextFieldWidget>()
        _ = TerminalHost(
            VStack {
                TextEditor(text: .constant("Notes"))
                    .introspect(.textField, on: .terminal(.v1), customize: calls.record())
                Text("Name").introspect(.textField, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func textFieldPlaceholderStyle() {
        let model = Model()
        let calls = Calls<TextFieldWidget>()
        let host = TerminalHost(
            TextField("Name", text: Bindable(model).text)
                .introspect(
                    .textField, on: .terminal(.v1),
                    customize: calls.record { field in
                        field.placeholderStyle = CellStyle(foreground: .red, italic: true)
                    }))
        #expect(calls.count == 1)
        #expect(calls.last?.placeholder == "Name")
        #expect(!(calls.last is SecureFieldWidget))
        let point = host.position(of: "Name")
        #expect(point != nil)
        if let point {
            #expect(host.buffer[point.x, point.y].style.italic)
            #expect(host.buffer[point.x, point.y].style.foreground == .red)
        }
        model.text = "Ada"
        host.graph.flush()
        #expect(calls.count == 2)
        #expect(calls.isSameInstance)
    }

    @Test func textFieldDoesNotMatchASecureField() {
        let calls = Calls<TextFieldWidget>()
        let secure = Calls<SecureFieldWidget>()
        let model = Model()
        _ = TerminalHost(
            VStack {
                SecureField("Password", text: Bindable(model).text)
                    .introspect(.textField, on: .terminal(.v1), customize: calls.record())
                SecureField("Pin", text: Bindable(model).text)
                    .introspect(
                        .secureField, on: .terminal(.v1),
                        customize: secure.record { $0.secureCharacter = "*" })
            })
        #expect(calls.count == 0)
        #expect(secure.count == 1)
        #expect(secure.last?.placeholder == "Pin")
    }
}
