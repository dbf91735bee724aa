import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Inspection) @testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private struct TapRow: View {
    let number: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(number) \(taps)") { taps += 1 }.buttonStyle(.plain)
    }
}

@Observable private final class Item: Identifiable {
    let id: Int
    var done = false
    init(id: Int) { self.id = id }
}

private struct ItemRow: View {
    let item: Item
    var body: some View { Text("\(item.done ? "[x]" : "[ ]") Item \(item.id)") }
}

private struct Picking: View {
    let count: Int
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("Selected: \(selection.map(String.init) ?? "none")")
            List(0..<count, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }
}

private struct PickingMany: View {
    @State var selection: Set<Int> = []
    var body: some View {
        VStack {
            Text("Selected: \(selection.sorted().map(String.init).joined(separator: ","))")
            List(0..<10_000, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }
}

/// A `List`'s `ForEach` builds only the rows in view, plus a margin of a quarter of the
/// view (at least 4) on each side.
@MainActor @Suite struct ListRowsNodeTests {
    @Test func aHundredThousandRowListBuildsOnlyTheRowsInView() throws {
        let host = HeadlessHost(List(0..<100_000) { Text("Row \($0)") }, width: 80, height: 24)
        // The list and rows 0...29 (24 in view, 6 of margin below).
        #expect(host.graph.totals.widgetsCreated == 31)
        #expect(host.backend.allWidgets.count == 31)
        #expect(host.backend.widget(text: "Row 29") != nil)
        #expect(host.backend.widget(text: "Row 30") == nil)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.rowCount == 100_000)
        #expect(content.contentHeight == 100_000)
        #expect(content.rows.count == 30)
        #expect(content.rows.last?.index == 29)
        #expect(content.rows.last?.frame == rect(0, 29, 80, 1))
        let rows = try #require(host.node { $0.lazyRows != nil }?.lazyRows)
        #expect(rows.count == 100_000 && rows.realised == Array(0...29))
    }

    @Test func scrollingByAPageBuildsOnlyTheNewRows() throws {
        let host = HeadlessHost(List(0..<100_000) { Text("Row \($0)") }, width: 80, height: 24)
        let before = host.graph.totals
        try host.widget(kind: "List").send(.scroll(CGPoint(x: 0, y: 24)))
        let counters = host.flush()
        // In view: rows 24...47; with the margin, rows 18...53: rows 30...53 are new,
        // rows 0...17 go.
        #expect(host.graph.totals.widgetsCreated - before.widgetsCreated == 24)
        #expect(host.graph.totals.widgetsRemoved - before.widgetsRemoved == 18)
        #expect(counters.bodiesEvaluated == 0)
        #expect(host.backend.widget(text: "Row 17") == nil)
        #expect(host.frame(of: "Row 24") == rect(0, 24, 6, 1))
        #expect(host.frame(of: "Row 53") == rect(0, 53, 6, 1))
        #expect(try host.content(ListContent.self, kind: "List").offset == CGPoint(x: 0, y: 24))
    }

    @Test func changingOneRowEvaluatesOneBodyAndUpdatesOneWidget() throws {
        let items = (0..<100_000).map(Item.init)
        let host = HeadlessHost(List(items) { ItemRow(item: $0) }, width: 40, height: 24)
        items[3].done = true
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
        #expect(host.backend.widget(text: "[x] Item 3") != nil)
        let before = host.graph.totals
        items[50_000].done = true  // not built: nothing to do
        host.flush()
        #expect(host.graph.totals.bodiesEvaluated == before.bodiesEvaluated)
        #expect(host.graph.totals.widgetsUpdated == before.widgetsUpdated)
    }

    @Test func aRowScrolledOutAndBackInKeepsItsState() throws {
        let host = HeadlessHost(List(0..<1_000) { TapRow(number: $0) }, width: 30, height: 10)
        host.send(.activate, toText: "Row 2 0")
        host.flush()
        host.send(.activate, toText: "Row 2 1")
        host.flush()
        let list = try host.widget(kind: "List")
        list.send(.scroll(CGPoint(x: 0, y: 600)))
        host.flush()
        #expect(host.backend.widget(text: "Row 2 2") == nil)
        #expect(host.backend.widget(text: "Row 600 0") != nil)
        list.send(.scroll(CGPoint(x: 0, y: 0)))
        host.flush()
        #expect(host.backend.widget(text: "Row 2 2") != nil)
        #expect(host.backend.widget(text: "Row 3 0") != nil)
        host.send(.activate, toText: "Row 2 2")
        host.flush()
        #expect(host.backend.widget(text: "Row 2 3") != nil)
    }

    @Test func selectingARowNotBuiltWritesItsId() throws {
        let host = HeadlessHost(Picking(count: 10_000), width: 30, height: 12)
        let list = try host.widget(kind: "List")
        list.send(.select(9_000))
        host.flush()
        #expect(host.backend.widget(text: "Selected: 9000") != nil)
        list.send(.scroll(CGPoint(x: 0, y: 8_995)))
        host.flush()
        let content = try #require(list.content as? ListContent)
        #expect(content.rows.filter(\.isSelected).map(\.index) == [9_000])
        list.send(.select(10_000))  // out of range: ignored
        host.flush()
        #expect(host.backend.widget(text: "Selected: 9000") != nil)
    }

    @Test func aSetSelectionTakesRowsNotBuilt() throws {
        let host = HeadlessHost(PickingMany(), width: 30, height: 12)
        let list = try host.widget(kind: "List")
        list.send(.select(1))
        list.send(.select(7_500))
        host.flush()
        #expect(host.backend.widget(text: "Selected: 1,7500") != nil)
        #expect(host.node { $0.listRowTags != nil }?.listRowTags?.count == 10_000)
    }

    @Test func rowsNotMeasuredCountAtTheMeanAndTheTopRowStaysPutWhenTheyAre() throws {
        // Rows 0..<100 are one line, the others three.
        let host = HeadlessHost(
            List(0..<1_000) { Text("Row \($0)").frame(height: $0 < 100 ? 1 : 3) }, width: 30, height: 10)
        var content = try host.content(ListContent.self, kind: "List")
        #expect(content.contentHeight == 1_000)  // rows 0...13 measured: one line each
        let list = try host.widget(kind: "List")
        list.send(.scroll(CGPoint(x: 0, y: 500)))
        host.flush()
        content = try #require(list.content as? ListContent)
        // Row 500 was at the top; measured (with the rows around it) it is three lines and
        // the rows above are estimated longer, but it is still at the top.
        let row = try #require(content.rows.first { $0.index == 500 })
        #expect(row.frame.minY == content.offset.y)
        #expect(content.offset.y > 500)
        #expect(content.contentHeight > 1_000)
        // Scrolling on by one line moves the rows by one line.
        list.send(.scroll(CGPoint(x: 0, y: content.offset.y + 1)))
        host.flush()
        let next = try #require(list.content as? ListContent)
        #expect(next.offset.y == content.offset.y + 1)
        #expect(next.rows.first { $0.index == 500 }?.frame == row.frame)
    }

    @Test func sectionsKeepTheirHeadersAndCountRowsNotBuilt() throws {
        let host = HeadlessHost(
            List {
                Section("Odd") { ForEach(0..<1_000) { Text("Odd \($0)") } }
                Section("Even") { ForEach(0..<1_000) { Text("Even \($0)") } }
            }, width: 30, height: 10)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.rowCount == 2_000)
        #expect(content.rows.prefix(3).map(\.kind) == [.header, .row, .row])
        #expect(content.rows.filter { $0.kind == .row }.count == 13)  // 10 lines in view + 4 below
        // The second header is built (it is one view), at the end of the first section's rows.
        #expect(host.frame(of: "Even") == rect(0, 1_001, 4, 1))
        #expect(content.contentHeight == 2_002)
    }

    @Test func aForEachWhoseRowsAreSeveralViewsBuildsThemAll() throws {
        let host = HeadlessHost(
            List {
                ForEach(0..<3) { index in
                    Text("A\(index)")
                    Text("B\(index)")
                }
            }, width: 30, height: 3)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.rowCount == 6)
        #expect(host.texts == ["A0", "B0", "A1", "B1", "A2", "B2"])
        #expect(content.contentHeight == 6)
    }
}
