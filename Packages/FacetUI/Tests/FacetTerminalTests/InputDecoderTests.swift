import Testing

@testable import FacetTerminal

@Suite struct InputDecoderTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    @Test func printableTextAndUTF8() {
        #expect(decode("aZ é漢😀") == "aZ é漢😀".map { .key(.character($0)) })
    }

    @Test func controlKeys() {
        #expect(
            decode("\r\n\t\u{7F}\u{8}") == [
                key(.enter), key(.enter), key(.tab), key(.backspace), key(.backspace),
            ])
        #expect(
            decode("\u{3}\u{1}\u{1A}\u{0}") == [
                .key(.control("c")), .key(.control("a")), .key(.control("z")), .key(.control(" ")),
            ])
        #expect(decode("\u{1B}[Z") == [key(.tab, .shift)])
    }

    @Test func arrowsAndNavigationKeys() {
        #expect(
            decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
        #expect(decode("\u{1B}OA\u{1B}OD") == [key(.up), key(.left)])
        #expect(
            decode("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
                == [
                    key(.home), key(.end), key(.home), key(.end), key(.home), key(.end), key(.home),
                    key(.end),
                ])
        #expect(
            decode("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~")
                == [key(.pageUp), key(.pageDown), key(.insert), key(.delete)])
    }

    @Test func functionKeys() {
        let sequences = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
            "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        ]
        #expect(decode(sequences.joined()) == (1...12).map { key(.function($0)) })
        #expect(decode("\u{1B}[1;2P\u{1B}[11~") == [key(.function(1), .shift), key(.function(1))])
    }

    @Test func modifiersInCSIParameters() {
        #expect(decode("\u{1B}[1;5C") == [key(.right, .control)])
        #expect(decode("\u{1B}[1;3D") == [key(.left, .alt)])
        #expect(decode("\u{1B}[1;2A") == [key(.up, .shift)])
        #expect(decode("\u{1B}[3;6~") == [key(.delete, [.shift, .control])])
        #expect(decode("\u{1B}[97;5u") == [.key(.control("a"))])
    }

    @Test func altPrefix() {
        #expect(
            decode("\u{1B}b\u{1B}\u{7F}\u{1B}é") == [
                key(.character("b"), .alt), key(.backspace, .alt), key(.character("é"), .alt),
            ])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode([0x1B, 0x1B]) == [key(.escape)])
        #expect(decoder.flush() == [key(.escape)])
    }

    @Test func sequencesSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[1;".utf8)) == [])
        #expect(decoder.decode(Array("5Cx".utf8)) == [key(.right, .control), key(.character("x"))])
        let euro = Array("€".utf8)
        #expect(decoder.decode(euro[0..<1]) == [])
        #expect(decoder.decode(euro[1..<3]) == [key(.character("€"))])
    }

    @Test func brokenUTF8BecomesReplacementCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [key(.character("\u{FFFD}")), key(.character("a"))])
        #expect(decoder.decode([0xE2, 0x82]) == [])
        #expect(decoder.flush() == [key(.character("\u{FFFD}"))])
    }

    @Test func bracketedPasteIsOneEvent() {
        #expect(
            decode("x\u{1B}[200~line 1\r\nline\u{1B}[A 2\u{1B}[201~y") == [
                key(.character("x")), .paste("line 1\nline\u{1B}[A 2"), key(.character("y")),
            ])
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("1~".utf8)) == [.paste("ab")])
        #expect(!decoder.isInPaste)
    }

    @Test func sgrMouse() {
        #expect(
            decode("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(.press, button: .left, at: CellPoint(x: 4, y: 2)))]
        )
        #expect(
            decode("\u{1B}[<0;5;3m") == [
                .mouse(MouseEvent(.release, button: .left, at: CellPoint(x: 4, y: 2)))
            ])
        #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press, button: .right, at: .zero))])
        #expect(
            decode("\u{1B}[<64;10;20M") == [
                .mouse(MouseEvent(.wheelUp, button: .none, at: CellPoint(x: 9, y: 19)))
            ])
        #expect(
            decode("\u{1B}[<65;10;20M") == [
                .mouse(MouseEvent(.wheelDown, button: .none, at: CellPoint(x: 9, y: 19)))
            ])
        #expect(
            decode("\u{1B}[<32;2;2M") == [.mouse(MouseEvent(.drag, button: .left, at: CellPoint(x: 1, y: 1)))]
        )
        #expect(
            decode("\u{1B}[<35;2;2M") == [.mouse(MouseEvent(.move, button: .none, at: CellPoint(x: 1, y: 1)))]
        )
        #expect(
            decode("\u{1B}[<20;3;4M")
                == [
                    .mouse(
                        MouseEvent(
                            .press, button: .left, at: CellPoint(x: 2, y: 3), modifiers: [.shift, .control]))
                ])
    }

    @Test func focusReportsAndUnknownSequences() {
        #expect(decode("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
        #expect(decode("\u{1B}[99~a\u{1B}[?1;2cb") == [key(.character("a")), key(.character("b"))])
    }
}
