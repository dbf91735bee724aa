import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// Keeps the proxy a reader hands its content, for the test to scroll with.
@MainActor final class ProxyBox {
    var proxy: ScrollViewProxy?
}

/// A scroll view of `count` one-line rows in a lazy stack, its proxy put in `box`.
@MainActor private func lazyRows(_ box: ProxyBox, count: Int = 1000) -> some View {
    ScrollViewReader { proxy in
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count) { Text("Row \($0)") }
            }
        }
        .onAppear { box.proxy = proxy }
    }
}

@MainActor @Suite struct ScrollViewReaderTests {
    private func offset(_ host: HeadlessHost) throws -> CGPoint {
        try host.content(ScrollViewContent.self, kind: "ScrollView").offset
    }

    private func realised(_ host: HeadlessHost) -> [Int] {
        host.node { $0.lazyRows != nil }?.lazyRows?.realised ?? []
    }

    @Test func topAnchorPutsTheRowAtTheTopAndBuildsOnlyTheRowsAroundIt() throws {
        let box = ProxyBox()
        let host = HeadlessHost(lazyRows(box), width: 20, height: 10)
        host.flush()
        #expect(host.backend.widget(text: "Row 500") == nil)
        let proxy = try #require(box.proxy)
        proxy.scrollTo(500, anchor: .top)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 500))
        #expect(host.frame(of: "Row 500") == rect(7, 500, 7, 1))
        // The visible rows 500...509 and 4 rows of margin on each side, nothing else.
        #expect(realised(host) == Array(496...513))
        #expect(host.backend.allWidgets.count == 19)
    }

    @Test func centerAndBottomAnchorsAlignTheRowsMiddleAndBottom() throws {
        let box = ProxyBox()
        let host = HeadlessHost(lazyRows(box), width: 20, height: 10)
        host.flush()
        let proxy = try #require(box.proxy)
        proxy.scrollTo(500, anchor: .center)
        host.flush()
        // 500 + 0.5 - 5, rounded to a whole cell.
        #expect(try offset(host) == CGPoint(x: 0, y: 496))
        proxy.scrollTo(500, anchor: .bottom)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 491))
        #expect(realised(host) == Array(487...504))
    }

    @Test func noAnchorScrollsTheLeastAmountAndNotAtAllForAVisibleRow() throws {
        let box = ProxyBox()
        let host = HeadlessHost(lazyRows(box), width: 20, height: 10)
        host.flush()
        let proxy = try #require(box.proxy)
        proxy.scrollTo(500)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 491))  // the row's bottom at the bottom
        proxy.scrollTo(495)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 491))  // visible: no scroll
        proxy.scrollTo(10)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 10))  // above: its top at the top
    }

    @Test func offsetsAreClampedToTheContent() throws {
        let box = ProxyBox()
        let host = HeadlessHost(lazyRows(box), width: 20, height: 10)
        host.flush()
        let proxy = try #require(box.proxy)
        proxy.scrollTo(999, anchor: .top)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 990))
        #expect(host.frame(of: "Row 999") == rect(7, 999, 7, 1))
        proxy.scrollTo(0, anchor: .bottom)
        host.flush()
        #expect(try offset(host) == .zero)
    }

    @Test func anUnknownIDLeavesTheOffsetAlone() throws {
        let box = ProxyBox()
        let host = HeadlessHost(lazyRows(box), width: 20, height: 10)
        host.flush()
        let proxy = try #require(box.proxy)
        proxy.scrollTo(40, anchor: .top)
        host.flush()
        proxy.scrollTo("missing", anchor: .top)
        proxy.scrollTo(5000, anchor: .top)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 40))
    }

    @Test func rowsTallerThanTheEstimateAreCorrectedUntilTheTargetIsAtTheTop() throws {
        // Rows 0...23 (built first) are one line, later rows three: the first jump uses an
        // estimate of one line per row, and is corrected once the rows there are measured.
        let box = ProxyBox()
        let host = HeadlessHost(
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<1000) { index in
                            if index < 24 { Text("Row \(index)") } else { Text("Row \(index)\nb\nc") }
                        }
                    }
                }
                .onAppear { box.proxy = proxy }
            }, width: 20, height: 10)
        host.flush()
        let proxy = try #require(box.proxy)
        proxy.scrollTo(300, anchor: .top)
        host.flush()
        let row = try #require(host.frame(of: "Row 300\nb\nc"))
        #expect(try offset(host).y == row.minY)
        #expect(row.height == 3)
        let built = realised(host)
        // The 4 lines of margin above reach into row 298 (rows 298 and 299 are 3 lines).
        #expect(built == Array(298...304))
    }

    @Test func explicitIDsInAnEagerStackAreFound() throws {
        let box = ProxyBox()
        let host = HeadlessHost(
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        Text("Top")
                        Color.red.frame(height: 30)
                        Text("Target").id("target")
                        Color.blue.frame(height: 30)
                    }
                }
                .onAppear { box.proxy = proxy }
            }, width: 20, height: 10)
        host.flush()
        try #require(box.proxy).scrollTo("target", anchor: .center)
        host.flush()
        // The target's line is 31; its middle (31.5) at the viewport's middle (5).
        #expect(try offset(host) == CGPoint(x: 0, y: 27))
    }

    @Test func eagerForEachRowsAreFoundByTheirID() throws {
        let box = ProxyBox()
        let host = HeadlessHost(
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(["a", "b", "c", "d"], id: \.self) {
                            Color.gray.frame(height: 8).overlay(Text($0))
                        }
                    }
                }
                .onAppear { box.proxy = proxy }
            }, width: 20, height: 10)
        host.flush()
        try #require(box.proxy).scrollTo("c", anchor: .top)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 16))
    }

    @Test func horizontalLazyStacksScrollAlongX() throws {
        let box = ProxyBox()
        let host = HeadlessHost(
            ScrollViewReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) { ForEach(0..<500) { Text("\($0 % 10)") } }
                }
                .onAppear { box.proxy = proxy }
            }, width: 20, height: 3)
        host.flush()
        try #require(box.proxy).scrollTo(250, anchor: .leading)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 250, y: 0))
        #expect(realised(host) == Array(246...273))
    }

    @Test func aButtonScrollsAndTheTerminalShowsTheRow() throws {
        let host = TerminalHost(
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(70, anchor: .top) }
                    ScrollView {
                        LazyVStack(alignment: .leading) { ForEach(0..<100) { Text("Row \($0)") } }
                    }
                }
            }, width: 12, height: 4)
        host.flush()
        #expect(host.screen.contains("Row 0"))
        host.type("\t\r")  // focus the button and press it
        #expect(host.screen.contains("Row 70"))
        #expect(host.screen.contains("Row 72"))
        #expect(!host.screen.contains("Row 69"))
        #expect(!host.screen.contains("Row 73"))
    }
}
