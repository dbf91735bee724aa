import Testing

@testable import FacetTerminal

@MainActor @Suite struct ButtonWidgetTests {
    @Test func stylesRender() {
        #expect(render(ButtonWidget(title: "OK"), width: 8) == ["[  OK  ]"])
        #expect(render(ButtonWidget(title: "OK", style: .plain), width: 4) == [" OK"])
        #expect(
            render(ButtonWidget(title: "Save", style: .bordered), width: 10, height: 3) == [
                "╭────────╮", "│  Save  │", "╰────────╯",
            ])
        #expect(render(ButtonWidget(title: "Go", style: .borderedProminent), width: 4) == [" Go"])
    }

    @Test func sizesAndRoles() {
        #expect(
            ButtonWidget(title: "OK").sizeThatFits(width: nil, height: nil) == CellSize(width: 6, height: 1))
        #expect(
            ButtonWidget(title: "OK", style: .plain).sizeThatFits(width: nil, height: nil)
                == CellSize(width: 2, height: 1))
        let delete = ButtonWidget(title: "Delete", role: .destructive, style: .plain)
        delete.frame = CellRect(x: 0, y: 0, width: 6, height: 1)
        var buffer = CellBuffer(width: 6, height: 1)
        WidgetCompositor.draw(delete, in: &buffer)
        #expect(buffer[0, 0].style.foreground == .red)
        let prominent = ButtonWidget(title: "Go", style: .borderedProminent)
        prominent.tint = .green
        prominent.frame = CellRect(x: 0, y: 0, width: 4, height: 1)
        WidgetCompositor.draw(prominent, in: &buffer)
        #expect(buffer[0, 0].style.background == .green && buffer[1, 0].style.bold)
    }

    @Test func enterSpaceAndClickActivate() {
        let harness = Harness(width: 20, height: 3)
        var taps = 0
        let button = harness.add(ButtonWidget(title: "OK") { taps += 1 }, 2, 1, 6)
        harness.type(Keys.tab)
        #expect(button.isFocused)
        harness.type(Keys.enter + " ")
        #expect(taps == 2)
        harness.click(4, 1)
        #expect(taps == 3)
        #expect(!button.isPressed)
        harness.type("\u{1B}[<0;5;2M")
        #expect(button.isPressed)
        #expect(harness.screen.compose()[3, 1].style.bold)
        harness.type("\u{1B}[<0;15;3m")
        #expect(taps == 3)
        #expect(!button.isPressed)
    }

    @Test func focusShowsInverse() {
        let harness = Harness(width: 10, height: 1)
        let button = harness.add(ButtonWidget(title: "OK"), 0, 0, 6)
        #expect(!harness.screen.compose()[2, 0].style.inverse)
        harness.tree.focus(button)
        let frame = harness.screen.compose()
        #expect(frame[0, 0].style.inverse && frame[2, 0].style.inverse && frame[5, 0].style.inverse)
        #expect(!frame[6, 0].style.inverse)
    }

    @Test func disabledButtonDoesNothing() {
        let harness = Harness(width: 10, height: 1)
        var taps = 0
        let button = harness.add(ButtonWidget(title: "OK") { taps += 1 }, 0, 0, 6)
        button.isEnabled = false
        harness.type(Keys.tab + Keys.enter)
        harness.click(2, 0)
        #expect(taps == 0)
        #expect(!button.isFocused)
        #expect(harness.screen.compose()[2, 0].style.dim)
    }

    @Test func customLabelChildReplacesTitle() {
        let button = ButtonWidget(title: "hidden", style: .plain)
        let label = LabelWidget("★ Star")
        label.frame = CellRect(x: 0, y: 0, width: 6, height: 1)
        button.addChild(label)
        #expect(render(button, width: 6) == ["★ Star"])
    }
}
