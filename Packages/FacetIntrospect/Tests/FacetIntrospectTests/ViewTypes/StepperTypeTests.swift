import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct StepperTypeTests {
    @Test func handsOverTheStepperWidget() {
        let calls = Calls<StepperWidget>()
        _ = TerminalHost(
            Stepper("Copies", value: .constant(3), in: 1...10)
                .disabled(true)
                .introspect(.stepper, on: .terminal(.v1), customize: calls.record()))
        // The widget is the "-"/"+" pair; FacetUI keeps the value and shows the label beside it.
        #expect(calls.classNames == ["StepperWidget"])
        #expect(calls.last?.isEnabled == false)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<StepperWidget>()
        _ = TerminalHost(
            Slider(value: .constant(3), in: 1...10)
                .introspect(.stepper, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
