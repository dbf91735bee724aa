import Testing

@testable import FacetTerminal

@MainActor @Suite struct TextFieldWidgetTests {
    func makeField(_ text: String = "", width: Int = 12) -> (Harness, TextFieldWidget) {
        let harness = Harness(width: 20, height: 2)
        let field = harness.add(TextFieldWidget(text: text, placeholder: "Name"), 1, 0, width)
        harness.tree.focus(field)
        return (harness, field)
    }

    @Test func placeholderAndTyping() {
        let (harness, field) = makeField()
        #expect(harness.lines == [" Name", ""])
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        harness.type("Héllo 漢")
        #expect(field.text == "Héllo 漢")
        #expect(field.cursorIndex == 7)
        #expect(harness.lines == [" Héllo 漢", ""])
        #expect(harness.tree.cursorPosition == CellPoint(x: 9, y: 0))
        #expect(changes.last == "Héllo 漢")
        #expect(changes.count == 7)
    }

    @Test func cursorMovementAndDeletion() {
        let (harness, field) = makeField("hello world")
        harness.type(Keys.home + Keys.right + Keys.right + "X")
        #expect(field.text == "heXllo world")
        harness.type(Keys.backspace + Keys.delete)
        #expect(field.text == "helo world")
        #expect(field.cursorIndex == 2)
        harness.type(Keys.end + Keys.ctrlLeft)
        #expect(field.cursorIndex == 5)
        harness.type(Keys.altLeft)
        #expect(field.cursorIndex == 0)
        harness.type(Keys.ctrlRight)
        #expect(field.cursorIndex == 4)
        harness.type("\u{1B}\u{7F}")  // Alt-Backspace deletes the word before the cursor
        #expect(field.text == " world")
        harness.type("\u{5}\u{17}")  // Ctrl-E, Ctrl-W
        #expect(field.text == " ")
        harness.type("abc\u{1}\u{B}")  // Ctrl-A, Ctrl-K
        #expect(field.text == "")
    }

    @Test func pasteInsertsWithoutNewlinesOrControls() {
        let (harness, field) = makeField("ab")
        harness.type(Keys.end + Keys.left + Keys.paste("1\r\n2\u{1B}[2J3"))
        #expect(field.text == "a1 2[2J3b")
        #expect(field.cursorIndex == 8)
    }

    @Test func submitAndEditingChanged() {
        let (harness, field) = makeField("x")
        var submitted = 0
        var editing: [Bool] = []
        field.onSubmit = { submitted += 1 }
        field.onEditingChanged = { editing.append($0) }
        harness.type(Keys.enter)
        #expect(submitted == 1)
        harness.tree.focus(nil)
        #expect(editing == [false])
        #expect(harness.tree.cursorPosition == nil)
    }

    @Test func scrollsHorizontallyToKeepCursorVisible() {
        let (harness, field) = makeField(width: 6)
        harness.type("abcdefghij")
        #expect(harness.lines == [" fghij", ""])
        #expect(field.scrollOffset == 5)
        #expect(harness.tree.cursorPosition == CellPoint(x: 6, y: 0))
        harness.type(Keys.home)
        #expect(harness.lines == [" abcdef", ""])
        #expect(harness.tree.cursorPosition == CellPoint(x: 1, y: 0))
        harness.type(Keys.end)
        #expect(harness.lines == [" fghij", ""])
        harness.type(String(repeating: Keys.left, count: 6))
        #expect(harness.lines == [" efghij", ""])
        #expect(harness.tree.cursorPosition == CellPoint(x: 1, y: 0))
    }

    @Test func secureFieldMasksText() {
        let harness = Harness(width: 20, height: 1)
        let field = harness.add(SecureFieldWidget(placeholder: "Password"), 0, 0, 10)
        #expect(harness.lines == ["Password"])
        harness.tree.focus(field)
        harness.type("s3cr3t")
        #expect(field.text == "s3cr3t")
        #expect(harness.lines == ["••••••"])
        field.secureCharacter = "*"
        #expect(harness.lines == ["******"])
    }

