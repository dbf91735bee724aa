import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ContainerIntrospectionTests {
    @Test func tabViewYieldsItsTabBar() {
        let calls = Calls<TabBarWidget>()
        let host = TerminalHost(
            TabView {
                Text("First page").tabItem { Text("One") }
                Text("Second page").tabItem { Text("Two") }
            }
            .introspect(.tabView, on: .terminal(.v1), customize: calls.record { $0.separator = "¦" }))
        #expect(calls.last?.titles == ["One", "Two"])
        #expect(host.screen.contains("¦"))
    }

    @Test func navigationStackYieldsItsBar() {
        let calls = Calls<NavigationBarWidget>()
        _ = TerminalHost(
            NavigationStack {
                Text("Home").navigationTitle("Inbox")
            }
            .introspect(.navigationStack, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 1)
        #expect(calls.last?.title == "Inbox")
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
