import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct TextTests {
    private func runs(of view: some View) throws -> [ResolvedText.Run] {
        let host = Host(view)
        let content = try #require(try host.widget(kind: "Text").content as? ResolvedText)
        return content.runs
    }

    @Test func underlineAndStrikethroughKeepTheirColours() throws {
        let run = try #require(
            try runs(of: Text("a").underline(color: .red).strikethrough(color: .blue)).first)
        #expect(run.isUnderlined && run.underlineColor == .red)
        #expect(run.isStruckThrough && run.strikethroughColor == .blue)
        // The first colour given to a run stays, as the first font does.
        let twice = try #require(
            try runs(of: Text("a").underline(color: .red).underline(color: .green)).first)
        #expect(twice.underlineColor == .red)
        // An inactive underline changes nothing, colour included.
        let inactive = try #require(try runs(of: Text("a").underline(false, color: .red)).first)
        #expect(!inactive.isUnderlined && inactive.underlineColor == nil)
    }

    @Test func monospacedComesFromTheModifierOrTheFontDesign() throws {
        #expect(try runs(of: Text("a").monospaced()).first?.isMonospaced == true)
        #expect(
            try runs(of: Text("a").font(.system(size: 12, design: .monospaced))).first?.isMonospaced == true)
        #expect(try runs(of: Text("a")).first?.isMonospaced == false)
        // Per run: only the concatenated part that asked for it.
        #expect(try runs(of: Text("a") + Text("b").monospaced()).map(\.isMonospaced) == [false, true])
    }
}
