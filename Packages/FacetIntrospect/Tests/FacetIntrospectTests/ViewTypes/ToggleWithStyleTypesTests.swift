import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

/// `.toggle(style:)`: one type per toggle style.
@MainActor @Suite struct ToggleWithStyleTypesTests {
    @Test func eachStyleFindsOnlyItsToggles() {
        var found: [String: [String]] = [:]
        func record(_ toggle: String, _ style: String) -> (ToggleWidget) -> Void {
            { _ in found[toggle, default: []].append(style) }
        }
        func introspected(_ toggle: some View, _ name: String) -> some View {
            toggle
                .introspect(.toggle(style: .switch), on: .terminal(.v1), customize: record(name, "switch"))
                .introspect(.toggle(style: .button), on: .terminal(.v1), customize: record(name, "button"))
                .introspect(
                    .toggle(style: .checkbox), on: .terminal(.v1), customize: record(name, "checkbox"))
        }
        _ = TerminalHost(
            VStack {
                introspected(Toggle("A", isOn: .constant(true)).toggleStyle(.switch), "switch")
                introspected(Toggle("B", isOn: .constant(true)).toggleStyle(.button), "button")
                introspected(Toggle("C", isOn: .constant(true)).toggleStyle(.checkbox), "checkbox")
                // The default style is drawn as a switch.
                introspected(Toggle("D", isOn: .constant(true)), "automatic")
            })
        #expect(found["switch"] == ["switch"])
        #expect(found["button"] == ["button"])
        #expect(found["checkbox"] == ["checkbox"])
        #expect(found["automatic"] == ["switch"])
    }

    @Test func handsOverTheToggleWidget() {
        let calls = Calls<ToggleWidget>()
        let host = TerminalHost(
            Toggle("Wi-Fi", isOn: .constant(false))
                .toggleStyle(.checkbox)
                .introspect(
                    .toggle(style: .checkbox), on: .terminal(.v1),
                    customize: calls.record { $0.offIndicator = "[-]" }))
        #expect(calls.classNames == ["ToggleWidget"])
        #expect(calls.last?.resolvedStyle == .checkbox)
        #expect(host.screen.contains("[-]"))
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ToggleWidget>()
        _ = TerminalHost(
            Button("Wi-Fi") {}
                .introspect(.toggle(style: .button), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
