import Testing

@testable import FacetTerminal

@MainActor @Suite struct PickerWidgetTests {
    @Test func menuOpensPopupAndSelectsWithArrows() {
        let harness = Harness(width: 20, height: 6)
        let picker = harness.add(
            PickerWidget(title: "Size", options: ["Small", "Medium", "Large"], selectedIndex: 0), 0, 0, 16)
        var changes: [Int] = []
        picker.onChange = { changes.append($0) }
        #expect(harness.lines[0] == "Size     Small ▾")
        harness.type(Keys.tab + Keys.enter)
        #expect(picker.isExpanded)
        #expect(
            harness.lines == [
                "Size     Small ▾",
                "      ╭────────╮",
                "      │✓Small  │",
                "      │ Medium │",
                "      │ Large  │",
                "      ╰────────╯",
            ])
        harness.type(Keys.down + Keys.down + Keys.enter)
        #expect(!picker.isExpanded)
        #expect(picker.selectedIndex == 2)
        #expect(changes == [2])
        #expect(harness.lines == ["Size     Large ▾", "", "", "", "", ""])
    }

    @Test func escapeClosesAndClicksChoose() {
        let harness = Harness(width: 20, height: 6)
        let picker = harness.add(
            PickerWidget(title: "Size", options: ["Small", "Medium", "Large"], selectedIndex: 0), 0, 0, 16)
        harness.click(12, 0)
        #expect(picker.isExpanded && picker.isFocused)
        harness.type(Keys.escape)
        #expect(!picker.isExpanded)
        harness.click(12, 0)
        harness.click(8, 3)
        #expect(picker.selectedIndex == 1)
        #expect(!picker.isExpanded)
        harness.click(12, 0)
        harness.click(19, 5)
        #expect(!picker.isExpanded)
        #expect(picker.selectedIndex == 1)
    }

    @Test func segmentedStyle() {
        let harness = Harness(width: 20, height: 1)
        let picker = harness.add(
            PickerWidget(options: ["One", "Two", "Three"], selectedIndex: 0, style: .segmented), 0, 0, 19)
        #expect(harness.lines == [" One │ Two │ Three"])
        #expect(harness.screen.compose()[1, 0].style.bold)
        harness.type(Keys.tab + Keys.right)
        #expect(picker.selectedIndex == 1)
        harness.click(15, 0)
        #expect(picker.selectedIndex == 2)
        harness.type(Keys.right)
        #expect(picker.selectedIndex == 2)
        #expect(picker.sizeThatFits(width: nil, height: nil) == CellSize(width: 19, height: 1))
    }

    @Test func inlineRadioStyle() {
        let harness = Harness(width: 12, height: 3)
        let picker = harness.add(
            PickerWidget(options: ["A", "B", "C"], selectedIndex: 1, style: .inline), 0, 0, 12, 3)
        #expect(harness.lines == ["( ) A", "(•) B", "( ) C"])
        harness.type(Keys.tab + Keys.down)
        #expect(picker.selectedIndex == 2)
        harness.click(1, 0)
        #expect(picker.selectedIndex == 0)
    }
}
