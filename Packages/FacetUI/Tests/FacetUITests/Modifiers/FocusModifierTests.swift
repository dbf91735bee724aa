import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Field: Hashable { case user, password }

private struct LoginForm: View {
    @FocusState var focus: Field?
    @State var user = ""
    @State var password = ""
    var body: some View {
        VStack {
            TextField("User", text: $user).focused($focus, equals: .user)
            SecureField("Password", text: $password).focused($focus, equals: .password)
            Text("focus: \(focus.map { "\($0)" } ?? "none")")
            Button("Next") { focus = .password }
        }
    }
}

private struct Search: View {
    @FocusState var isEditing: Bool
    @State var query = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($isEditing)
            Text(isEditing ? "editing" : "idle")
            Button("Edit") { isEditing = true }
        }
    }
}

@MainActor @Suite struct FocusModifierTests {
    @Test func widgetFocusSetsAndClearsTheBooleanState() throws {
        let host = HeadlessHost(Search())
        #expect(host.backend.widget(text: "idle") != nil)
        let field = try host.widget(kind: "TextField")
        field.send(.focus(true))
        host.flush()
        #expect(host.backend.widget(text: "editing") != nil)
        field.send(.focus(false))
        host.flush()
        #expect(host.backend.widget(text: "idle") != nil)
        #expect(host.backend.focusedWidget == nil)  // focus came from the widget itself
    }

    @Test func settingTheBooleanStateFocusesTheWidget() throws {
        let host = HeadlessHost(Search())
        try host.widget(kind: "Button").send(.activate)
        host.flush()
        #expect(host.backend.focusedWidget === (try host.widget(kind: "TextField")))
        #expect(host.backend.widget(text: "editing") != nil)
    }

    @Test func widgetFocusWritesTheMatchingValue() throws {
        let host = HeadlessHost(LoginForm())
        let user = try host.widget(kind: "TextField")
        let password = try host.widget(kind: "SecureField")
        user.send(.focus(true))
        host.flush()
        #expect(host.backend.widget(text: "focus: user") != nil)
        // Focus moves: the new field reports focus, then the old one loses it.
        password.send(.focus(true))
        user.send(.focus(false))
        host.flush()
        #expect(host.backend.widget(text: "focus: password") != nil)
        password.send(.focus(false))
        host.flush()
        #expect(host.backend.widget(text: "focus: none") != nil)
    }

    @Test func settingTheValueFocusesTheMatchingWidget() throws {
        let host = HeadlessHost(LoginForm())
        try host.widget(kind: "Button").send(.activate)
        host.flush()
        #expect(host.backend.focusedWidget === (try host.widget(kind: "SecureField")))
        #expect(host.backend.widget(text: "focus: password") != nil)
    }
}
