import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct ScrollViewTests {
    @Test func verticalScrollViewTakesTheProposalAndGivesContentItsIdealHeight() throws {
        let host = HeadlessHost(
            ScrollView {
                VStack {
                    ForEach(0..<30) { Text("Row \($0)") }
                }
            }, width: 20, height: 10)
        let scroll = try host.widget(kind: "ScrollView")
        #expect(scroll.absoluteFrame == rect(0, 0, 20, 10))
        let content = try #require(scroll.content as? ScrollViewContent)
        #expect(content.contentSize == CGSize(width: 6, height: 30))
        #expect(content.axes == .vertical && content.showsIndicators)
        // Content is centred across the scroll axis, starts at the top along it.
        #expect(host.frame(of: "Row 0") == rect(8, 0, 5, 1))
        #expect(host.frame(of: "Row 29") == rect(7, 29, 6, 1))
        #expect(host.backend.widget(text: "Row 0")?.parent === scroll)
    }

    @Test func horizontalScrollViewProposesIdealWidthAndCentresVertically() throws {
        let host = HeadlessHost(
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { ForEach(0..<10) { Text("Item\($0)") } }
            }, width: 20, height: 5)
        let content = try host.content(ScrollViewContent.self, kind: "ScrollView")
        #expect(content.contentSize == CGSize(width: 59, height: 1))
        #expect(!content.showsIndicators)
        #expect(host.frame(of: "Item0") == rect(0, 2, 5, 1))
        #expect(host.frame(of: "Item9") == rect(54, 2, 5, 1))
    }

    @Test func scrollEventsRecordTheOffsetClampedToTheContent() throws {
        let host = HeadlessHost(
            ScrollView { VStack { ForEach(0..<30) { Text("Row \($0)") } } }, width: 20, height: 10)
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 5)))
        host.flush()
        #expect((scroll.content as? ScrollViewContent)?.offset == CGPoint(x: 0, y: 5))
        scroll.send(.scroll(CGPoint(x: 3, y: 100)))
        host.flush()
        #expect((scroll.content as? ScrollViewContent)?.offset == CGPoint(x: 0, y: 20))
        // Content frames stay in content coordinates.
        #expect(host.frame(of: "Row 0") == rect(8, 0, 5, 1))
    }

    @Test func scrollViewInAStackTakesTheRemainingSpace() {
        let host = HeadlessHost(
            VStack {
                Text("Header")
                ScrollView { Text("Body") }
            }, width: 20, height: 10)
        #expect(
            host.dump == """
                Text "Header" (7, 0, 6, 1)
                ScrollView (0, 1, 20, 9)
                  Text "Body" (8, 1, 4, 1)
                """)
    }

    @Test func theAxesOnlyInitializerShowsIndicators() throws {
        let host = HeadlessHost(ScrollView(.horizontal) { Text("Wide") }, width: 20, height: 3)
        let content = try host.content(ScrollViewContent.self, kind: "ScrollView")
        #expect(content.axes == .horizontal && content.showsIndicators)
        let vertical = HeadlessHost(ScrollView { Text("Tall") }, width: 20, height: 3)
        #expect(try vertical.content(ScrollViewContent.self, kind: "ScrollView").axes == .vertical)
    }
}
