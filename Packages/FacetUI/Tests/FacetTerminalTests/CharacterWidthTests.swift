import Testing

@testable import FacetTerminal

@Suite struct CharacterWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2),
        ("👍🏽", 2), ("👨\u{200D}👩\u{200D}👧", 2), ("🇫🇷", 2), ("❤\u{FE0F}", 2), ("❤", 1), ("─", 1),
        ("\u{200B}", 0), ("\u{301}", 0), ("　", 2), ("…", 1),
    ])
    func characterWidths(text: String, width: Int) {
        #expect(CharacterWidth.width(of: Character(text)) == width)
    }

    @Test func stringWidthSumsClusters() {
        #expect(CharacterWidth.width(of: "Hello, 世界! 👋") == 15)
        #expect(CharacterWidth.width(of: "") == 0)
        #expect(TextLayout.width(of: "a\tb") == 6)
        #expect(TextLayout.width(of: "\u{1B}[2J") == 4)
    }
}
