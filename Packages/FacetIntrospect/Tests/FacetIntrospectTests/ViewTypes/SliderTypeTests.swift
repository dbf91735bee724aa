import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct SliderTypeTests {
    @Test func handsOverTheSliderWidget() {
        let calls = Calls<SliderWidget>()
        _ = TerminalHost(
            Slider(value: .constant(2), in: 0...10)
                .introspect(.slider, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["SliderWidget"])
        #expect(calls.last?.range == 0...10)
        #expect(calls.last?.value == 2)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<SliderWidget>()
        _ = TerminalHost(
            VStack {
                ProgressView(value: 0.5).introspect(.slider, on: .terminal(.v1), customize: calls.record())
                Stepper("Count", value: .constant(1))
                    .introspect(.slider, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func sliderAndStepper() {
        let model = Model()
        let sliders = Calls<SliderWidget>()
        let steppers = Calls<StepperWidget>()
        let host = TerminalHost(
            VStack {
                Slider(value: Bindable(model).value, in: 0...1)
                    .introspect(
                        .slider, on: .terminal(.v1), customize: sliders.record { $0.thumbCharacter = "◆" })
                Stepper("Count", value: Bindable(model).count)
                    .introspect(
                        .stepper, on: .terminal(.v1),
                        customize: steppers.record { $0.incrementSymbol = "(+)" })
            })
        #expect(sliders.last?.value == 0.5)
        #expect(host.screen.contains("◆"))
        #expect(steppers.count == 1)
        #expect(host.screen.contains("(+)"))
    }
}
