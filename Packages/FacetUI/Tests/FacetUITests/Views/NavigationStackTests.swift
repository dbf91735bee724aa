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

struct NavigationTestPark: Codable, Hashable {
    let name: String
}

private struct NotCodable: Hashable {
    let id: Int
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

private struct CounterPage: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Button("\(name) \(count)") { count += 1 }
            NavigationLink("Next", value: name + "+")
        }
        .navigationTitle(name)
    }
}

private struct CounterStack: View {
    var body: some View {
        NavigationStack {
            CounterPage(name: "Root")
                .navigationDestination(for: String.self) { CounterPage(name: $0) }
        }
    }
}

private struct Presenting: View {
    @State var showsHelp = false
    @State var selected: Int?
    var body: some View {
        NavigationStack {
            VStack {
                Text(showsHelp ? "help shown" : "help hidden")
                Button("Help") { showsHelp = true }
                Button("Pick 3") { selected = 3 }
                Text(selected.map { "item \($0)" } ?? "no item")
            }
            .navigationDestination(isPresented: $showsHelp) { Text("Help page").navigationTitle("Help") }
            .navigationDestination(item: $selected) { Text("Item page \($0)").navigationTitle("Item") }
        }
    }
}

/// The number of `CounterPage` nodes in the graph (pages kept alive).
@MainActor private func counterPages(in node: ViewNode) -> Int {
    node.children.reduce(node.view is CounterPage ? 1 : 0) { $0 + counterPages(in: $1) }
}

@MainActor @Suite struct NavigationStackTests {
    @Test func aPageBelowTheTopKeepsItsStateAcrossPushAndPop() throws {
        let host = HeadlessHost(CounterStack(), width: 30, height: 10)
        host.send(.activate, toText: "Root 0")
        host.flush()
        host.send(.activate, toText: "Root 1")
        host.flush()
        #expect(host.frame(of: "Root 2") != nil)
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        // Only the top page is in the widget tree.
        #expect(host.backend.widget(text: "Root 2") == nil)
        host.send(.activate, toText: "Root+ 0")
        host.flush()
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).title == "Root++")
        // Two pops: each page below shows the state it had.
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(host.frame(of: "Root+ 1") != nil)
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(host.frame(of: "Root 2") != nil)
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).title == "Root")
        // A page pushed again after it was popped starts afresh.
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        #expect(host.frame(of: "Root+ 0") != nil)
    }

    @Test func pushingAndPoppingBuildsOnlyTheChangedPage() throws {
        let host = HeadlessHost(CounterStack(), width: 30, height: 10)
        try host.widget(kind: "NavigationLink").send(.activate)
        let push = host.flush()
        // The new page's body; the root's is not evaluated again.
        #expect(push.bodiesEvaluated == 1)
        #expect(counterPages(in: host.graph.root) == 2)
        try host.widget(kind: "NavigationBar").send(.activate)
        let pop = host.flush()
        #expect(pop.bodiesEvaluated == 0)
        #expect(pop.widgetsCreated == 0)
        #expect(counterPages(in: host.graph.root) == 1)
    }

    @Test func theTopPageIsDrawnInTheTerminalAfterAPop() throws {
        let host = TerminalHost(CounterStack(), width: 20, height: 4)
        host.type("\t\r\t\r")
        #expect(host.screen.contains("Root+ 0"))
        host.type("\u{1B}[<0;2;1M\u{1B}[<0;2;1m")
        // The root page is back with its count, and the focus on its button.
        #expect(
            host.screen == """
                        Root

                     [ Root 1 ]
                       Next ›
                """)
    }

    @Test func isPresentedPushesWhileTrueAndPoppingWritesFalse() throws {
        let host = HeadlessHost(Presenting(), width: 30, height: 10)
        host.send(.activate, toText: "Help")
        host.flush()
        #expect(host.frame(of: "Help page") != nil)
        let bar = try host.widget(kind: "NavigationBar")
        #expect(
            bar.content as? NavigationBarContent == NavigationBarContent(title: "Help", showsBackButton: true)
        )
        bar.send(.activate)
        host.flush()
        #expect(host.frame(of: "help hidden") != nil)
        #expect(host.backend.widget(text: "Help page") == nil)
        #expect((bar.content as? NavigationBarContent)?.showsBackButton == false)
    }

    @Test func itemPushesThePageForTheValueAndDismissWritesNil() throws {
        let host = HeadlessHost(Presenting(), width: 30, height: 10)
        host.send(.activate, toText: "Pick 3")
        host.flush()
        #expect(host.frame(of: "Item page 3") != nil)
        #expect((try host.content(NavigationBarContent.self, kind: "NavigationBar")).title == "Item")
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(host.frame(of: "no item") != nil)
    }

    @Test func navigationPathRoundTripsThroughItsCodableRepresentation() throws {
        var path = NavigationPath()
        path.append(7)
        path.append("park")
        path.append(NavigationTestPark(name: "Yosemite"))
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test func aPathWithANonCodableElementHasNoCodableRepresentation() throws {
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(NotCodable(id: 1))
        #expect(path.codable == nil)
    }

    @Test func decodingAnUnknownTypeNameIsAClearError() throws {
        let data = Data(#"["NoSuchType9999", "1"]"#.utf8)
        #expect {
            _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "unknown type in a navigation path: NoSuchType9999"
        }
    }

    @Test func rootShowsTheBarWithItsTitleAndNoBackButton() throws {
        let host = HeadlessHost(Home(), width: 30, height: 10)
        #expect(
            host.dump == """
                NavigationBar (0, 0, 30, 1)
                Container (0, 1, 30, 9)
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
