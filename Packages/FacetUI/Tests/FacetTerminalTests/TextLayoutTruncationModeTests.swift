import Testing

@testable import FacetTerminal

/// `TextLayout.TruncationMode`: where a line that does not fit is cut.
@Suite struct TextLayoutTruncationModeTests {
    private func cut(_ text: String, _ width: Int, _ mode: TextLayout.TruncationMode) -> [String] {
        TextLayout.lines(text, maxWidth: width, lineLimit: 1, wraps: false, truncationMode: mode)
    }

    @Test func eachModeCutsItsPartOfTheLine() {
        #expect(cut("abcdefghij", 6, .tail) == ["abcde…"])
        #expect(cut("abcdefghij", 6, .head) == ["…fghij"])
        #expect(cut("abcdefghij", 6, .middle) == ["abc…ij"])
        #expect(cut("abcdefghij", 7, .middle) == ["abc…hij"])
    }

    @Test func aLineThatFitsIsNotCut() {
        for mode in [TextLayout.TruncationMode.head, .middle, .tail] {
            #expect(cut("abc", 6, mode) == ["abc"])
        }
    }

    @Test func spacesBesideTheMarkAreDropped() {
        #expect(cut("one two three", 8, .head) == ["…o three"])
        #expect(cut("abc defgh", 7, .head) == ["…defgh"])
        #expect(cut("abc defgh", 7, .middle) == ["abc…fgh"])
    }

    @Test func wideCharactersAreNeverSplit() {
        #expect(cut("漢字漢字漢字", 6, .head) == ["…漢字"])
        #expect(TextLayout.width(of: cut("漢字漢字漢字", 6, .middle)[0]) <= 6)
    }

    @Test func theLastLineOfALimitedTextIsCutByTheMode() {
        #expect(
            TextLayout.lines("one two three four", maxWidth: 8, lineLimit: 1, truncationMode: .head) == [
                "…ee four"
            ])
        // Text that fits on the last line but is followed by more lines keeps a tail mark.
        #expect(TextLayout.lines("one\ntwo", maxWidth: 8, lineLimit: 1, truncationMode: .head) == ["one…"])
        #expect(
            TextLayout.size(of: "abcdefghij", proposedWidth: 6, lineLimit: 1, truncationMode: .middle)
                == CellSize(width: 6, height: 1))
    }
}
