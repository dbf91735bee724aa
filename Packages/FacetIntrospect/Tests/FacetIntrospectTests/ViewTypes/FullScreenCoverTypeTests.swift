import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct FullScreenCoverTypeTests {
    @Test func handsOverTheCoversModalWidget() {
        let model = Model()
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .fullScreenCover(isPresented: Bindable(model).flag) {
                    Text("Covering").introspect(
                        .fullScreenCover, on: .terminal(.v1), customize: calls.record())
                }, width: 30, height: 6)
        model.flag = true
        host.graph.flush()
        #expect(calls.classNames == ["ModalWidget"])
        #expect(calls.last?.kind == .fullScreenCover)
        #expect(calls.last?.frame == CellRect(x: 0, y: 0, width: 30, height: 6))
    }

    @Test func aSheetIsNotMatched() {
        let model = Model()
        model.flag = true
        let calls = Calls<ModalWidget>()
        let host = TerminalHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).flag) {
                    Text("In the sheet").introspect(
                        .fullScreenCover, on: .terminal(.v1), customize: calls.record())
                })
        host.graph.flush()
        #expect(host.screen.contains("In the sheet"))
        #expect(calls.count == 0)
    }
}
