import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ButtonTypeTests {
    @Test func handsOverTheButtonWidget() {
        let calls = Calls<ButtonWidget>()
        _ = TerminalHost(
            Button("Delete", role: .destructive) {}
                .introspect(.button, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ButtonWidget"])
        #expect(calls.last?.role == .destructive)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ButtonWidget>()
        _ = TerminalHost(
            VStack {
                Toggle("On", isOn: .constant(true))
                    .introspect(.button, on: .terminal(.v1), customize: calls.record())
                Text("Save").introspect(.button, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func button() {
        let calls = Calls<ButtonWidget>()
        _ = TerminalHost(
            Button("Save") {}
                .introspect(.button, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 1)
        #expect(calls.last?.children.first is LabelWidget)
    }
}
