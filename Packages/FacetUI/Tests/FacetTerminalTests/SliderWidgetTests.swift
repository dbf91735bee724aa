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

    @Test func valueLabelsFlankTheTrack() {
        let slider = SliderWidget(value: 5, range: 0...10)
        slider.minimumValueLabel = "A"
        slider.maximumValueLabel = "AAA"
        #expect(render(slider, width: 17) == ["A ━━━━━●───── AAA"])
        #expect(slider.trackColumns == 2..<13)
        #expect(slider.sizeThatFits(width: nil, height: nil).width == 26)
        // Wide characters take two columns each.
        slider.minimumValueLabel = "小"
        slider.maximumValueLabel = nil
        #expect(render(slider, width: 14) == ["小 ━━━━━●─────"])
    }

    @Test func clicksOnTheTrackBetweenLabelsSetTheValue() {
        let harness = Harness(width: 15, height: 1)
        let slider = harness.add(SliderWidget(value: 0, range: 0...10, step: 1), 0, 0, 15)
        slider.minimumValueLabel = "-"
        slider.maximumValueLabel = "+"
        harness.click(7, 0)  // the middle of the 11-column track from column 2
        #expect(slider.value == 5)
        #expect(harness.lines == ["- ━━━━━●───── +"])
        harness.click(0, 0)  // over the minimum's label: the nearer end
        #expect(slider.value == 0)
        harness.click(14, 0)
        #expect(slider.value == 10)
    }
}
