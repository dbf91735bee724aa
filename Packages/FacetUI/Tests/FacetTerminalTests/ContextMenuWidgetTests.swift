import Testing

@testable import FacetTerminal

@MainActor @Suite struct ContextMenuWidgetTests {
    private func labelled(_ harness: Harness, focusable: Bool = false) -> ContextMenuWidget {
        let menu = harness.add(ContextMenuWidget(), 1, 0, 5)
        menu.items = ["Copy", "Paste"]
        if focusable {
            let button = ButtonWidget(title: "Go")
            button.frame = CellRect(x: 0, y: 0, width: 5, height: 1)
            menu.addChild(button)
        } else {
            let label = LabelWidget("Hello")
            label.frame = CellRect(x: 0, y: 0, width: 5, height: 1)
            menu.addChild(label)
        }
        return menu
    }

    @Test func itTakesFocusOnlyWhenItsContentCannot() {
        let harness = Harness(width: 12, height: 5)
        let plain = labelled(harness)
        #expect(plain.canFocus)
        plain.items = []
        #expect(!plain.canFocus)
        let harness2 = Harness(width: 12, height: 5)
        #expect(!labelled(harness2, focusable: true).canFocus)
    }

    @Test func shiftF10OpensTheMenuBelowAndEnterChooses() {
        let harness = Harness(width: 12, height: 5)
        let menu = labelled(harness)
        var chosen: [Int] = []
        menu.onSelect = { chosen.append($0) }
        harness.type(Keys.tab)
        #expect(harness.screen.compose()[1, 0].style.inverse)  // focused: drawn inverse
        harness.type("\u{1B}[21;2~")
        #expect(menu.isMenuOpen)
        #expect(harness.lines == [" Hello", " ╭───────╮", " │ Copy  │", " │ Paste │", " ╰───────╯"])
        harness.type(Keys.down + Keys.enter)
        #expect(chosen == [1])
        #expect(!menu.isMenuOpen && menu.isFocused)
    }

    @Test func withNoRoomBelowItOpensAbove() {
        let harness = Harness(width: 12, height: 5)
        let menu = harness.add(ContextMenuWidget(), 0, 4, 5)
        menu.items = ["One"]
        menu.openMenu(x: 0, below: 1, above: 0)
        #expect(menu.overlayFrame == CellRect(x: 0, y: -3, width: 7, height: 3))
    }

    @Test func aPressOutsideClosesIt() {
        let harness = Harness(width: 12, height: 5)
        let menu = labelled(harness)
        harness.type("\u{1B}[<2;2;1M\u{1B}[<2;2;1m")
        #expect(menu.isMenuOpen)
        harness.click(11, 4)
        #expect(!menu.isMenuOpen)
    }
}

@MainActor @Suite struct PopupMenuTests {
    @Test func keysMoveTheHighlightAndChoose() {
        var list = PopupMenu(items: ["A", "B", "C"])
        #expect(list.handle(.up) == .handled && list.highlightedIndex == 0)
        #expect(list.handle(.end) == .handled && list.highlightedIndex == 2)
        #expect(list.handle(.down) == .handled && list.highlightedIndex == 2)
        #expect(list.handle(.home) == .handled && list.highlightedIndex == 0)
        #expect(list.handle(.character(" ")) == .chose(0))
        #expect(list.handle(.escape) == .dismissed)
        #expect(list.handle(.character("x")) == .handled)
    }

    @Test func itemsAreFoundInsideTheBorder() {
        let list = PopupMenu(items: ["Short", "Longer one"])
        let frame = list.frame(x: 2, below: 1, above: 0, originY: 0, screenHeight: 10)
        #expect(frame == CellRect(x: 2, y: 1, width: 14, height: 4))
        #expect(list.item(at: CellPoint(x: 3, y: 2), in: frame) == 0)
        #expect(list.item(at: CellPoint(x: 3, y: 3), in: frame) == 1)
        #expect(list.item(at: CellPoint(x: 3, y: 1), in: frame) == nil)
        #expect(list.frame(x: 0, below: 1, above: 0, originY: 8, screenHeight: 10).y == -4)
    }
}
