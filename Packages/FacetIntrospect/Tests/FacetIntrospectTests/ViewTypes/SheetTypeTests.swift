import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct SheetTypeTests {
    @Test func handsOverTheSheetsModalWidget() {
        let model = Model()
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).flag) {
                    Text("In the sheet").introspect(.sheet, on: .terminal(.v1), customize: calls.record())
                })
        model.flag = true
        host.graph.flush()
        #expect(calls.classNames == ["ModalWidget"])
        #expect(calls.last?.isPresented == true)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            VStack {
                Text("Main").introspect(.sheet, on: .terminal(.v1), customize: calls.record())
            }
            .alert("Delete?", isPresented: Bindable(model).flag) {
                Button("OK") {}.introspect(.sheet, on: .terminal(.v1), customize: calls.record())
            })
        host.graph.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(host.screen.contains("Delete?"))
        #expect(calls.count == 0)
    }

    @Test func sheetIsFoundFromItsContent() {
        let model = Model()
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).flag) {
                    Text("In the sheet")
                        .introspect(
                            .sheet, on: .terminal(.v1), customize: calls.record { $0.border = .double })
                })
        #expect(calls.count == 0)
        model.flag = true
        host.graph.flush()
        #expect(calls.count == 1)
        #expect(calls.last?.kind == .sheet)
        #expect(host.screen.contains("╔"))
    }
}
