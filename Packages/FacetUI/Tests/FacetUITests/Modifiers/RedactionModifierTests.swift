import FacetTestSupport
import Testing

@testable import FacetUI
@testable import FacetUICore

/// `redacted(reason:)` and `unredacted()`: placeholder blocks in place of text, and the
/// reasons the views below read.
@MainActor @Suite struct RedactionModifierTests {
    @Test func placeholderTextIsDrawnAsBlocksOfItsSize() {
        let host = TerminalHost(Text("Ada Lovelace").redacted(reason: .placeholder), width: 14, height: 1)
        #expect(host.screen.contains("███ ████████"))
        #expect(!host.screen.contains("Ada"))
        let plain = HeadlessHost(Text("Ada Lovelace"), width: 14)
        let redacted = HeadlessHost(Text("Ada Lovelace").redacted(reason: .placeholder), width: 14)
        #expect(redacted.texts == ["███ ████████"])
        #expect(redacted.frame(of: "███ ████████") == plain.frame(of: "Ada Lovelace"))
    }

    @Test func unredactedContentShowsItsText() {
        let host = HeadlessHost(
            VStack {
                Text("Name")
                Text("Title").unredacted()
            }
            .redacted(reason: .placeholder), width: 10)
        #expect(host.texts == ["████", "Title"])
    }

    @Test func privacyAloneLeavesTextAsIs() {
        #expect(HeadlessHost(Text("Card 1234").redacted(reason: .privacy), width: 12).texts == ["Card 1234"])
    }

    private struct Reasons: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View {
            Text(
                verbatim: "\(reasons.contains(.placeholder)) \(reasons.contains(.privacy)) \(reasons.isEmpty)"
            )
            .unredacted()
        }
    }

    @Test func reasonsAddUpAndAreReadBelow() {
        #expect(HeadlessHost(Reasons(), width: 20).texts == ["false false true"])
        let both = HeadlessHost(
            Reasons().redacted(reason: .privacy).redacted(reason: .placeholder), width: 20)
        #expect(both.texts == ["true true false"])
        let cleared = HeadlessHost(Reasons().unredacted().redacted(reason: .placeholder), width: 20)
        #expect(cleared.texts == ["false false true"])
        #expect(RedactionReasons.placeholder.rawValue != RedactionReasons.invalidated.rawValue)
    }
}
