import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

private struct SingleSelection: View {
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("Selected: \(selection.map(String.init) ?? "none")")
            List(fruits, selection: $selection) { Text($0.name) }
        }
    }
}

private struct MultipleSelection: View {
    @State var selection: Set<String> = []
    var body: some View {
        VStack {
            Text("Count: \(selection.count)")
            List(selection: $selection) {
                Text("A").tag("a")
                Text("B").tag("b")
            }
        }
    }
}

@MainActor @Suite struct ListTests {
    @Test func rowsStackAtFullWidthInsideAListWidget() throws {
        let host = HeadlessHost(List(fruits) { Text($0.name) }, width: 20, height: 6)
        #expect(
            host.dump == """
                List (0, 0, 20, 6)
                  Text "Apple" (0, 0, 5, 1)
                  Text "Pear" (0, 1, 4, 1)
                  Text "Plum" (0, 2, 4, 1)
                """)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.rows.map(\.frame) == [rect(0, 0, 20, 1), rect(0, 1, 20, 1), rect(0, 2, 20, 1)])
        #expect(!content.isSelectable)
        #expect(content.contentHeight == 3)
    }

    @Test func sectionsHaveHeadersFootersAndGroupedGaps() throws {
        let host = HeadlessHost(
            List {
                Section("Fruit") {
                    Text("Apple")
                }
                Section {
                    Text("Carrot")
                } header: {
                    Text("Veg")
                } footer: {
                    Text("Fresh")
                }
            }.listStyle(.insetGrouped), width: 20, height: 10)
        #expect(
            host.dump == """
                List (0, 0, 20, 10)
                  Text "Fruit" (1, 0, 5, 1)
                  Text "Apple" (1, 1, 5, 1)
                  Text "Veg" (1, 3, 3, 1)
                  Text "Carrot" (1, 4, 6, 1)
                  Text "Fresh" (1, 5, 5, 1)
                """)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.style == .insetGrouped)
        #expect(content.rows.map(\.kind) == [.header, .row, .header, .row, .footer])
        #expect(content.rows.map(\.section) == [0, 0, 1, 1, 1])
        #expect(content.rows[3].frame == rect(1, 4, 18, 1))
    }

    @Test func selectEventWritesTheIdOfTheRow() throws {
        let host = HeadlessHost(SingleSelection(), width: 20, height: 6)
        let list = try host.widget(kind: "List")
        list.send(.select(1))
        host.flush()
        #expect(host.backend.widget(text: "Selected: 2") != nil)
        let content = try #require(list.content as? ListContent)
        #expect(content.rows.map(\.isSelected) == [false, true, false])
        #expect(content.isSelectable && !content.allowsMultipleSelection)
        list.send(.select(7))  // out of range: ignored
        host.flush()
        #expect(host.backend.widget(text: "Selected: 2") != nil)
    }

    @Test func setSelectionTogglesTaggedRows() throws {
        let host = HeadlessHost(MultipleSelection(), width: 20, height: 6)
        let list = try host.widget(kind: "List")
        list.send(.select(0))
        list.send(.select(1))
        host.flush()
        #expect(host.backend.widget(text: "Count: 2") != nil)
        list.send(.select(0))
        host.flush()
        #expect(host.backend.widget(text: "Count: 1") != nil)
        #expect((list.content as? ListContent)?.rows.map(\.isSelected) == [false, true])
    }

    @Test func formIsAGroupedList() throws {
        let host = HeadlessHost(
            Form {
                Section("A") { Text("One") }
                Section("B") { Text("Two") }
            }, width: 20, height: 8)
        #expect((try host.content(ListContent.self, kind: "List")).style == .grouped)
        #expect(host.frame(of: "B") == rect(0, 3, 1, 1))
    }

    @Test func listScrollsByEvent() throws {
        let host = HeadlessHost(List(0..<10) { Text("Row \($0)") }, width: 20, height: 4)
        let list = try host.widget(kind: "List")
        list.send(.scroll(CGPoint(x: 0, y: 9)))
        host.flush()
        #expect((list.content as? ListContent)?.offset == CGPoint(x: 0, y: 6))
    }
}
