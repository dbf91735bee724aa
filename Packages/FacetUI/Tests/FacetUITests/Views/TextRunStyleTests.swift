import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct TextRunStyleTests {
    private func runs(_ string: String, in host: HeadlessHost) throws -> [ResolvedText.Run] {
        try #require(host.backend.widget(text: string)?.content as? ResolvedText).runs
    }

    @Test func lineModifiersReachEveryTextInside() throws {
        let host = HeadlessHost(
            VStack {
                Text("a")
                Text("b").underline(color: .green)
                HStack { Text("c") }.underline(false)
            }
            .underline(pattern: .dash, color: .red)
            .strikethrough(color: .blue))
        let a = try #require(try runs("a", in: host).first)
        #expect(a.isUnderlined && a.underlineColor == .red)
        #expect(a.isStruckThrough && a.strikethroughColor == .blue)
        // A Text's own underline keeps its colour; an inner underline(false) removes it.
        #expect(try runs("b", in: host).first?.underlineColor == .green)
        let c = try #require(try runs("c", in: host).first)
        #expect(!c.isUnderlined && c.isStruckThrough)
    }

    @Test func theTerminalDrawsTheUnderlineAndStrikethroughOfAContainer() {
        let host = TerminalHost(
            VStack(alignment: .leading) {
                Text("under")
                Text("struck").strikethrough(false)
            }.underline().strikethrough(), width: 10, height: 2)
        let buffer = host.buffer
        let under = host.position(of: "under")!
        #expect(buffer[under.x, under.y].style.underline)
        #expect(buffer[under.x, under.y].style.strikethrough)
        let struck = host.position(of: "struck")!
        #expect(buffer[struck.x, struck.y].style.strikethrough)
    }

    @Test func spacingAndDesignModifiersFillRunsThatDidNotSetTheirOwn() throws {
        let host = HeadlessHost(
            VStack {
                Text("x")
                Text("y").kerning(1).baselineOffset(-2)
                Text("z").tracking(3)
            }
            .monospaced().monospacedDigit().kerning(4).baselineOffset(5))
        let x = try #require(try runs("x", in: host).first)
        #expect(x.isMonospaced && x.hasMonospacedDigits)
        #expect(x.letterSpacing == 4 && x.baselineOffset == 5)
        let y = try #require(try runs("y", in: host).first)
        #expect(y.letterSpacing == 1 && y.baselineOffset == -2)
        // Tracking wins over kerning, the container's kerning included.
        #expect(try runs("z", in: host).first?.letterSpacing == 3)
        let tracked = HeadlessHost(Text("t").tracking(2))
        #expect(try runs("t", in: tracked).first?.letterSpacing == 2)
        let plain = HeadlessHost(VStack { Text("p") }.monospaced(false))
        let p = try #require(try runs("p", in: plain).first)
        #expect(!p.isMonospaced && !p.hasMonospacedDigits && p.letterSpacing == nil)
    }

    @Test func textMonospacedDigitMarksOnlyItsRuns() throws {
        let host = HeadlessHost(Text("1") + Text("2").monospacedDigit())
        #expect(try runs("12", in: host).map(\.hasMonospacedDigits) == [false, true])
    }

    @Test func textSelectionMakesTheTextInsideSelectable() throws {
        let host = HeadlessHost(
            VStack {
                Text("on")
                Text("off").textSelection(.disabled)
            }.textSelection(.enabled))
        #expect((host.backend.widget(text: "on")?.content as? ResolvedText)?.isSelectable == true)
        #expect((host.backend.widget(text: "off")?.content as? ResolvedText)?.isSelectable == false)
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
        let plain = HeadlessHost(Text("plain"))
        #expect((plain.backend.widget(text: "plain")?.content as? ResolvedText)?.isSelectable == false)
    }
}
