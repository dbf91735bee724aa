import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Detail: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close \(number)") { dismiss() }
            .navigationTitle("Number \(number)")
    }
}

private struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Go", value: 7)
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { Detail(number: $0) }
        }
    }
}

private struct PathDriven: View {
    @State var path: [Int] = [1]
    var body: some View {
        VStack {
            Text("Depth \(path.count)")
            NavigationStack(path: $path) {
                Button("Push 5") { path.append(5) }
                    .navigationDestination(for: Int.self) { number in
                        Button("Push more from \(number)") { path.append(number + 1) }
                            .navigationTitle(Text("Page \(number)"))
                    }
            }
        }
    }
}

@MainActor @Suite struct NavigationStackTests {
    @Test func rootShowsTheBarWithItsTitleAndNoBackButton() throws {
        let host = HeadlessHost(Home(), width: 30, height: 10)
        #expect(
            host.dump == """
                NavigationBar (0, 0, 30, 1)
                NavigationLink (13, 5, 4, 1)
                  Text "Go" (13, 5, 2, 1)
                """)
        #expect(
            try host.content(NavigationBarContent.self, kind: "NavigationBar")
                == NavigationBarContent(title: "Home", showsBackButton: false))
    }

    @Test func activatingALinkPushesAndTheBackButtonPops() throws {
        let host = HeadlessHost(Home(), width: 30, height: 10)
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        #expect(host.widgets(kind: "NavigationLink").isEmpty)
        #expect(host.frame(of: "Close 7") != nil)
        let bar = try host.widget(kind: "NavigationBar")
        #expect(
            bar.content as? NavigationBarContent
                == NavigationBarContent(title: "Number 7", showsBackButton: true))
        bar.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Close 7") == nil)
        #expect(host.frame(of: "Go") == rect(13, 5, 2, 1))
        #expect(
            bar.content as? NavigationBarContent
                == NavigationBarContent(title: "Home", showsBackButton: false))
        // The back button of the root does nothing.
        let before = host.graph.totals
        bar.send(.activate)
        host.flush()
        #expect(host.graph.totals == before)
    }

    @Test func dismissPopsTheStack() throws {
        let host = HeadlessHost(Home(), width: 30, height: 10)
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        host.send(.activate, toText: "Close 7")
        host.flush()
        #expect(host.backend.widget(text: "Go") != nil)
    }

    @Test func destinationLinksPushTheirView() throws {
        let host = HeadlessHost(
            NavigationStack {
                NavigationLink("Settings") { Text("Settings page").navigationTitle("Settings") }
            }, width: 30, height: 5)
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        #expect(host.frame(of: "Settings page") == rect(9, 3, 13, 1))
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).title == "Settings")
    }

    @Test func theBoundPathDrivesThePages() throws {
        let host = HeadlessHost(PathDriven(), width: 40, height: 10)
        // Starts on the page for 1, with the root's destinations registered.
        #expect(host.backend.widget(text: "Push more from 1") != nil)
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).title == "Page 1")
        host.send(.activate, toText: "Push more from 1")
        host.flush()
        #expect(host.backend.widget(text: "Depth 2") != nil)
        #expect(host.backend.widget(text: "Push more from 2") != nil)
        // The back button writes the path.
        try host.widget(kind: "NavigationBar").send(.activate)
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Depth 0") != nil)
        #expect(host.backend.widget(text: "Push 5") != nil)
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).showsBackButton == false)
    }

    @Test func navigationPathCountsAndRemoves() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty)
    }
}
