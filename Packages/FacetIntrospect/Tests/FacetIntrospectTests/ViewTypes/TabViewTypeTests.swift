import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct TabViewTypeTests {
    @Test func handsOverTheTabBarWidget() {
        let calls = Calls<TabBarWidget>()
        _ = TerminalHost(
            TabView(selection: .constant(1)) {
                Text("First page").tabItem { Text("One") }.tag(0)
                Text("Second page").tabItem { Text("Two") }.tag(1)
            }
            .introspect(.tabView, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["TabBarWidget"])
        #expect(calls.last?.selectedIndex == 1)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TabBarWidget>()
        _ = TerminalHost(
            VStack {
                NavigationStack { Text("Home").navigationTitle("Inbox") }
                    .introspect(.tabView, on: .terminal(.v1), customize: calls.record())
                Picker("Tabs", selection: .constant(0)) { Text("One").tag(0) }
                    .pickerStyle(.segmented)
                    .introspect(.tabView, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

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
}
