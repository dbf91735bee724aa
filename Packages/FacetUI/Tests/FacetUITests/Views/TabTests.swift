import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Mailbox: Hashable { case inbox, sent, archive }

private struct Mail: View {
    @State var selection = Mailbox.sent
    var body: some View {
        VStack {
            Text("Showing \(String(describing: selection))")
            TabView(selection: $selection) {
                Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) { Text("Inbox page") }
                Tab("Sent", systemImage: "paperplane", value: Mailbox.sent) { Text("Sent page") }
                TabSection("More") {
                    Tab("Archive", systemImage: "archivebox", value: Mailbox.archive) { Text("Archive page") }
                }
            }
        }
    }
}

private struct OptionalSelection: View {
    @State var selection: Int? = nil
    var body: some View {
        TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("Page one") }
            Tab(value: 2, role: .search) { Text("Search page") }
        }
    }
}

@MainActor @Suite struct TabTests {
    @Test func tabsAreTheTabViewsTabsAndTheirValuesTheSelection() throws {
        let host = HeadlessHost(Mail(), width: 40, height: 6)
        #expect(
            try host.content(TabViewContent.self, kind: "TabView")
                == TabViewContent(titles: ["Inbox", "Sent", "Archive"], selectedIndex: 1))
        #expect(host.frame(of: "Sent page") != nil)
        try host.widget(kind: "TabView").send(.select(2))
        host.flush()
        #expect(host.frame(of: "Showing archive") != nil)
        #expect(host.frame(of: "Archive page") != nil)
        #expect(host.backend.widget(text: "Sent page") == nil)
    }

    @Test func optionalValuesAndTheSearchRolesLabel() throws {
        let host = HeadlessHost(OptionalSelection(), width: 40, height: 6)
        #expect(
            (try host.content(TabViewContent.self, kind: "TabView")).titles == ["One", "Search"])
        try host.widget(kind: "TabView").send(.select(1))
        host.flush()
        #expect(host.frame(of: "Search page") != nil)
    }

    @Test func tabsWithoutValuesSelectByPlace() throws {
        let host = TerminalHost(
            TabView {
                Tab("Home", systemImage: "house") { Text("Home page") }
                Tab {
                    Text("Other page")
                } label: {
                    Text("Other")
                }
            }, width: 30, height: 4)
        #expect(host.screen.contains("Home page"))
        let bar = try #require(host.backend.tree.root.first { $0 is TabBarWidget } as? TabBarWidget)
        bar.select(1)
        host.flush()
        #expect(host.screen.contains("Other page"))
    }
}
