import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct FormTypeTests {
    @Test func handsOverTheFormsListWidget() {
        let calls = Calls<ScrollViewWidget>()
        let lists = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            Form {
                Section("Account") {
                    Toggle("Notifications", isOn: .constant(true))
                }
            }
            .introspect(.form, on: .terminal(.v1), customize: calls.record())
            .introspect(.list, on: .terminal(.v1), customize: lists.record()))
        #expect(calls.classNames == ["ListScrollWidget"])
        #expect(calls.last?.first { $0 is ToggleWidget } != nil)
        // `.list` finds the same widget: a form is drawn as a list.
        #expect(lists.last === calls.last)
    }

    @Test func aListIsNotAForm() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                List { Text("Row") }.introspect(.form, on: .terminal(.v1), customize: calls.record())
                ScrollView { Text("Row") }.introspect(.form, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func aListInAFormsRowIsNotTheForm() {
        let form = Calls<ScrollViewWidget>()
        let inner = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            Form {
                List { Text("Inner") }
                    .frame(height: 3)
                    .introspect(.form, on: .terminal(.v1), customize: inner.record())
            }
            .introspect(.form, on: .terminal(.v1), customize: form.record()),
            width: 30, height: 10)
        #expect(form.count == 1)
        #expect(inner.count == 0)
    }

    @Test func fromInsideTheFormWithTheAncestorScope() {
        let form = Calls<ScrollViewWidget>()
        let row = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            Form {
                Text("Row").introspect(.form, on: .terminal(.v1), scope: .ancestor, customize: row.record())
            }
            .introspect(.form, on: .terminal(.v1), customize: form.record()))
        #expect(row.count == 1)
        #expect(row.last === form.last)
    }
}
