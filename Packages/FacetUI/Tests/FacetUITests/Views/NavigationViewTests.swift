import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Inbox: View {
    var body: some View {
        VStack {
            NavigationLink(destination: Text("First mail").navigationTitle("Mail")) { Text("Open first") }
            NavigationLink("Open second", destination: Text("Second mail"))
        }
        .navigationTitle("Inbox")
    }
}

@MainActor @Suite struct NavigationViewTests {
    @Test func stackStyleIsANavigationStackAndLinksPush() throws {
        let host = TerminalHost(NavigationView { Inbox() }.navigationViewStyle(.stack), width: 30, height: 5)
        #expect(
            host.screen == """
                            Inbox

                          Open first ›
                         Open second ›
                """)
        host.type("\t\r")
        #expect(
            host.screen == """
                ‹ Back       Mail


                          First mail
                """)
        host.type("\u{1B}[<0;2;1M\u{1B}[<0;2;1m")
        #expect(host.screen.contains("Inbox"))
        host.type("\t\t\r")
        #expect(host.screen.contains("Second mail"))
    }

    @Test func oneViewIsAStackByDefault() throws {
        let host = HeadlessHost(NavigationView { Inbox() }, width: 30, height: 5)
        #expect(host.widgets(kind: "NavigationBar").count == 1)
        #expect(host.widgets(kind: "NavigationSplitView").isEmpty)
    }

    @Test func columnsStyleShowsTheViewsAsColumnsAndLinksFillTheDetail() throws {
        let host = TerminalHost(
            NavigationView {
                Inbox()
                Text("No mail chosen")
            }, width: 50, height: 4)
        #expect(host.screen.contains("No mail chosen"))
        host.type("\t\r")
        #expect(host.screen.contains("│            First mail"))
        #expect(!host.screen.contains("No mail chosen"))
    }

    @Test func columnsStyleWithOneView() throws {
        let host = HeadlessHost(
            NavigationView { Inbox() }.navigationViewStyle(.columns), width: 40, height: 4)
        #expect(host.widgets(kind: "NavigationSplitColumn").count == 2)
    }
}
