import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct PickerWithSegmentedStyleTypeTests {
    @Test func handsOverTheSegmentedPickerWidget() {
        let calls = Calls<PickerWidget>()
        _ = TerminalHost(
            Picker("Size", selection: .constant(0)) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
            .introspect(.picker(style: .segmented), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["PickerWidget"])
        #expect(calls.last?.resolvedStyle == .segmented)
        #expect(calls.last?.options == ["S", "M", "L"])
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<PickerWidget>()
        _ = TerminalHost(
            VStack {
                Picker("Size", selection: .constant(0)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                .pickerStyle(.menu)
                .introspect(.picker(style: .segmented), on: .terminal(.v1), customize: calls.record())
                TabView {
                    Text("First").tabItem { Text("One") }
                }
                .introspect(.picker(style: .segmented), on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
