import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct PickerWithMenuStyleTypeTests {
    @Test func handsOverTheMenuPickerWidget() {
        let calls = Calls<PickerWidget>()
        _ = TerminalHost(
            Picker("Flavour", selection: .constant(1)) {
                Text("Vanilla").tag(0)
                Text("Mint").tag(1)
            }
            .pickerStyle(.menu)
            .introspect(.picker(style: .menu), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["PickerWidget"])
        #expect(calls.last?.options == ["Vanilla", "Mint"])
        #expect(calls.last?.selectedIndex == 1)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<PickerWidget>()
        _ = TerminalHost(
            VStack {
                Toggle("On", isOn: .constant(true))
                    .introspect(.picker(style: .menu), on: .terminal(.v1), customize: calls.record())
                Text("Menu").introspect(.picker(style: .menu), on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func pickerStyles() {
        let model = Model()
        let menus = Calls<PickerWidget>()
        let segments = Calls<PickerWidget>()
        let wrong = Calls<PickerWidget>()
        _ = TerminalHost(
            VStack {
                Picker("Menu", selection: Bindable(model).count) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.menu)
                .introspect(.picker(style: .menu), on: .terminal(.v1), customize: menus.record())
                Picker("Segments", selection: Bindable(model).count) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.segmented)
                .introspect(.picker(style: .segmented), on: .terminal(.v1), customize: segments.record())
                .introspect(.picker(style: .menu), on: .terminal(.v1), customize: wrong.record())
            })
        #expect(menus.last?.resolvedStyle == .menu)
        #expect(segments.last?.resolvedStyle == .segmented)
        #expect(menus.last !== segments.last)
        #expect(wrong.count == 0)
    }
}
