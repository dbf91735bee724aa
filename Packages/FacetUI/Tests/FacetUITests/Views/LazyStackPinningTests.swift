import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// Sections in lazy stacks inside a scroll view: `pinnedViews` keeps the header of the
/// section at the top of the visible region (pushed away by the section's end) and the
/// footer at its bottom, drawn above the rows scrolling under them; only the rows near the
/// visible region (and the pinned ones) are built.
@MainActor @Suite struct LazyStackPinningTests {
    /// Three sections of a header and 20 rows: section s takes lines 21s ... 21s + 20.
    private func headed(pinning pinned: PinnedScrollableViews) -> HeadlessHost {
        HeadlessHost(
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: pinned) {
                    ForEach(0..<3) { section in
                        Section {
                            ForEach(0..<20) { Text("\(section).\($0)") }
                        } header: {
                            Text("Section \(section)")
                        }
                    }
                }
            }, width: 20, height: 10)
    }

    /// Three sections of 20 rows and a footer: section s takes lines 21s ... 21s + 20, its
    /// footer the last.
    private func footed() -> HeadlessHost {
        HeadlessHost(
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: .sectionFooters) {
                    ForEach(0..<3) { section in
                        Section {
                            ForEach(0..<20) { Text("\(section).\($0)") }
                        } footer: {
                            Text("End \(section)")
                        }
                    }
                }
            }, width: 20, height: 10)
    }

    private func scroll(_ host: HeadlessHost, to y: CGFloat) throws {
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: y)))
        host.flush()
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() throws {
        let host = headed(pinning: .sectionHeaders)
        host.flush()
        #expect(host.frame(of: "Section 0")?.minY == 0)
        try scroll(host, to: 5)
        // The header sits over row 0.4 (line 5), drawn after it.
        #expect(host.frame(of: "Section 0")?.minY == 5)
        #expect(host.frame(of: "0.4")?.minY == 5)
        #expect((host.backend.allWidgets.last?.content as? ResolvedText)?.string == "Section 0")
        try scroll(host, to: 20)
        #expect(host.frame(of: "Section 0")?.minY == 20)  // its section's last line
        try scroll(host, to: 30)
        // Section 0's header was dropped; section 1's (line 21) is pinned at 30.
        #expect(host.backend.widget(text: "Section 0") == nil)
        #expect(host.frame(of: "Section 1")?.minY == 30)
        #expect(host.frame(of: "1.9")?.minY == 31)
    }

    @Test func aPinnedHeaderScrolledFarBelowItsLineIsStillBuilt() throws {
        let host = headed(pinning: .sectionHeaders)
        try scroll(host, to: 52)
        // Lines 48...66 are near the region (52...62 ± 4); section 2's header (line 42) is
        // outside them but pinned, so built.
        let rows = try #require(host.node(where: { $0.lazyRows != nil })?.lazyRows)
        #expect(rows.realised.first == 42)
        #expect(rows.realised.dropFirst().first == 48)
        #expect(host.frame(of: "Section 2")?.minY == 52)
    }

    @Test func withoutPinningHeadersScrollWithTheirRows() throws {
        let host = headed(pinning: [])
        try scroll(host, to: 3)
        #expect(host.frame(of: "Section 0")?.minY == 0)
        try scroll(host, to: 24)
        #expect(host.frame(of: "Section 1")?.minY == 21)
        #expect(host.backend.widget(text: "Section 0") == nil)
    }

    @Test func aPinnedFooterStaysAtTheBottomDownToItsSectionsStart() throws {
        let host = footed()
        host.flush()
        #expect(host.frame(of: "End 0")?.minY == 9)  // the last visible line, over row 0.9
        try scroll(host, to: 15)
        #expect(host.frame(of: "End 0")?.minY == 20)  // its own line: in view
        try scroll(host, to: 25)
        #expect(host.frame(of: "End 1")?.minY == 34)
    }
}

/// A pinned header in the terminal: drawn over the row scrolling under it.
@MainActor @Suite struct LazyStackPinningTerminalTests {
    @Test func thePinnedHeaderIsDrawnOverTheRowUnderIt() {
        let host = TerminalHost(
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
                    Section {
                        ForEach(0..<20) { Text("row \($0)") }
                    } header: {
                        Text("HEAD")
                    }
                }
            }, width: 12, height: 3)
        host.flush()
        // The realised rows make the stack 5 wide, centred in the 12 columns.
        #expect(host.screen == "    HEAD   ┃\n    row 0  │\n    row 1  │")
        // A wheel step scrolls 3 lines: rows 2...4 are in view and the header stays on the
        // first line, drawn over row 2 (a header without a background lets the row's last
        // character show, as in SwiftUI).
        host.type("\u{1B}[<65;2;2M")
        host.flush()
        #expect(host.screen == "    HEAD2  ┃\n    row 3  │\n    row 4  │")
    }
}
