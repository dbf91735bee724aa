import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct PopoverTypeTests {
    @Test func handsOverThePopoversModalWidget() {
        let model = Model()
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .popover(isPresented: Bindable(model).flag) {
                    Text("Tip").introspect(
                        .popover, on: .terminal(.v1), customize: calls.record { $0.border = .double })
                })
        model.flag = true
        host.graph.flush()
        #expect(calls.classNames == ["ModalWidget"])
        #expect(calls.last?.kind == .popover)
        #expect(host.screen.contains("║Tip║"))
    }

    @Test func aSheetIsNotMatched() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).flag) {
                    Text("In the sheet").introspect(.popover, on: .terminal(.v1), customize: calls.record())
                })
        host.graph.flush()
        #expect(host.screen.contains("In the sheet"))
        #expect(calls.count == 0)
    }
}
