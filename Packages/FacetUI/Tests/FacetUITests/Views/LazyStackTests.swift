import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private struct Row: View {
    let number: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(number) \(taps)") { taps += 1 }.buttonStyle(.plain)
    }
}

@MainActor @Suite struct LazyStackTests {
    @Test func tenThousandRowsInATwentyRowScrollViewBuildOnlyTheVisibleOnes() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<10_000) { Text("Row \($0)") }
                }
            }, width: 20, height: 20)
        host.flush()  // the rows measured when placed widen the stack: one more layout
        let created = host.graph.totals.widgetsCreated
        #expect(created == 25)  // the scroll view and rows 0...23 (20 visible + 4 of margin)
        #expect(host.backend.widget(text: "Row 23") != nil)
        #expect(host.backend.widget(text: "Row 24") == nil)
        let scroll = try host.content(ScrollViewContent.self, kind: "ScrollView")
        #expect(scroll.contentSize == CGSize(width: 6, height: 10_000))
        #expect(host.frame(of: "Row 0") == rect(7, 0, 5, 1))
        #expect(host.frame(of: "Row 10") == rect(7, 10, 6, 1))
    }

    @Test func scrollingRealisesTheNewlyVisibleRowsAndDropsTheOthers() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<10_000) { Text("Row \($0)") }
                }
            }, width: 20, height: 20)
        host.flush()
        let before = host.graph.totals
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 100)))
        host.flush()
        #expect(host.graph.totals.widgetsCreated - before.widgetsCreated == 28)  // rows 96...123
        #expect(host.graph.totals.widgetsRemoved - before.widgetsRemoved == 24)  // rows 0...23
        #expect(host.graph.totals.bodiesEvaluated == before.bodiesEvaluated)
        #expect(host.backend.widget(text: "Row 95") == nil)
        #expect(host.frame(of: "Row 96") == rect(7, 96, 6, 1))
        #expect(host.frame(of: "Row 123") == rect(7, 123, 7, 1))
        #expect(host.backend.allWidgets.count == 29)
    }

    @Test func rowsThatStayVisibleKeepTheirNodeAndState() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack { ForEach(0..<100) { Row(number: $0) } }
            }, width: 20, height: 10)
        host.send(.activate, toText: "Row 5 0")
        host.flush()
        let before = host.graph.totals
        #expect(host.backend.widget(text: "Row 5 1") != nil)
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 3)))
        host.flush()
        // Rows 14...16 appear, each a button and its text.
        #expect(host.graph.totals.widgetsCreated - before.widgetsCreated == 6)
        #expect(host.backend.widget(text: "Row 5 1") != nil)
    }

    @Test func outsideAScrollViewALazyStackIsAStack() {
        let host = HeadlessHost(
            LazyHStack(spacing: 2) {
                Text("A")
                ForEach(0..<3) { Text("\($0)") }
            }, width: 20, height: 3)
        #expect(
            host.dump == """
                Text "A" (5, 1, 1, 1)
                Text "0" (8, 1, 1, 1)
                Text "1" (11, 1, 1, 1)
                Text "2" (14, 1, 1, 1)
                """)
    }

    @Test func aRowScrolledOutAndBackInKeepsItsState() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack { ForEach(0..<1_000) { Row(number: $0) } }
            }, width: 20, height: 10)
        host.send(.activate, toText: "Row 5 0")
        host.flush()
        host.send(.activate, toText: "Row 5 1")
        host.flush()
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 500)))
        host.flush()
        #expect(host.backend.widget(text: "Row 5 2") == nil)  // dropped: its node is gone
        #expect(host.backend.widget(text: "Row 500 0") != nil)
        let lazy = try #require(host.node { $0.lazyRows != nil }?.lazyRows)
        #expect(!lazy.realised.contains(5))
        scroll.send(.scroll(CGPoint(x: 0, y: 0)))
        host.flush()
        #expect(host.backend.widget(text: "Row 5 2") != nil)
        #expect(host.backend.widget(text: "Row 4 0") != nil)
        host.send(.activate, toText: "Row 5 2")
        host.flush()
        #expect(host.backend.widget(text: "Row 5 3") != nil)
    }

    @Test func rowsOfDifferentHeightsAreEstimatedFromTheMeasuredOnes() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<1_000) { index in
                        Text("Row \(index)").frame(height: index.isMultiple(of: 2) ? 1 : 3)
                    }
                }
            }, width: 20, height: 10)
        host.flush()
        // Rows 0...6 fill 10 lines (plus 4 of margin): 1 + 3 + 1 + 3 + 1 + 3 + 1 = 13.
        let scroll = try host.content(ScrollViewContent.self, kind: "ScrollView")
        #expect(scroll.contentSize.height == 2_000)  // every row estimated at the mean, 2
        #expect(host.frame(of: "Row 3")?.minY == 6)  // the text is centred in its 3-line frame: 5 + 1
    }
}
