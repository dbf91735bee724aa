import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct StepperTypeTests {
    @Test func handsOverTheSpinButton() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Stepper("Copies", value: .constant(3), in: 1...10)
                .introspect(.stepper, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkSpinButton"])
        let stepper = try #require(calls.last)
        #expect(gtk_spin_button_get_value(stepper.opaquePointer) == 3)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Slider(value: .constant(3), in: 1...10)
                .introspect(.stepper, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
