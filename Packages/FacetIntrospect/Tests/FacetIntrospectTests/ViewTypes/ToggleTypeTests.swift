import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ToggleTypeTests {
    @Test func handsOverTheToggleWidget() {
        let calls = Calls<ToggleWidget>()
        _ = TerminalHost(
            Toggle("Wi-Fi", isOn: .constant(true))
                .introspect(.toggle, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ToggleWidget"])
        #expect(calls.last?.isOn == true)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ToggleWidget>()
        _ = TerminalHost(
            Button("Wi-Fi") {}.introspect(.toggle, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }

    @Test func toggleIndicatorsShowOnScreen() {
        let model = Model()
        let calls = Calls<ToggleWidget>()
        let host = TerminalHost(
            Toggle("Wi-Fi", isOn: Bindable(model).flag)
                .introspect(
                    .toggle, on: .terminal(.v1),
                    customize: calls.record { toggle in
                        toggle.onIndicator = "(*)"  // same width as the default: the layout is FacetUI's
                        toggle.offIndicator = "( )"
                    }))
        #expect(host.screen.contains("( )"))
        model.flag = true
        host.graph.flush()
        #expect(host.screen.contains("(*)"))
        #expect(calls.count == 2)
        #expect(calls.last?.isOn == true)
        #expect(calls.isSameInstance)
    }
}
