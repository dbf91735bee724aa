import Testing

@testable import FacetTerminal

@MainActor @Suite struct StepperWidgetTests {
    @Test func rendersAndSteps() {
        let harness = Harness(width: 16, height: 1)
        let stepper = harness.add(StepperWidget(title: "Count", value: 1, range: 0...2), 0, 0, 16)
        var changes: [Double] = []
        stepper.onChange = { changes.append($0) }
        #expect(harness.lines == ["Count     [-][+]"])
        harness.type(Keys.tab + "+" + "+")
        #expect(stepper.value == 2)
        #expect(!stepper.canIncrement)
        #expect(harness.screen.compose()[14, 0].style.dim)
        harness.type(Keys.left)
        harness.click(11, 0)
        harness.click(11, 0)
        #expect(stepper.value == 0)
        harness.click(14, 0)
        #expect(changes == [2, 1, 0, 1])
    }

    @Test func customIncrementClosures() {
        let stepper = StepperWidget(title: "Page")
        var log: [String] = []
        stepper.onIncrement = { log.append("+") }
        stepper.onDecrement = { log.append("-") }
        #expect(stepper.handle(.key(.character("+"))))
        #expect(stepper.handle(.key(.character("-"))))
        #expect(log == ["+", "-"])
        #expect(stepper.value == 0)
    }
}
