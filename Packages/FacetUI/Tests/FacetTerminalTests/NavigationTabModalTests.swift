import Testing

@testable import FacetTerminal

@MainActor @Suite struct TabBarWidgetTests {
    @Test func rendersAndSwitches() {
        let harness = Harness(width: 24, height: 2)
        let bar = harness.add(TabBarWidget(titles: ["Home", "Search", "Me"]), 0, 0, 24, 2)
        var selected: [Int] = []
        bar.onSelect = { selected.append($0) }
        #expect(harness.lines == [" Home │ Search │ Me", "────────────────────────"])
        #expect(harness.screen.compose()[1, 0].style.underline)
        harness.type(Keys.tab + Keys.right + Keys.right + Keys.right)
        #expect(bar.selectedIndex == 2)
        harness.click(9, 0)
        #expect(bar.selectedIndex == 1)
        #expect(selected == [1, 2, 1])
    }
}

@MainActor @Suite struct NavigationBarWidgetTests {
    @Test func titleAndBackButton() {
        let harness = Harness(width: 24, height: 2)
        let bar = harness.add(NavigationBarWidget(title: "Settings"), 0, 0, 24, 2)
        #expect(harness.lines == ["        Settings", "────────────────────────"])
        var backs = 0
        bar.onBack = { backs += 1 }
        bar.showsBackButton = true
        bar.backTitle = "Home"
        #expect(harness.lines == ["‹ Home  Settings", "────────────────────────"])
        harness.click(1, 0)
        #expect(backs == 1)
        harness.type(Keys.tab + Keys.enter)
        #expect(backs == 2)
        #expect(bar.backButton.isFocused)
    }
}

@MainActor @Suite struct ModalWidgetTests {
    @Test func alertIsCenteredOverDimmedContentAndButtonsDismiss() {
        let harness = Harness(width: 30, height: 9)
        let background = harness.add(LabelWidget("background text"), 0, 0, 30)
        var log: [String] = []
        let alert = ModalWidget(kind: .alert, title: "Delete file?", message: "This cannot be undone.")
        alert.addButton(title: "Cancel", role: .cancel) { log.append("cancel") }
        alert.addButton(title: "Delete", role: .destructive) { log.append("delete") }
        alert.onDismiss = { log.append("dismissed") }
        harness.tree.present(alert)
        #expect(
            harness.lines == [
                "background text",
                "  ╭────────────────────────╮",
                "  │      Delete file?      │",
                "  │ This cannot be undone. │",
                "  │                        │",
                "  │ [ Cancel ]  [ Delete ] │",
                "  ╰────────────────────────╯",
                "",
                "",
            ])
        #expect(harness.screen.compose()[0, 0].style.dim)
        #expect(alert.buttons[0].isFocused)
        harness.type(Keys.tab + Keys.enter)
        #expect(log == ["delete", "dismissed"])
        #expect(!alert.isPresented)
        #expect(harness.lines[1] == "")
        #expect(!harness.screen.compose()[0, 0].style.dim)
        _ = background
    }

    @Test func escapeDismissesTopmostModalAndFocusReturns() {
        let harness = Harness(width: 30, height: 10)
        let button = harness.add(ButtonWidget(title: "Open"), 0, 0, 8)
        harness.tree.focus(button)
        let sheet = ModalWidget(kind: .sheet, title: "Sheet")
        let field = TextFieldWidget(placeholder: "inside")
        field.frame = CellRect(x: sheet.contentRect.x, y: 0, width: 10, height: 1)
        sheet.addChild(field)
        var dismissed = 0
        sheet.onDismiss = { dismissed += 1 }
        harness.tree.present(sheet)
        #expect(sheet.frame == CellRect(x: 2, y: 1, width: 26, height: 8))
        #expect(field.isFocused)
        field.frame.y = sheet.contentRect.y
        harness.type("hi")
        #expect(field.text == "hi")
        harness.type(Keys.tab)
        #expect(field.isFocused)
        harness.click(0, 0)
        #expect(!button.isFocused)
        harness.type(Keys.escape)
        #expect(dismissed == 1)
        #expect(harness.tree.modals.isEmpty)
        #expect(button.isFocused)
        harness.type(Keys.escape)
        #expect(dismissed == 1)
    }

    @Test func confirmationDialogStacksButtonsAtBottom() {
        let harness = Harness(width: 24, height: 8)
        let dialog = ModalWidget(kind: .confirmationDialog, title: "Share")
        dialog.addButton(title: "Copy")
        dialog.addButton(title: "Mail")
        harness.tree.present(dialog)
        #expect(
            harness.lines == [
                "", "",
                "  ╭──────────────────╮",
                "  │      Share       │",
                "  │                  │",
                "  │ [     Copy     ] │",
                "  │ [     Mail     ] │",
                "  ╰──────────────────╯",
            ])
    }
}
