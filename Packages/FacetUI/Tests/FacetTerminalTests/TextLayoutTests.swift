import Testing

@testable import FacetTerminal

@Suite struct TextLayoutTests {
    @Test func wordWrapAtSpaces() {
        #expect(
            TextLayout.lines("The quick brown fox jumps", maxWidth: 10)
                == ["The quick", "brown fox", "jumps"])
    }

    @Test func breaksLongWords() {
        #expect(TextLayout.lines("abcdefghijkl xy", maxWidth: 5) == ["abcde", "fghij", "kl xy"])
    }

    @Test func respectsNewlinesAndKeepsEmptyLines() {
        #expect(
            TextLayout.lines("one\n\ntwo three\r\nfour", maxWidth: 5) == ["one", "", "two", "three", "four"])
        #expect(TextLayout.lines("a\nb", maxWidth: nil) == ["a", "b"])
    }

    @Test func wideCharactersAreNeverSplit() {
        #expect(TextLayout.lines("漢字漢字漢", maxWidth: 5) == ["漢字", "漢字", "漢"])
        #expect(TextLayout.lines("漢", maxWidth: 1) == ["漢"])
    }

    @Test func lineLimitTruncatesWithEllipsis() {
        #expect(
            TextLayout.lines("The quick brown fox jumps", maxWidth: 10, lineLimit: 2) == [
                "The quick", "brown fox…",
            ])
        #expect(TextLayout.lines("Hello world", maxWidth: 8, lineLimit: 1) == ["Hello w…"])
        #expect(TextLayout.lines("one\ntwo\nthree", maxWidth: nil, lineLimit: 2) == ["one", "two…"])
        #expect(TextLayout.lines("short", maxWidth: 10, lineLimit: 1) == ["short"])
    }

    @Test func noWrapTruncatesEachLine() {
        #expect(TextLayout.lines("abcdefgh\nxy", maxWidth: 5, wraps: false) == ["abcd…", "xy"])
        #expect(TextLayout.truncate("漢字漢字", toWidth: 6) == "漢字…")
        #expect(TextLayout.truncate("abc", toWidth: 3) == "abc")
    }

    @Test func sizeForProposedWidth() {
        #expect(TextLayout.size(of: "Hello world", proposedWidth: nil) == CellSize(width: 11, height: 1))
        #expect(TextLayout.size(of: "Hello world", proposedWidth: 7) == CellSize(width: 5, height: 2))
        #expect(
            TextLayout.size(of: "Hello world", proposedWidth: 7, lineLimit: 1)
                == CellSize(width: 6, height: 1))
        #expect(TextLayout.size(of: "", proposedWidth: 7) == CellSize(width: 0, height: 1))
        #expect(TextLayout.size(of: "a\nlonger", proposedWidth: 100) == CellSize(width: 6, height: 2))
    }
}
