import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Thirty one-line rows, paged.
@MainActor private func paged() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 0) { ForEach(0..<30) { Text("row \($0)") } }
    }
    .scrollTargetBehavior(.paging)
}

/// Rests on multiples of five lines.
private struct EveryFiveLines: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / 5).rounded() * 5
    }
}

@MainActor @Suite struct ScrollTargetBehaviorTests {
    private func offset(_ host: HeadlessHost) throws -> CGPoint {
        try host.content(ScrollViewContent.self, kind: "ScrollView").offset
    }

    @Test func pagingRestsOnTheNextPageInTheScrollsDirection() throws {
        let host = HeadlessHost(paged(), width: 20, height: 10)
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 3)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 10))
        scroll.send(.scroll(CGPoint(x: 0, y: 7)))  // up from 10
        host.flush()
        #expect(try offset(host) == .zero)
        scroll.send(.scroll(CGPoint(x: 0, y: 14)))  // down two pages' worth: page 2, the end
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 20))
    }

    @Test func theWheelTurnsAWholePageInTheTerminal() {
        let host = TerminalHost(paged().scrollIndicators(.hidden), width: 12, height: 5)
        host.type("\u{1B}[<65;2;2M")  // 3 lines down: the next page
        #expect(host.screen.hasPrefix("   row 5"))
        #expect(host.screen.hasSuffix("row 9"))
    }

    @Test func aCustomBehaviorDecidesWhereScrollsRest() throws {
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("row \($0)") } } }
                .scrollTargetBehavior(EveryFiveLines()), width: 20, height: 10)
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 8)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 10))
        scroll.send(.scroll(CGPoint(x: 0, y: 12)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 10))
    }

    @Test func programmaticScrollsAreNotPaged() throws {
        let box = ProxyBox()
        let host = HeadlessHost(
            ScrollViewReader { proxy in paged().onAppear { box.proxy = proxy } }, width: 20, height: 10)
        host.flush()
        try #require(box.proxy).scrollTo(13, anchor: .top)
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 13))
    }

    @Test func viewAlignedRestsOnTheNextRowOfTheTargetLayout() throws {
        let host = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { Color.gray.frame(height: 4).overlay(Text("card \($0)")) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned), width: 20, height: 10)
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 3)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 4))
        scroll.send(.scroll(CGPoint(x: 0, y: 6)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 8))
        scroll.send(.scroll(CGPoint(x: 0, y: 5)))  // up from 8
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 4))
    }

    @Test func viewAlignedUsesTheRealisedRowsOfALazyStack() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<100) { Text("card \($0)").frame(height: 3) } }
                    .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne)), width: 20, height: 10)
        host.flush()
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 4)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 6))
    }

    @Test func withoutATargetLayoutViewAlignedLeavesTheScrollAlone() throws {
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Color.gray.frame(height: 4) } } }
                .scrollTargetBehavior(.viewAligned), width: 20, height: 10)
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 3)))
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 3))
        let disabled = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { _ in Color.gray.frame(height: 4) } }.scrollTargetLayout(
                    isEnabled: false)
            }
            .scrollTargetBehavior(.viewAligned), width: 20, height: 10)
        try disabled.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 3)))
        disabled.flush()
        #expect(try offset(disabled) == CGPoint(x: 0, y: 3))
    }
}
