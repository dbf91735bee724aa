import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct StepperTests {
    @Test func incrementDecrement() throws {
        let sut = try Form1().inspect()
        let stepper = try sut.vStack().stepper(3)
        try stepper.increment()
        try stepper.increment()
        try stepper.decrement()
        #expect(try stepper.labelView().text().string() == "Count 1")
    }
}
