import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// Ten one-line rows in a vertical scroll view.
@MainActor private func rows(showsIndicators: Bool = true) -> some View {
    ScrollView(showsIndicators: showsIndicators) {
        VStack(alignment: .leading, spacing: 0) { ForEach(0..<10) { Text("row \($0)") } }
    }
}

@MainActor @Suite struct ScrollBehaviorModifierTests {
    @Test func hiddenIndicatorsRemoveTheTerminalScrollBar() {
        #expect(
            TerminalHost(rows(), width: 12, height: 3).screen == "    row 0  ┃\n    row 1  │\n    row 2  │")
        let hidden = TerminalHost(rows().scrollIndicators(.hidden), width: 12, height: 3)
        #expect(hidden.screen == "    row 0\n    row 1\n    row 2")
        let never = TerminalHost(rows().scrollIndicators(.never, axes: .vertical), width: 12, height: 3)
        #expect(!never.screen.contains("┃"))
    }

    @Test func indicatorVisibilityAppliesOnlyToTheGivenAxes() throws {
        let host = HeadlessHost(rows().scrollIndicators(.hidden, axes: .horizontal), width: 12, height: 3)
        #expect(try host.content(ScrollViewContent.self, kind: "ScrollView").showsIndicators)
        let visible = HeadlessHost(
            rows(showsIndicators: false).scrollIndicators(.visible), width: 12, height: 3)
        #expect(try visible.content(ScrollViewContent.self, kind: "ScrollView").showsIndicators)
        let automatic = HeadlessHost(rows(showsIndicators: false), width: 12, height: 3)
        #expect(try !automatic.content(ScrollViewContent.self, kind: "ScrollView").showsIndicators)
    }

    @Test func theEnvironmentCarriesTheIndicatorVisibility() {
        var environment = EnvironmentValues()
        #expect(environment.verticalScrollIndicatorVisibility == .automatic)
        environment.horizontalScrollIndicatorVisibility = .hidden
        #expect(environment.horizontalScrollIndicatorVisibility == .hidden)
        #expect(environment.horizontalScrollIndicatorVisibility != .never)
    }

    @Test func theWheelScrollsAnEnabledScrollView() {
        let host = TerminalHost(rows(), width: 12, height: 3)
        host.type("\u{1B}[<65;2;2M")  // wheel down: 3 lines
        #expect(host.screen.hasPrefix("    row 3"))
    }

    @Test func scrollDisabledIgnoresTheWheelAndKeysButNotTheProgram() throws {
        let box = ProxyBox()
        let host = TerminalHost(
            ScrollViewReader { proxy in
                rows().scrollDisabled(true).onAppear { box.proxy = proxy }
            }, width: 12, height: 3)
        host.type("\u{1B}[<65;2;2M")
        #expect(host.screen.hasPrefix("    row 0"))
        try #require(box.proxy).scrollTo(6, anchor: .top)
        host.flush()
        #expect(host.screen.hasPrefix("    row 6"))
    }

    @Test func scrollDisabledFalseLeavesScrollingOnAndTheEnvironmentSaysSo() throws {
        let host = HeadlessHost(rows().scrollDisabled(false), width: 12, height: 3)
        #expect(try host.content(ScrollViewContent.self, kind: "ScrollView").isScrollEnabled)
        let disabled = HeadlessHost(rows().scrollDisabled(true), width: 12, height: 3)
        #expect(try !disabled.content(ScrollViewContent.self, kind: "ScrollView").isScrollEnabled)
        #expect(EnvironmentValues().isScrollEnabled)
    }

    @Test func defaultScrollAnchorBottomStartsAtTheEnd() throws {
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)") } } }
                .defaultScrollAnchor(.bottom), width: 20, height: 10)
        host.flush()
        #expect(try host.content(ScrollViewContent.self, kind: "ScrollView").offset == CGPoint(x: 0, y: 20))
        let centred = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)") } } }
                .defaultScrollAnchor(.center), width: 20, height: 10)
        centred.flush()
        #expect(
            try centred.content(ScrollViewContent.self, kind: "ScrollView").offset == CGPoint(x: 0, y: 10))
    }
}
