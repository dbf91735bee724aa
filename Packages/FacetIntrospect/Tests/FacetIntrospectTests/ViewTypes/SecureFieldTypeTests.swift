import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct SecureFieldTypeTests {
    @Test func handsOverTheSecureFieldWidget() {
        let calls = Calls<SecureFieldWidget>()
        _ = TerminalHost(
            SecureField("Pin", text: .constant("1234"))
                .introspect(.secureField, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["SecureFieldWidget"])
        #expect(calls.last?.placeholder == "Pin")
        #expect(calls.last?.text == "1234")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<SecureFieldWidget>()
        _ = TerminalHost(
            TextField("Name", text: .constant(""))
                .introspect(.secureField, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
