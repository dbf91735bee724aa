import Testing

@testable import FacetTerminal

@MainActor @Suite struct ScrollViewWidgetTests {
    func makeScroll(rows: Int = 10) -> (Harness, ScrollViewWidget) {
        let harness = Harness(width: 10, height: 4)
        let scroll = harness.add(ScrollViewWidget(), 0, 0, 10, 4)
        for row in 0..<rows {
            let label = LabelWidget("row \(row)")
            label.frame = CellRect(x: 0, y: row, width: 9, height: 1)
            scroll.addChild(label)
        }
        return (harness, scroll)
    }

    @Test func clipsContentAndDrawsIndicator() {
        let (harness, scroll) = makeScroll()
        #expect(scroll.effectiveContentSize == CellSize(width: 9, height: 10))
        #expect(harness.lines == ["row 0    ┃", "row 1    ┃", "row 2    │", "row 3    │"])
        scroll.scroll(to: CellPoint(x: 0, y: 100))
        #expect(scroll.scrollOffset == CellPoint(x: 0, y: 6))
        #expect(harness.lines == ["row 6    │", "row 7    │", "row 8    ┃", "row 9    ┃"])
        scroll.verticalIndicator = ScrollIndicatorCharacters(track: " ", thumb: "#")
        #expect(harness.lines == ["row 6", "row 7", "row 8    #", "row 9    #"])
        scroll.showsIndicators = false
        #expect(harness.lines == ["row 6", "row 7", "row 8", "row 9"])
    }

    @Test func wheelAndPageKeysScroll() {
        let (harness, scroll) = makeScroll(rows: 20)
        var offsets: [Int] = []
        scroll.onScroll = { offsets.append($0.y) }
        harness.type(Keys.wheelDown(2, 1))
        #expect(scroll.scrollOffset.y == 3)
        harness.type(Keys.wheelUp(2, 1) + Keys.wheelUp(2, 1))
        #expect(scroll.scrollOffset.y == 0)
        scroll.canFocus = true
        harness.tree.focus(scroll)
        harness.type(Keys.pageDown + Keys.pageDown)
        #expect(scroll.scrollOffset.y == 6)
        harness.type("\u{1B}[1;5F")
        #expect(scroll.scrollOffset.y == 16)
        harness.type(Keys.pageUp)
        #expect(scroll.scrollOffset.y == 13)
        #expect(offsets == [3, 0, 3, 6, 16, 13])
        #expect(harness.lines[0] == "row 13   │")
    }

    @Test func withUserScrollingOffKeysAndTheWheelPassThroughButTheProgramScrolls() {
        let (harness, scroll) = makeScroll(rows: 20)
        scroll.isUserScrollEnabled = false
        scroll.canFocus = true
        harness.tree.focus(scroll)
        harness.type(Keys.wheelDown(2, 1) + Keys.pageDown + "\u{1B}[1;5F")
        #expect(scroll.scrollOffset.y == 0)
        #expect(!scroll.handle(.key(KeyEvent(.down))))
        scroll.scroll(to: CellPoint(x: 0, y: 5))
        #expect(scroll.scrollOffset.y == 5)
        #expect(harness.lines[0] == "row 5    │")
    }

    @Test func focusScrollsFocusedChildIntoView() {
        let harness = Harness(width: 12, height: 3)
        let scroll = harness.add(ScrollViewWidget(), 0, 0, 12, 3)
        var buttons: [ButtonWidget] = []
        for index in 0..<6 {
            let button = ButtonWidget(title: "B\(index)", style: .plain)
            button.frame = CellRect(x: 0, y: index, width: 4, height: 1)
            scroll.addChild(button)
            buttons.append(button)
        }
        for _ in 0..<5 { harness.type(Keys.tab) }
        #expect(buttons[4].isFocused)
        #expect(scroll.scrollOffset.y == 2)
        #expect(harness.lines == [" B2        │", " B3        ┃", " B4        ┃"])
        harness.click(1, 0)
        #expect(buttons[2].isFocused)
    }

    @Test func horizontalScrolling() {
        let harness = Harness(width: 6, height: 2)
        let scroll = harness.add(ScrollViewWidget(axes: .horizontal), 0, 0, 6, 2)
        let label = LabelWidget("abcdefghijkl")
        label.frame = CellRect(x: 0, y: 0, width: 12, height: 1)
        scroll.addChild(label)
        #expect(harness.lines == ["abcdef", "━━━───"])
        harness.type(Keys.wheelDown(1, 0))
        #expect(harness.lines == ["defghi", "──━━━─"])
    }
}
