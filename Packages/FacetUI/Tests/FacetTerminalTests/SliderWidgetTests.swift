import Testing

@testable import FacetTerminal

@MainActor @Suite struct SliderWidgetTests {
    @Test func rendersBar() {
        let slider = SliderWidget(value: 5, range: 0...10)
        #expect(render(slider, width: 11) == ["━━━━━●─────"])
        slider.value = 0
        #expect(render(slider, width: 11) == ["●──────────"])
        slider.value = 99
        #expect(slider.value == 10)
        slider.thumbCharacter = "█"
        #expect(render(slider, width: 11) == ["━━━━━━━━━━█"])
    }

    @Test func arrowsStepAndClickSets() {
        let harness = Harness(width: 11, height: 1)
        var values: [Double] = []
        let slider = harness.add(SliderWidget(value: 0.5, range: 0...1, step: 0.1), 0, 0, 11)
        slider.onChange = { values.append($0) }
        harness.type(Keys.tab + Keys.right + Keys.right)
        #expect(abs(slider.value - 0.7) < 1e-9)
        harness.type(Keys.left + Keys.home)
        #expect(slider.value == 0)
        harness.type(Keys.left)
        #expect(values.count == 4)
        harness.type(Keys.end)
        #expect(slider.value == 1)
        harness.click(2, 0)
        #expect(abs(slider.value - 0.2) < 1e-9)
        #expect(harness.lines == ["━━●────────"])
    }
}
