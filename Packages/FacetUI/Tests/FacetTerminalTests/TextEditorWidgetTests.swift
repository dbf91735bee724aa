import Testing

@testable import FacetTerminal

@MainActor @Suite struct TextEditorWidgetTests {
    @Test func typingLinesAndCursor() {
        let harness = Harness(width: 12, height: 3)
        let editor = harness.add(TextEditorWidget(), 0, 0, 12, 3)
        harness.tree.focus(editor)
        var changes = 0
        editor.onChange = { _ in changes += 1 }
        harness.type("one\rtwo\rthree")
        #expect(editor.text == "one\ntwo\nthree")
        #expect(editor.cursorLine == 2 && editor.cursorColumn == 5)
        #expect(harness.lines == ["one", "two", "three"])
        #expect(harness.tree.cursorPosition == CellPoint(x: 5, y: 2))
        #expect(changes == 13)
    }

    @Test func backspaceJoinsLinesAndArrowsMove() {
        let harness = Harness(width: 12, height: 3)
        let editor = harness.add(TextEditorWidget(text: "ab\ncd"), 0, 0, 12, 3)
        harness.tree.focus(editor)
        editor.moveCursor(line: 1, column: 0)
        harness.type(Keys.backspace)
        #expect(editor.text == "abcd")
        #expect(editor.cursorLine == 0 && editor.cursorColumn == 2)
        harness.type(Keys.enter + Keys.up + Keys.end + Keys.delete)
        #expect(editor.text == "abcd")
        harness.type(Keys.right + "X")
        #expect(editor.text == "abcXd")
    }

    @Test func scrollsVerticallyAndPastesLines() {
        let harness = Harness(width: 10, height: 2)
        let editor = harness.add(TextEditorWidget(), 0, 0, 10, 2)
        harness.tree.focus(editor)
        harness.type(Keys.paste("l1\nl2\nl3\nl4"))
        #expect(editor.cursorLine == 3)
        #expect(harness.lines == ["l3", "l4"])
        harness.type("\u{1B}[1;5H")  // Ctrl-Home
        #expect(harness.lines == ["l1", "l2"])
        #expect(harness.tree.cursorPosition == CellPoint(x: 0, y: 0))
    }
}
