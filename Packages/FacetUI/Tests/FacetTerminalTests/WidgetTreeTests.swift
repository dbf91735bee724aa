import Testing

@testable import FacetTerminal

@MainActor @Suite struct WidgetTreeTests {
    @Test func tabOrderIsReadingOrderSkippingHiddenAndDisabled() {
        let harness = Harness(width: 30, height: 5)
        let c = harness.add(ButtonWidget(title: "C"), 0, 2, 5)
        let b = harness.add(ButtonWidget(title: "B"), 10, 0, 5)
        let a = harness.add(ButtonWidget(title: "A"), 0, 0, 5)
        let hidden = harness.add(ButtonWidget(title: "H"), 0, 1, 5)
        hidden.isHidden = true
        let group = harness.add(ContainerWidget(), 0, 3, 30, 2)
        group.isEnabled = false
        let disabledChild = ButtonWidget(title: "D")
        disabledChild.frame = CellRect(x: 0, y: 0, width: 5, height: 1)
        group.addChild(disabledChild)
        let label = harness.add(LabelWidget("not focusable"), 0, 4, 20)
        _ = label
        var order: [String] = []
        for _ in 0..<4 {
            harness.type(Keys.tab)
            order.append((harness.tree.focusedWidget as? ButtonWidget)?.title ?? "-")
        }
        #expect(order == ["A", "B", "C", "A"])
        harness.type(Keys.shiftTab)
        #expect(harness.tree.focusedWidget === c)
        harness.type(Keys.shiftTab + Keys.shiftTab)
        #expect(harness.tree.focusedWidget === a)
        harness.type(Keys.down)
        #expect(harness.tree.focusedWidget === b)
        harness.tree.arrowKeysMoveFocus = false
        harness.type(Keys.down)
        #expect(harness.tree.focusedWidget === b)
        b.isEnabled = false
        harness.type("x")
        #expect(harness.tree.focusedWidget == nil)
    }

    @Test func hitTestingRespectsScrollOffsetsAndOrder() {
        let harness = Harness(width: 20, height: 4)
        let scroll = harness.add(ScrollViewWidget(), 0, 1, 20, 3)
        let inner = ButtonWidget(title: "Row5", style: .plain)
        inner.frame = CellRect(x: 2, y: 5, width: 4, height: 1)
        scroll.addChild(inner)
        scroll.contentSize = CellSize(width: 20, height: 10)
        #expect(harness.tree.hitTest(CellPoint(x: 3, y: 1)) === scroll)
        scroll.scroll(to: CellPoint(x: 0, y: 4))
        #expect(harness.tree.hitTest(CellPoint(x: 3, y: 2)) === inner)
        #expect(inner.absoluteFrame == CellRect(x: 2, y: 2, width: 4, height: 1))
        let overlap = harness.add(ContainerWidget(), 0, 2, 20, 1)
        #expect(harness.tree.hitTest(CellPoint(x: 3, y: 2)) === overlap)
    }

    @Test func unhandledMouseBubblesToScrollView() {
        let harness = Harness(width: 10, height: 3)
        let scroll = harness.add(ScrollViewWidget(), 0, 0, 10, 3)
        let label = LabelWidget("content")
        label.frame = CellRect(x: 0, y: 0, width: 10, height: 20)
        scroll.addChild(label)
        harness.type(Keys.wheelDown(1, 1))
        #expect(scroll.scrollOffset.y == 3)
        #expect(harness.tree.dispatchedEventCount == 1)
    }

    @Test func pressIsCapturedUntilRelease() {
        let harness = Harness(width: 20, height: 1)
        var values: [Double] = []
        let slider = harness.add(SliderWidget(value: 0, range: 0...10, step: 1), 0, 0, 11)
        slider.onChange = { values.append($0) }
        harness.type("\u{1B}[<0;2;1M\u{1B}[<32;6;1M\u{1B}[<32;30;1M\u{1B}[<0;30;1m")
        #expect(values == [1, 5, 10])
        #expect(slider.isFocused)
    }
}

