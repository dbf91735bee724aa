import Testing

@testable import FacetTerminal

@MainActor @Suite struct ListWidgetTests {
    func labels(_ titles: [String]) -> [TerminalWidget] {
        titles.map { title in
            let label = LabelWidget(title)
            label.frame = CellRect(x: 0, y: 0, width: 1, height: 1)
            return label
        }
    }

    @Test func sectionsWithHeadersAndFooters() {
        let harness = Harness(width: 14, height: 8)
        let list = harness.add(ListWidget(), 0, 0, 14, 8)
        list.sections = [
            ListSection(header: "FRUIT", rows: labels(["Apple", "Banana"])),
            ListSection(header: "VEG", rows: labels(["Carrot"]), footer: "3 items"),
        ]
        #expect(harness.lines == ["FRUIT", " Apple", " Banana", "", "VEG", " Carrot", "3 items", ""])
        #expect(list.rect(for: ListIndex(section: 1, row: 0)) == CellRect(x: 0, y: 5, width: 14, height: 1))
    }

    @Test func keyboardSelectionScrollsAndActivates() {
        let harness = Harness(width: 10, height: 3)
        let list = harness.add(ListWidget(), 0, 0, 10, 3)
        list.setRows(labels((0..<6).map { "Item \($0)" }))
        var selections: [ListIndex?] = []
        var activated: [ListIndex] = []
        list.onSelectionChange = { selections.append($0) }
        list.onActivate = { activated.append($0) }
        harness.type(Keys.tab + Keys.down)
        #expect(list.selection == ListIndex(row: 0))
        harness.type(Keys.down + Keys.down + Keys.down)
        #expect(list.selection == ListIndex(row: 3))
        #expect(list.scrollOffset.y == 1)
        #expect(harness.lines == [" Item 1  ┃", " Item 2  ┃", " Item 3  │"])
        let frame = harness.screen.compose()
        #expect(frame[1, 2].style.inverse && !frame[1, 1].style.inverse)
        harness.type(Keys.enter)
        #expect(activated == [ListIndex(row: 3)])
        harness.type(Keys.end)
        #expect(list.selection == ListIndex(row: 5))
        harness.type(Keys.down)
        #expect(list.selection == ListIndex(row: 5))
        #expect(list.isFocused)
        #expect(selections.count == 5)
    }

    @Test func clickSelectsRowAndRowHeightApplies() {
        let harness = Harness(width: 10, height: 6)
        let list = harness.add(ListWidget(), 0, 0, 10, 6)
        list.rowHeight = 2
        list.showsSeparators = true
        list.setRows(labels(["A", "B"]))
        #expect(harness.lines == [" A", "", "──────────", " B", "", "──────────"])
        harness.click(3, 4)
        #expect(list.selection == ListIndex(row: 1))
        #expect(list.isFocused)
    }
}
