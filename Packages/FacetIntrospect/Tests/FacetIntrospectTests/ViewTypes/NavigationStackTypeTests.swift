import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct NavigationStackTypeTests {
    @Test func handsOverTheNavigationBarWidget() {
        let calls = Calls<NavigationBarWidget>()
        _ = TerminalHost(
            NavigationStack { Text("Home").navigationTitle("Inbox") }
                .introspect(.navigationStack, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["NavigationBarWidget"])
        #expect(calls.last?.showsBackButton == false)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<NavigationBarWidget>()
        _ = TerminalHost(
            VStack {
                TabView { Text("First").tabItem { Text("One") } }
                    .introspect(.navigationStack, on: .terminal(.v1), customize: calls.record())
                Text("Inbox").introspect(.navigationStack, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
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
}
