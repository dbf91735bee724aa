import Testing

@testable import FacetTerminal

@Suite struct CellBufferTests {
    @Test func writesTextAtPositionAndReportsColumns() {
        var buffer = CellBuffer(width: 10, height: 2)
        let used = buffer.write("Hello", at: CellPoint(x: 2, y: 1))
        #expect(used == 5)
        #expect(buffer.textLines == ["", "  Hello"])
        #expect(buffer[2, 1].character == "H")
    }

    @Test func wideCharactersTakeTwoCellsWithContinuation() {
        var buffer = CellBuffer(width: 8, height: 1)
        let used = buffer.write("a漢😀b", at: .zero)
        #expect(used == 6)
        #expect(buffer[1, 0].character == "漢")
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].character == "😀")
        #expect(buffer[4, 0].isContinuation)
        #expect(buffer[5, 0].character == "b")
        #expect(buffer.textLines == ["a漢😀b"])
    }

    @Test func combiningMarksAndJoinersTakeNoExtraCells() {
        var buffer = CellBuffer(width: 8, height: 1)
        let family = "👨\u{200D}👩\u{200D}👧"
        let used = buffer.write("e\u{301}\(family)x", at: .zero)
        #expect(used == 4)
        #expect(buffer[0, 0].character == "e\u{301}")
        #expect(buffer[1, 0].character == Character(family))
        #expect(buffer[3, 0].character == "x")
    }

    @Test func wideCharacterIsNotHalfDrawnAtClipEdge() {
        var buffer = CellBuffer(width: 6, height: 1, fill: Cell("."))
        buffer.withRegion(CellRect(x: 0, y: 0, width: 4, height: 1)) { buffer in
            buffer.write("a漢字", at: .zero)
        }
        #expect(buffer.textLines == ["a漢 .."])
        #expect(!buffer[3, 0].isContinuation && !buffer[4, 0].isContinuation)
        buffer.withRegion(CellRect(x: 4, y: 0, width: 2, height: 1)) { buffer in
            buffer.write("字", at: CellPoint(x: -1, y: 0))
        }
        #expect(buffer.textLines == ["a漢  ."])
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("漢字", at: .zero)
        buffer.write("x", at: CellPoint(x: 1, y: 0))
        #expect(buffer.textLines == [" x字"])
        buffer.write("y", at: CellPoint(x: 2, y: 0))
        #expect(buffer.textLines == [" xy"])
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test func clippingAndOriginConfineDrawing() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.withRegion(CellRect(x: 2, y: 1, width: 4, height: 1)) { buffer in
            buffer.write("abcdefgh", at: CellPoint(x: -1, y: 0))
            buffer.write("zzz", at: CellPoint(x: 0, y: 1))
        }
        #expect(buffer.textLines == ["", "  bcde", ""])
        #expect(buffer.origin == .zero)
        #expect(buffer.clip == buffer.bounds)
    }

    @Test func fillAndModifyStyle() {
        var buffer = CellBuffer(width: 5, height: 3)
        let red = CellStyle(background: .red)
        buffer.fill(CellRect(x: 1, y: 1, width: 3, height: 2), with: "#", style: red)
        #expect(buffer.textLines == ["", " ###", " ###"])
        #expect(buffer[2, 2].style == red)
        #expect(buffer[0, 2].style == .plain)
        buffer.modifyStyle(in: CellRect(x: 0, y: 2, width: 5, height: 1)) { $0.dim = true }
        #expect(buffer[0, 2].style.dim && buffer[2, 2].style.dim && !buffer[2, 1].style.dim)
    }

    @Test func drawsSingleAndRoundedBorders() {
        var buffer = CellBuffer(width: 12, height: 3)
        buffer.drawBorder(CellRect(x: 0, y: 0, width: 5, height: 3), border: .single)
        buffer.drawBorder(CellRect(x: 6, y: 0, width: 6, height: 3), border: .rounded)
        #expect(
            buffer.textLines == [
                "┌───┐ ╭────╮",
                "│   │ │    │",
                "└───┘ ╰────╯",
            ])
    }

    @Test func clippedBorderDrawsOnlyVisiblePart() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.drawBorder(CellRect(x: 2, y: 0, width: 6, height: 3))
        #expect(buffer.textLines == ["  ┌───", "  │"])
    }
}
