import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Tab: Hashable { case inbox, settings }

private struct Counted: View {
    let name: String
    var body: some View { Text(name) }
}

private struct Tabs: View {
    @State var tab = Tab.settings
    var body: some View {
        VStack {
            Text(tab == .inbox ? "on inbox" : "on settings")
            TabView(selection: $tab) {
                Counted(name: "Inbox page").tabItem { Text("Inbox") }.tag(Tab.inbox)
                Counted(name: "Settings page").tabItem { VStack { Text("Settings") } }.tag(Tab.settings)
            }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func onlyTheSelectedTabIsBuiltBelowTheTabBar() throws {
        let host = HeadlessHost(Tabs(), width: 30, height: 6)
        #expect(
            host.dump == """
                Text "on settings" (10, 0, 11, 1)
                TabView (0, 1, 30, 5)
                  Text "Settings page" (9, 4, 13, 1)
                """)
        let content = try host.content(TabViewContent.self, kind: "TabView")
        #expect(content == TabViewContent(titles: ["Inbox", "Settings"], selectedIndex: 1))
    }

    @Test func selectWritesTheSelectionAndBuildsTheNewTab() throws {
        let host = HeadlessHost(Tabs(), width: 30, height: 6)
        try host.widget(kind: "TabView").send(.select(0))
        let counters = host.flush()
        #expect(host.backend.widget(text: "on inbox") != nil)
        #expect(host.backend.widget(text: "Settings page") == nil)
        #expect(host.frame(of: "Inbox page") == rect(10, 4, 10, 1))
        #expect((try host.content(TabViewContent.self, kind: "TabView")).selectedIndex == 0)
        // Only the new tab's body ran besides the parent's.
        #expect(counters.bodiesEvaluated == 2)
    }

    @Test func withoutABindingTheTabViewKeepsItsOwnSelection() throws {
        let host = HeadlessHost(
            TabView {
                Text("One").tabItem { Text("1") }
                Text("Two").tabItem { Text("2") }
            }, width: 20, height: 4)
        #expect(host.backend.widget(text: "Two") == nil)
        try host.widget(kind: "TabView").send(.select(1))
        host.flush()
        #expect(host.backend.widget(text: "One") == nil)
        #expect(host.frame(of: "Two") == rect(9, 3, 3, 1))
    }

    @Test func aLabelTabItemIsTitledByItsTitle() throws {
        let host = HeadlessHost(
            TabView {
                Text("One").tabItem { Label("Home", systemImage: "house") }
                Text("Two").tabItem {
                    Label {
                        Text("Mail")
                    } icon: {
                        Text("@")
                    }
                }
            }, width: 20, height: 4)
        let content = try host.content(TabViewContent.self, kind: "TabView")
        #expect(content.titles == ["Home", "Mail"])
    }
}
