import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct NavigationViewTypeTests {
    @Test func theStackStyleHandsOverTheNavigationBar() {
        let calls = Calls<NavigationBarWidget>()
        _ = TerminalHost(
            NavigationView { Text("Home").navigationTitle("Inbox") }
                .navigationViewStyle(.stack)
                .introspect(.navigationView(style: .stack), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["NavigationBarWidget"])
        #expect(calls.last?.title == "Inbox")
    }

    @Test func theColumnsStyleAndASplitViewHandOverTheSplitWidget() {
        let columns = Calls<SplitViewWidget>()
        let split = Calls<SplitViewWidget>()
        _ = TerminalHost(
            VStack {
                NavigationView {
                    Text("Sidebar"); Text("Detail")
                }
                .navigationViewStyle(.columns)
                .introspect(.navigationView(style: .columns), on: .terminal(.v1), customize: columns.record())
                NavigationSplitView {
                    Text("Sidebar")
                } detail: {
                    Text("Detail")
                }
                .introspect(.navigationSplitView, on: .terminal(.v1), customize: split.record())
            })
        #expect(columns.classNames == ["SplitViewWidget"])
        #expect(split.classNames == ["SplitViewWidget"])
    }

    @Test func aStackIsNotAColumnsNavigationView() {
        let calls = Calls<SplitViewWidget>()
        _ = TerminalHost(
            NavigationView { Text("Home") }
                .navigationViewStyle(.stack)
                .introspect(.navigationView(style: .columns), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
