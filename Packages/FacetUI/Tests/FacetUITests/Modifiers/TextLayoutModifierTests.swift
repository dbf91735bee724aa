import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

/// `textCase`, `truncationMode`, `lineLimit(_:reservesSpace:)`, `fontDesign`, `fontWidth`,
/// `lineSpacing`, `allowsTightening` and `minimumScaleFactor`: what text draws and what the
/// views below read.
@MainActor @Suite struct TextLayoutModifierTests {
    @Test func textCaseTransformsTheDrawnText() {
        let host = HeadlessHost(
            VStack {
                Text("Section Title").textCase(.uppercase)
                Text("LOUD Words").textCase(.lowercase)
                Text("As Written").textCase(nil)
            }, width: 20)
        #expect(host.texts == ["SECTION TITLE", "loud words", "As Written"])
    }

    @Test func textCaseReachesEveryTextBelow() {
        let host = TerminalHost(
            VStack {
                Text("one"); Text("two")
            }.textCase(.uppercase), width: 5, height: 2)
        #expect(host.screen.contains("ONE") && host.screen.contains("TWO"))
    }

    private func line(_ mode: Text.TruncationMode) -> String {
        let host = TerminalHost(
            Text("abcdefghijklmnop").lineLimit(1).truncationMode(mode).frame(width: 9, alignment: .leading),
            width: 9, height: 1)
        return host.screen.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func truncationModeCutsTheHeadMiddleOrTailAtANarrowWidth() {
        #expect(line(.tail) == "abcdefgh…")
        #expect(line(.head) == "…ijklmnop")
        #expect(line(.middle) == "abcd…mnop")
    }

    @Test func truncationModeAppliesToTheLastLineOfALimitedText() {
        let host = TerminalHost(
            Text("one two three four five").lineLimit(2).truncationMode(.head).frame(width: 8),
            width: 8, height: 2)
        let rows = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.first == "one two")
        #expect(rows.last == "…ur five")
    }

    @Test func reservesSpaceKeepsTheHeightOfTheLimit() {
        let reserved = HeadlessHost(Text("Short").lineLimit(3, reservesSpace: true), width: 20, height: 5)
        #expect(reserved.frame(of: "Short")?.height == 3)
        let unreserved = HeadlessHost(Text("Short").lineLimit(3, reservesSpace: false), width: 20, height: 5)
        #expect(unreserved.frame(of: "Short")?.height == 1)
    }

    private func height(_ view: some View) -> CGFloat? {
        HeadlessHost(view, width: 8, height: 9).widgets(kind: "Text").first?.absoluteFrame.height
    }

    @Test func lineLimitRangesReserveAndLimitLines() {
        let long = "one two three four five six"  // four lines at 8 columns
        #expect(height(Text("Short").lineLimit(2...4)) == 2)
        #expect(height(Text(long).lineLimit(2...3)) == 3)
        #expect(height(Text("Short").lineLimit(3...)) == 3)
        #expect(height(Text(long).lineLimit(2...)) == 4)
        #expect(height(Text("Short").lineLimit(...3)) == 1)
        #expect(height(Text(long).lineLimit(...2)) == 2)
    }

    @Test func aNearerLineLimitEndsTheReservation() {
        #expect(height(Text("Short").lineLimit(1).lineLimit(2...4)) == 1)
        #expect(height(VStack { Text("Short").lineLimit(nil) }.lineLimit(3...)) == 1)
        #expect(height(Text("Short").lineLimit(5, reservesSpace: true).lineLimit(1)) == 5)
    }

    @Test func fontDesignAndWidthReachTheResolvedText() throws {
        let host = HeadlessHost(
            VStack {
                Text("code")
                Text("own").fontDesign(.serif)
            }
            .fontDesign(.monospaced).fontWidth(.condensed), width: 10)
        let code = try #require(host.widgets(kind: "Text").first?.content as? ResolvedText)
        #expect(code.runs[0].isMonospaced)
        #expect(code.runs[0].font.resolvedDesign == .monospaced)
        #expect(code.runs[0].width == .condensed)
        let own = try #require(host.widgets(kind: "Text").last?.content as? ResolvedText)
        #expect(own.runs[0].font.resolvedDesign == .serif)
        #expect(!own.runs[0].isMonospaced)
    }

    @Test func truncationAndSpacingReachTheResolvedText() throws {
        let host = HeadlessHost(Text("Hi").truncationMode(.middle).lineSpacing(4), width: 10)
        let text = try #require(host.widgets(kind: "Text").first?.content as? ResolvedText)
        #expect(text.truncationMode == .middle && text.lineSpacing == 4)
    }

    private struct Reader: View {
        @Environment(\.truncationMode) private var truncation
        @Environment(\.lineSpacing) private var spacing
        @Environment(\.allowsTightening) private var tightening
        @Environment(\.minimumScaleFactor) private var factor
        @Environment(\.textCase) private var textCase
        var body: some View {
            Text(
                verbatim:
                    "\(truncation) \(spacing) \(tightening) \(factor) \(textCase == .uppercase ? "upper" : "none")"
            )
        }
    }

    @Test func childrenReadTheTextEnvironment() {
        #expect(HeadlessHost(Reader(), width: 40).texts == ["tail 0.0 false 1.0 none"])
        let set = HeadlessHost(
            Reader().truncationMode(.head).lineSpacing(2).allowsTightening(true).minimumScaleFactor(0.5)
                .textCase(.uppercase), width: 40)
        // The text case applies to the reader's own text too.
        #expect(set.texts == ["HEAD 2.0 TRUE 0.5 UPPER"])
    }
}
