import Testing

@testable import FacetTerminal

@Suite struct TextSanitizerTests {
    @Test func escapeSequencesBecomeVisibleAndInert() {
        #expect(TextSanitizer.sanitize("\u{1B}[2J") == "␛[2J")
        #expect(TextSanitizer.sanitize("\u{1B}[H") == "␛[H")
        #expect(TextSanitizer.sanitize("\u{1B}]0;pwned\u{07}") == "␛]0;pwned␇")
        #expect(TextSanitizer.sanitize("a\u{9B}31m") == "a\u{FFFD}31m")
        #expect(TextSanitizer.sanitize("tab\there\r\n\u{7F}\u{0}") == "tab␉here␍␊␡␀")
        #expect(TextSanitizer.sanitize("plain ünïcødé 漢") == "plain ünïcødé 漢")
    }

    @Test func bufferNeverHoldsControlCharacters() {
        var buffer = CellBuffer(width: 40, height: 1)
        buffer.write("x\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07}\u{9B}1;1H\u{8}", at: .zero)
        #expect(buffer.textLines == ["x␛[2J␛[H␛]0;pwned␇\u{FFFD}1;1H␈"])
        for cell in buffer.cells {
            #expect(cell.character.unicodeScalars.allSatisfy { !TextSanitizer.isControl($0) })
        }
    }

    @Test func renderedBytesContainNoInjectedEscape() {
        var buffer = CellBuffer(width: 30, height: 1)
        buffer.write("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}H", at: .zero)
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        let text = sink.text
        // The only ESC bytes are the renderer's own: reset, clear, hide cursor, and nothing else.
        #expect(text == "\u{1B}[0m\u{1B}[2J\u{1B}[?25l\u{1B}[H␛]0;pwned␇␛[2J\u{FFFD}H")
        #expect(!sink.bytes.contains(0x07))
        #expect(!text.unicodeScalars.contains("\u{9B}"))
    }

    @Test func strippingControlsForEditableText() {
        #expect(TextSanitizer.strippingControls("a\u{1B}b\r\nc\td", keepingNewlines: false) == "ab c d")
        #expect(TextSanitizer.strippingControls("a\rb\nc", keepingNewlines: true) == "a\nb\nc")
    }
}
