import Testing

@testable import FacetTerminal

@MainActor @Suite struct ToggleWidgetTests {
    @Test func switchAndCheckboxRendering() {
        let toggle = ToggleWidget(title: "Wi-Fi", isOn: false)
        #expect(render(toggle, width: 12) == ["Wi-Fi    ○━━"])
        toggle.isOn = true
        #expect(render(toggle, width: 12) == ["Wi-Fi    ━━●"])
        toggle.style = .checkbox
        #expect(render(toggle, width: 12) == ["[x] Wi-Fi"])
        toggle.isOn = false
        #expect(render(toggle, width: 12) == ["[ ] Wi-Fi"])
        toggle.offIndicator = "☐"
        #expect(render(toggle, width: 12) == ["☐ Wi-Fi"])
        toggle.style = .button
        #expect(render(toggle, width: 12) == ["[ Wi-Fi ]"])
    }

    @Test func keysAndClicksFlipWithOnChange() {
        let harness = Harness(width: 20, height: 2)
        var changes: [Bool] = []
        let toggle = harness.add(
            ToggleWidget(title: "Dark", style: .checkbox) { changes.append($0) }, 0, 1, 12)
        harness.type(Keys.tab + " ")
        #expect(toggle.isOn)
        harness.type(Keys.enter)
        harness.click(5, 1)
        #expect(changes == [true, false, true])
        #expect(harness.lines == ["", "[x] Dark"])
    }
}
