import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Quantity: View {
    @State var count = 1
    var body: some View {
        Stepper("Qty \(count)", value: $count, in: 0...3, step: 2)
    }
}

@MainActor private final class Counter {
    var value = 0
}

@MainActor @Suite struct StepperTests {
    @Test func labelLeadsAndButtonsTakeTheTrailingCells() {
        let host = HeadlessHost(Quantity(), width: 20, height: 3)
        #expect(
            host.dump == """
                Stepper (0, 1, 20, 1)
                  Text "Qty 1" (0, 1, 5, 1)
                """)
    }

    @Test func stepsAreClampedToTheBounds() throws {
        let host = HeadlessHost(Quantity())
        let stepper = try host.widget(kind: "Stepper")
        stepper.send(.step(true))
        host.flush()
        #expect(host.backend.widget(text: "Qty 3") != nil)
        #expect(
            (stepper.content as? StepperContent)
                == StepperContent(canIncrement: false, canDecrement: true, isEnabled: true, value: 3, step: 2)
        )
        stepper.send(.step(true))  // at the upper bound: ignored
        host.flush()
        #expect(host.backend.widget(text: "Qty 3") != nil)
        stepper.send(.step(false))
        stepper.send(.step(false))
        host.flush()
        #expect(host.backend.widget(text: "Qty 0") != nil)  // 1 clamped to the lower bound
        #expect((stepper.content as? StepperContent)?.canDecrement == false)
    }

    @Test func incrementAndDecrementActionsRun() throws {
        let counter = Counter()
        let host = HeadlessHost(Stepper("Level", onIncrement: { counter.value += 1 }, onDecrement: nil))
        let stepper = try host.widget(kind: "Stepper")
        stepper.send(.step(true))
        stepper.send(.step(false))  // no decrement action
        #expect(counter.value == 1)
        #expect((stepper.content as? StepperContent)?.canDecrement == false)
        #expect((stepper.content as? StepperContent)?.value == nil)
    }

    @Test func unboundedValueSteps() throws {
        var value = 10
        let binding = Binding(get: { value }, set: { value = $0 })
        let host = HeadlessHost(Stepper(value: binding, step: 5) { Text("Value") })
        let content = try #require(try host.widget(kind: "Stepper").content as? StepperContent)
        #expect(content.value == 10 && content.step == 5)
        try host.widget(kind: "Stepper").send(.step(false))
        #expect(value == 5)
    }
}
