import Testing

@testable import FacetTerminal

@Suite struct ANSIRendererTests {
    @Test func firstFrameClearsAndWritesExactSequences() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("ab", at: .zero, style: CellStyle(foreground: .red, bold: true))
        buffer.write("漢", at: CellPoint(x: 1, y: 1), style: CellStyle(foreground: .rgb(10, 20, 30)))
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        #expect(
            sink.text
                == "\u{1B}[0m\u{1B}[2J\u{1B}[?25l\u{1B}[H\u{1B}[1;31mab\u{1B}[2;2H\u{1B}[22;38;2;10;20;30m漢")
        #expect(renderer.lastFrameByteCount == sink.bytes.count)
        #expect(renderer.totalByteCount == sink.bytes.count)
    }

    @Test func palette256ModeConvertsTrueColor() {
        var buffer = CellBuffer(width: 2, height: 1)
        buffer.write(
            "x", at: .zero, style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(128, 128, 128)))
        let sink = MemoryOutputSink()
        ANSIRenderer(sink: sink, colorMode: .palette256).render(buffer)
        #expect(sink.text.hasSuffix("\u{1B}[H\u{1B}[38;5;196;48;5;244mx"))
    }

    @Test func rgbToPaletteConversion() {
        #expect(TerminalColor.rgb(0, 0, 0).toPalette256() == .indexed(16))
        #expect(TerminalColor.rgb(255, 255, 255).toPalette256() == .indexed(231))
        #expect(TerminalColor.rgb(255, 0, 0).toPalette256() == .indexed(196))
        #expect(TerminalColor.rgb(0, 135, 255).toPalette256() == .indexed(33))
        #expect(TerminalColor.rgb(128, 128, 128).toPalette256() == .indexed(244))
        #expect(TerminalColor.rgb(30, 30, 30).toPalette256() == .indexed(234))
        #expect(TerminalColor.indexed(3).toPalette256() == .indexed(3))
        #expect(TerminalColor.default.toPalette256() == .default)
    }

    @Test func identicalFrameWritesNothing() {
        var buffer = CellBuffer(width: 80, height: 24)
        buffer.write("Hello", at: CellPoint(x: 3, y: 3))
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        let first = renderer.lastFrameByteCount
        renderer.render(buffer)
        #expect(renderer.lastFrameByteCount == 0)
        #expect(renderer.totalByteCount == first)
        #expect(renderer.frameCount == 2)
    }

    @Test func oneChangedCellWritesAHandfulOfBytes() {
        var buffer = CellBuffer(width: 80, height: 24)
        buffer.fill(CellRect(x: 0, y: 0, width: 80, height: 24), with: "x")
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        #expect(renderer.lastFrameByteCount > 80 * 24)
        sink.removeAll()
        buffer.write("y", at: CellPoint(x: 10, y: 5))
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[6;11Hy")
        buffer.write("z", at: CellPoint(x: 10, y: 5), style: CellStyle(underline: true))
        sink.removeAll()
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[D\u{1B}[4mz")
    }

    @Test func changesOnOneRowUseRelativeMoves() {
        var buffer = CellBuffer(width: 20, height: 2)
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        sink.removeAll()
        buffer.write("a", at: CellPoint(x: 2, y: 1))
        buffer.write("b", at: CellPoint(x: 6, y: 1))
        buffer.write("c", at: CellPoint(x: 7, y: 1))
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[2;3Ha\u{1B}[3Cbc")
    }

    @Test func styleChangesAreMinimal() {
        let bold = CellStyle(bold: true)
        let boldItalic = CellStyle(bold: true, italic: true)
        #expect(ANSI.styleChange(from: .plain, to: bold, mode: .trueColor) == "\u{1B}[1m")
        #expect(ANSI.styleChange(from: bold, to: boldItalic, mode: .trueColor) == "\u{1B}[3m")
        #expect(
            ANSI.styleChange(from: boldItalic, to: CellStyle(italic: true), mode: .trueColor) == "\u{1B}[22m")
        #expect(ANSI.styleChange(from: boldItalic, to: .plain, mode: .trueColor) == "\u{1B}[0m")
        #expect(
            ANSI.styleChange(
                from: .plain, to: CellStyle(foreground: .brightBlue, background: .indexed(100)),
                mode: .trueColor)
                == "\u{1B}[94;48;5;100m")
        #expect(
            ANSI.styleChange(
                from: CellStyle(dim: true, inverse: true), to: CellStyle(bold: true), mode: .trueColor)
                == "\u{1B}[22;1;27m")
    }

    @Test func cursorIsShownOnlyWhenRequested() {
        var buffer = CellBuffer(width: 10, height: 3)
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        sink.removeAll()
        renderer.render(buffer, cursor: CellPoint(x: 4, y: 1))
        #expect(sink.text == "\u{1B}[2;5H\u{1B}[?25h")
        sink.removeAll()
        renderer.render(buffer, cursor: CellPoint(x: 4, y: 1))
        #expect(sink.bytes.isEmpty)
        buffer.write("q", at: CellPoint(x: 0, y: 2))
        sink.removeAll()
        renderer.render(buffer, cursor: CellPoint(x: 5, y: 1))
        #expect(sink.text == "\u{1B}[?25l\u{1B}[3Hq\u{1B}[2;6H\u{1B}[?25h")
        sink.removeAll()
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[?25l")
    }

    @Test func resizeOrInvalidateRedrawsEverything() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("abc", at: .zero)
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        sink.removeAll()
        renderer.invalidate()
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[0m\u{1B}[2J\u{1B}[?25l\u{1B}[Habc")
        var bigger = CellBuffer(width: 6, height: 2)
        bigger.write("abc", at: .zero)
        sink.removeAll()
        renderer.render(bigger)
        #expect(sink.text == "\u{1B}[0m\u{1B}[2J\u{1B}[Habc")
    }

    @Test func writingTheLastColumnForgetsTheCursorPosition() {
        var buffer = CellBuffer(width: 3, height: 2)
        let sink = MemoryOutputSink()
        let renderer = ANSIRenderer(sink: sink)
        renderer.render(buffer)
        buffer.write("abc", at: .zero)
        buffer.write("d", at: CellPoint(x: 0, y: 1))
        sink.removeAll()
        renderer.render(buffer)
        #expect(sink.text == "\u{1B}[Habc\u{1B}[2Hd")
    }
}
