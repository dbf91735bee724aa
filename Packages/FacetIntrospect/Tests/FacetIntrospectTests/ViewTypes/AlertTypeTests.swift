import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct AlertTypeTests {
    @Test func handsOverTheAlertsModalWidget() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .alert("Delete?", isPresented: Bindable(model).flag) {
                    Button("OK") {}.introspect(.alert, on: .terminal(.v1), customize: calls.record())
                })
        host.graph.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.classNames == ["ModalWidget"])
        // FacetUI draws the alert's title and actions as the modal's child widgets.
        #expect(calls.last?.first { ($0 as? LabelWidget)?.text == "Delete?" } != nil)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            VStack {
                Text("Main").introspect(.alert, on: .terminal(.v1), customize: calls.record())
            }
            .sheet(isPresented: Bindable(model).flag) {
                Text("In the sheet").introspect(.alert, on: .terminal(.v1), customize: calls.record())
            })
        host.graph.flush()
        #expect(host.screen.contains("In the sheet"))
        #expect(calls.count == 0)
    }

    @Test func alertIsFoundFromAnAction() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .alert("Delete?", isPresented: Bindable(model).flag) {
                    Button("OK") {}
                        .introspect(.alert, on: .terminal(.v1), customize: calls.record())
                })
        host.graph.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.count == 1)
        #expect(calls.last?.kind == .alert)
    }
}