    @Test func clickPlacesCursor() {
        let (harness, field) = makeField("hello")
        harness.click(3, 0)
        #expect(field.cursorIndex == 2)
        harness.click(12, 0)
        #expect(field.cursorIndex == 5)
    }

    @Test func maximumLengthLimitsInput() {
        let (harness, field) = makeField()
        field.maximumLength = 3
        harness.type("abcdef")
        #expect(field.text == "abc")
    }

    @Test func focusSelectsEverythingAndTypingReplacesIt() {
        let harness = Harness(width: 20, height: 1)
        let field = harness.add(TextFieldWidget(text: "US$0.00"), 0, 0, 12)
        harness.type(Keys.tab)
        #expect(field.selectedRange == 0..<7)
        #expect(field.cursorIndex == 7)
        let cells = harness.screen.compose()
        #expect((0..<7).allSatisfy { cells[$0, 0].style.inverse })
        #expect(!cells[7, 0].style.inverse)
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        harness.type("100")
        #expect(field.text == "100")
        #expect(field.selectedRange == nil)
        #expect(changes == ["1", "10", "100"])
        #expect(!harness.screen.compose()[0, 0].style.inverse)
    }

    @Test func arrowsHomeAndEndClearTheSelection() {
        let (harness, field) = makeField("hello")
        #expect(field.selectedRange == 0..<5)
        harness.type(Keys.left)
        #expect(field.selectedRange == nil)
        #expect(field.cursorIndex == 0)
        field.selectAll()
        harness.type(Keys.right)
        #expect(field.selectedRange == nil)
        #expect(field.cursorIndex == 5)
        field.selectAll()
        harness.type(Keys.home + "X")
        #expect(field.text == "Xhello")
        field.selectAll()
        harness.type(Keys.end + "Y")
        #expect(field.text == "XhelloY")
    }

    @Test func shiftExtendsTheSelection() {
        let (harness, field) = makeField("hello")
        harness.type(Keys.home + "\u{1B}[1;2C\u{1B}[1;2C")  // Shift-Right twice
        #expect(field.selectedRange == 0..<2)
        harness.type("\u{1B}[1;2F")  // Shift-End
        #expect(field.selectedRange == 0..<5)
        harness.type("\u{1B}[1;2D")  // Shift-Left
        #expect(field.selectedRange == 0..<4)
        harness.type("J")
        #expect(field.text == "Jo")
    }

    @Test func backspaceAndDeleteRemoveTheSelection() {
        let (harness, field) = makeField("hello")
        harness.type(Keys.backspace)
        #expect(field.text == "")
        field.text = "world"
        field.selectAll()
        harness.type(Keys.delete)
        #expect(field.text == "")
        field.text = "two words"
        field.selectAll()
        harness.type("\u{17}")  // Ctrl-W deletes the selection, not just the last word
        #expect(field.text == "")
    }

    @Test func theFocusingClickSelectsEverythingALaterClickPlacesTheCursor() {
        let harness = Harness(width: 20, height: 2)
        let field = harness.add(TextFieldWidget(text: "12.50"), 0, 0, 12)
        harness.add(TextFieldWidget(text: "other"), 0, 1, 12)
        harness.click(2, 0)
        #expect(field.isFocused)
        #expect(field.selectedRange == 0..<5)
        harness.click(2, 0)
        #expect(field.selectedRange == nil)
        #expect(field.cursorIndex == 2)
        harness.type("\u{1B}[<0;2;1M\u{1B}[<32;5;1M\u{1B}[<0;5;1m")  // drag from column 1 to 4
        #expect(field.selectedRange == 1..<4)
        harness.type("7")
        #expect(field.text == "170")
    }

    @Test func losingFocusClearsTheSelectionAndPasteReplacesIt() {
        let (harness, field) = makeField("old")
        harness.type(Keys.paste("new"))
        #expect(field.text == "new")
        field.selectAll()
        harness.tree.focus(nil)
        #expect(field.selectedRange == nil)
    }

    @Test func maximumLengthCountsTheReplacedSelection() {
        let (harness, field) = makeField("abc")
        field.maximumLength = 3
        harness.type("xyzw")
        #expect(field.text == "xyz")
    }
}
