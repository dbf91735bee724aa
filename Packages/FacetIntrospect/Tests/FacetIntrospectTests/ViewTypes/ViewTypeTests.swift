import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ViewTypeTests {
    @Test func handsOverTheReceiversOwnWidget() {
        let calls = Calls<TerminalWidget>()
        _ = TerminalHost(
            Button("Save") {}.introspect(.view, on: .terminal(.v1), customize: calls.record()))
        // The button's widget, not the label inside it.
        #expect(calls.classNames == ["ButtonWidget"])
        #expect((calls.last as? ButtonWidget)?.children.first is LabelWidget)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TerminalWidget>()
        _ = TerminalHost(
            HStack {
                Text("First")
                Toggle("Second", isOn: .constant(true))
                    .introspect(.view, on: .terminal(.v1), customize: calls.record())
            })
        // The toggle's widget: neither its sibling's label nor the window's root.
        #expect(calls.classNames == ["ToggleWidget"])
        #expect((calls.last as? ToggleWidget)?.isOn == true)
    }

    @Test func anyViewAndTheWindow() {
        let views = Calls<TerminalWidget>()
        let windows = Calls<TerminalWidget>()
        let host = TerminalHost(
            VStack {
                Text("Label").introspect(.view, on: .terminal(.v1), customize: views.record())
                Text("Other").introspect(.window, on: .terminal(.v1), customize: windows.record())
            })
        #expect((views.last as? LabelWidget) != nil)
        #expect(windows.last === host.backend.tree.root)
    }
}
