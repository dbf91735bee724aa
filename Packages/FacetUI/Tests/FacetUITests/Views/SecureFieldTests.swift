import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Login: View {
    @State var password = ""
    var body: some View {
        VStack {
            SecureField("Password", text: $password)
            Text("\(password.count) characters")
        }
    }
}

@MainActor @Suite struct SecureFieldTests {
    @Test func contentIsMarkedSecure() throws {
        let host = HeadlessHost(
            SecureField("Password", text: .constant("pw"), prompt: Text("Secret")), width: 20, height: 3)
        #expect(host.dump == "SecureField (0, 1, 20, 1)")
        let content = try host.content(TextFieldContent.self, kind: "SecureField")
        #expect(content.isSecure && content.text == "pw" && content.placeholder == "Secret")
    }

    @Test func typingWritesTheBinding() throws {
        let host = HeadlessHost(Login())
        try host.widget(kind: "SecureField").send(.text("hunter2"))
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "SecureField").text == "hunter2")
        #expect(host.backend.widget(text: "7 characters") != nil)
    }

    @Test func takesTheTextFieldStyle() throws {
        let host = HeadlessHost(SecureField("P", text: .constant("")).textFieldStyle(.roundedBorder))
        #expect(try host.content(TextFieldContent.self, kind: "SecureField").style == .roundedBorder)
    }
}
