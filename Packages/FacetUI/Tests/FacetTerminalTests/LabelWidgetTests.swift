import Testing

@testable import FacetTerminal

@MainActor @Suite struct LabelWidgetTests {
    @Test func wrapsAndAligns() {
        let label = LabelWidget("The quick brown fox jumps")
        #expect(render(label, width: 10, height: 3) == ["The quick", "brown fox", "jumps"])
        label.alignment = .trailing
        #expect(render(label, width: 10, height: 3) == [" The quick", " brown fox", "     jumps"])
        label.alignment = .center
        #expect(render(label, width: 11, height: 3) == [" The quick", " brown fox", "   jumps"])
    }

    @Test func lineLimitAndFrameHeightTruncate() {
        let label = LabelWidget("The quick brown fox jumps")
        label.lineLimit = 1
        #expect(render(label, width: 10, height: 3) == ["The quick…", "", ""])
        label.lineLimit = nil
        #expect(render(label, width: 10, height: 2) == ["The quick", "brown fox…"])
        label.wraps = false
        #expect(render(label, width: 10, height: 2) == ["The quick…", ""])
    }

    @Test func styledRunsKeepTheirStyles() {
        let label = LabelWidget(runs: [
            TextRun("Bold", style: CellStyle(bold: true)),
            TextRun(" red", style: CellStyle(foreground: .red)),
        ])
        label.frame = CellRect(x: 0, y: 0, width: 10, height: 1)
        var buffer = CellBuffer(width: 10, height: 1)
        WidgetCompositor.draw(label, in: &buffer)
        #expect(buffer.textLines == ["Bold red"])
        #expect(buffer[0, 0].style.bold && buffer[3, 0].style.bold)
        #expect(buffer[5, 0].style.foreground == .red && !buffer[5, 0].style.bold)
        #expect(label.text == "Bold red")
    }

    @Test func untrustedTextIsInert() {
        let label = LabelWidget("\u{1B}]0;pwned\u{07}\u{1B}[2J")
        #expect(render(label, width: 20) == ["␛]0;pwned␇␛[2J"])
    }

    @Test func wideTextAndMeasurement() {
        let label = LabelWidget("漢字 かな emoji 😀")
        #expect(label.sizeThatFits(width: nil, height: nil) == CellSize(width: 18, height: 1))
        #expect(label.sizeThatFits(width: 8, height: nil) == CellSize(width: 8, height: 3))
        #expect(render(label, width: 8, height: 3) == ["漢字", "かな", "emoji 😀"])
    }

    @Test func disabledLabelIsDimmed() {
        let label = LabelWidget("x")
        label.isEnabled = false
        label.frame = CellRect(x: 0, y: 0, width: 1, height: 1)
        var buffer = CellBuffer(width: 1, height: 1)
        WidgetCompositor.draw(label, in: &buffer)
        #expect(buffer[0, 0].style.dim)
    }
}
