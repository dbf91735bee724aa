import Testing

@testable import FacetTerminal

@MainActor @Suite struct DividerWidgetTests {
    @Test func horizontalAndVertical() {
        #expect(render(DividerWidget(), width: 5) == ["─────"])
        #expect(render(DividerWidget(), width: 1, height: 3) == ["│", "│", "│"])
        let custom = DividerWidget(axis: .horizontal)
        custom.character = "="
        #expect(render(custom, width: 3, height: 3) == ["", "===", ""])
    }
}

@MainActor @Suite struct ContainerWidgetTests {
    @Test func backgroundBorderTitleAndClipping() {
        let harness = Harness(width: 12, height: 4)
        let box = harness.add(ContainerWidget(backgroundColor: .blue), 1, 0, 10, 4)
        box.border = .single
        box.title = "Box"
        let label = LabelWidget("a long text that overflows")
        label.wraps = false
        label.frame = CellRect(x: 1, y: 1, width: 30, height: 1)
        box.addChild(label)
        #expect(harness.lines == [" ┌ Box ───┐", " │a long t│", " │        │", " └────────┘"])
        let frame = harness.screen.compose()
        #expect(frame[5, 2].style.background == .blue)
        #expect(frame[0, 2].style.background == .default)
        #expect(frame[9, 1].character == "t")
        box.isHidden = true
        #expect(harness.lines == ["", "", "", ""])
    }
}
