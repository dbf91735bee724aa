import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Parks: View {
    @State var selection: String? = "Zion"
    var body: some View {
        NavigationSplitView {
            List(["Acadia", "Zion"], id: \.self, selection: $selection) { Text($0) }
        } detail: {
            Text(selection.map { "Park \($0)" } ?? "Choose a park")
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct Visibility: View {
    @State var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            Counter(name: "Side")
        } content: {
            Button("Detail only") { visibility = .detailOnly }
        } detail: {
            Button("All") { visibility = .all }
        }
    }
}

private struct Links: View {
    var body: some View {
        NavigationSplitView {
            VStack {
                NavigationLink("Seven", value: 7)
                NavigationLink("About") { Text("About page") }
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
            .navigationSplitViewColumnWidth(12)
        } detail: {
            Text("Nothing chosen")
        }
    }
}

/// The text of the label inside the focused widget ("none" without focus).
@MainActor private func focusedText(_ host: TerminalHost) -> String {
    (host.backend.tree.focusedWidget?.first { $0 is LabelWidget } as? LabelWidget)?.text ?? "none"
}

@MainActor @Suite struct NavigationSplitViewTests {
    @Test func twoColumnsSideBySideWithALineBetween() throws {
        let host = TerminalHost(Parks(), width: 40, height: 4)
        #expect(
            host.screen == """
                Acadia      │
                Zion        │
                            │         Park Zion
                            │
                """)
    }

    @Test func selectionInTheSidebarListDrivesTheDetail() throws {
        let host = HeadlessHost(Parks(), width: 40, height: 6)
        #expect(
            host.dump == """
                NavigationSplitView (0, 0, 40, 6)
                  NavigationSplitColumn (0, 0, 12, 6)
                    List (0, 0, 12, 6)
                      Text "Acadia" (0, 0, 6, 1)
                      Text "Zion" (0, 1, 4, 1)
                  NavigationSplitColumn (13, 0, 27, 6)
                    Text "Park Zion" (22, 3, 9, 1)
                """)
        try host.widget(kind: "List").send(.select(0))
        let update = host.flush()
        #expect(host.frame(of: "Park Acadia") == rect(21, 3, 11, 1))
        // The detail's text changes; no column is built again.
        #expect(update.widgetsCreated == 0)
    }

    @Test func tabGoesThroughOnePaneBeforeTheNextAndArrowsMoveBetweenPanes() throws {
        let host = TerminalHost(Visibility(), width: 45, height: 3)
        var order: [String] = []
        for _ in 0..<3 {
            host.type("\t")
            order.append(focusedText(host))
        }
        // "Detail only" wraps onto two rows, below the others' first row: still second.
        #expect(order == ["Side 0", "Detail only", "All"])
        host.type("\u{1B}[D")
        #expect(focusedText(host) == "Detail only")
        host.type("\u{1B}[D")
        #expect(focusedText(host) == "Side 0")
        // Right twice: through the content column to the detail.
        host.type("\u{1B}[C\u{1B}[C")
        #expect(focusedText(host) == "All")
    }

    @Test func columnVisibilityHidesLeadingColumnsAndKeepsTheirState() throws {
        let host = HeadlessHost(Visibility(), width: 45, height: 3)
        host.send(.activate, toText: "Side 0")
        host.flush()
        host.send(.activate, toText: "Detail only")
        host.flush()
        #expect(
            host.dump == """
                NavigationSplitView (0, 0, 45, 3)
                  NavigationSplitColumn (0, 0, 45, 3)
                    Button (19, 1, 7, 1)
                      Text "All" (21, 1, 3, 1)
                """)
        host.send(.activate, toText: "All")
        host.flush()
        #expect(
            host.dump == """
                NavigationSplitView (0, 0, 45, 3)
                  NavigationSplitColumn (0, 0, 11, 3)
                    Button (1, 1, 10, 1)
                      Text "Side 1" (3, 1, 6, 1)
                  NavigationSplitColumn (12, 0, 11, 3)
                    Button (13, 1, 10, 2)
                      Text "Detail only" (15, 1, 6, 2)
                  NavigationSplitColumn (24, 0, 21, 3)
                    Button (31, 1, 7, 1)
                      Text "All" (33, 1, 3, 1)
                """)
    }

    @Test func visibilityIsCodableByName() throws {
        let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .all])
        #expect(String(data: data, encoding: .utf8) == #"["doubleColumn","all"]"#)
        #expect(
            try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data) == [
                .doubleColumn, .all,
            ])
    }

    @Test func linksInTheSidebarShowTheirPageInTheDetailAtTheColumnWidth() throws {
        let host = TerminalHost(Links(), width: 40, height: 4)
        host.type("\t\r")
        #expect(
            host.screen == """
                            │
                   Seven ›  │
                   About ›  │          Number 7
                            │
                """)
        host.type("\t\r")
        #expect(host.screen.contains("│         About page"))
    }

    @Test func prominentDetailKeepsTheDetailWidthUnderTheSidebar() throws {
        let host = TerminalHost(Parks().navigationSplitViewStyle(.prominentDetail), width: 40, height: 4)
        #expect(
            host.screen == """
                Acadia      │
                Zion        │
                            │   Park Zion
                            │
                """)
    }
}