@MainActor @Suite struct TerminalScreenTests {
    @Test func oneCharacterEditInATallScreenWritesFewBytes() {
        let harness = Harness(width: 80, height: 200, rendering: true)
        for row in 0..<199 {
            harness.add(LabelWidget("Row \(row): some content that fills the line with text"), 0, row + 1, 80)
        }
        let field = harness.add(TextFieldWidget(text: "hello"), 0, 0, 40)
        harness.tree.focus(field)
        harness.type(Keys.end)
        harness.screen.render()
        let fullFrame = harness.screen.renderer!.lastFrameByteCount
        #expect(fullFrame > 10_000)
        harness.type("!")
        #expect(harness.screen.render())
        let edit = harness.screen.renderer!.lastFrameByteCount
        #expect(edit > 0 && edit <= 24)
        #expect(edit * 400 < fullFrame)
        #expect(!harness.screen.render())
        #expect(harness.screen.render(force: true))
        #expect(harness.screen.renderer!.lastFrameByteCount == 0)
    }

    @Test func renderedFrameBytesAndCursor() {
        let harness = Harness(width: 12, height: 2, rendering: true)
        let field = harness.add(TextFieldWidget(text: "ab"), 0, 1, 4)
        field.textStyle = .plain
        field.focusedTextStyle = .plain
        harness.add(LabelWidget("Title"), 0, 0, 12)
        harness.tree.focus(field)
        harness.type(Keys.end)
        harness.screen.render()
        #expect(harness.sink.text == "\u{1B}[0m\u{1B}[2J\u{1B}[?25l\u{1B}[HTitle\u{1B}[2Hab\u{1B}[?25h")
        harness.sink.removeAll()
        harness.type("c")
        harness.screen.render()
        #expect(harness.sink.text == "\u{1B}[?25lc\u{1B}[?25h")
        harness.sink.removeAll()
        harness.tree.focus(nil)
        harness.screen.render()
        #expect(harness.sink.text == "\u{1B}[?25l")
    }

    @Test func resizeRelayoutsRootAndModals() {
        let harness = Harness(width: 20, height: 10)
        let alert = ModalWidget(kind: .alert, title: "Hi")
        alert.addButton(title: "OK")
        harness.tree.present(alert)
        let before = alert.frame
        harness.screen.resize(to: CellSize(width: 40, height: 20))
        #expect(harness.tree.root.frame == CellRect(x: 0, y: 0, width: 40, height: 20))
        #expect(alert.frame.x == (40 - alert.frame.width) / 2 && alert.frame.y > before.y)
        #expect(harness.screen.compose().size == CellSize(width: 40, height: 20))
    }

    @Test func aModalPresentedBeforeItsWidgetsFocusesTheFirstOnceTheyAreIn() {
        // A view graph inserts a modal, then the widgets of its content.
        let harness = Harness(width: 30, height: 10)
        harness.add(ButtonWidget(title: "Behind"), 0, 0, 10)
        let sheet = ModalWidget(kind: .sheet)
        harness.tree.present(sheet)
        #expect(harness.tree.focusedWidget == nil)
        let label = LabelWidget("Title")
        label.frame = CellRect(x: 1, y: 0, width: 10, height: 1)
        let first = ButtonWidget(title: "First")
        first.frame = CellRect(x: 1, y: 1, width: 9, height: 1)
        let second = ButtonWidget(title: "Second")
        second.frame = CellRect(x: 1, y: 2, width: 10, height: 1)
        for widget in [label, second, first] { sheet.addChild(widget) }
        harness.screen.compose()
        #expect(harness.tree.focusedWidget === first)
        // Once: moving the focus on is not undone by the next frame.
        harness.type(Keys.tab)
        harness.screen.compose()
        #expect(harness.tree.focusedWidget === second)
        // An event routed before any frame resolves it too; a modal with nothing focusable
        // leaves the focus empty.
        let dialog = ModalWidget(kind: .sheet)
        harness.tree.present(dialog)
        let only = ButtonWidget(title: "Only")
        only.frame = CellRect(x: 1, y: 1, width: 8, height: 1)
        dialog.addChild(only)
        var pressed = 0
        only.action = { pressed += 1 }
        harness.type(Keys.enter)
        #expect(pressed == 1)
        let empty = ModalWidget(kind: .sheet)
        harness.tree.present(empty)
        harness.screen.compose()
        #expect(harness.tree.focusedWidget == nil)
    }
}
