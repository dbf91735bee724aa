import FacetInspector
import FacetUI
import Testing

/// Triggers the button when its label is tapped twice.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A toggle drawn as a button that flips `$isOn`.
private struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }
}

/// The label, the completed percentage and the current value label.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" } ?? "…")
            configuration.currentValueLabel.blur(radius: 1)
        }
    }
}

/// `inspect(…)` of each style, the configurations ViewInspector makes, and controls drawn by
/// an app's style.
@MainActor @Suite struct StyleInspectionTests {
    @Test func theConfigurationsViewInspectorMakes() {
        #expect(ButtonStyleConfiguration(isPressed: true).isPressed)
        var triggered = 0
        PrimitiveButtonStyleConfiguration(onTrigger: { triggered += 1 }).trigger()
        #expect(triggered == 1)
        let toggle = ToggleStyleConfiguration(isOn: true)
        toggle.$isOn.wrappedValue = false
        #expect(!toggle.isOn)
        #expect(ProgressViewStyleConfiguration(fractionCompleted: 0.9).fractionCompleted == 0.9)
        #expect(ProgressViewStyleConfiguration(fractionCompleted: nil).fractionCompleted == nil)
    }

    @Test func aPrimitiveButtonStylesTriggerRunsOnTrigger() throws {
        var triggered = 0
        let body = try DoubleTapStyle().inspect(onTrigger: { triggered += 1 })
        try body.styleConfigurationLabel().callOnTapGesture()
        #expect(triggered == 1)
    }

    @Test func aToggleStylesBodyForEachState() throws {
        #expect(
            try CheckmarkStyle().inspect(isOn: false).button().labelView().hStack().text(0).string() == "[ ]")
        let on = try CheckmarkStyle().inspect(isOn: true)
        #expect(try on.find(text: "[x]").pathToRoot == "button().labelView().hStack().text(0)")
        #expect(
            try on.button().labelView().hStack().styleConfigurationLabel(1).emptyView().pathToRoot
                == "button().labelView().hStack().styleConfigurationLabel(1).emptyView()")
    }

    @Test func aProgressViewStylesPlaceholders() throws {
        let body = try PercentStyle().inspect(fractionCompleted: 0.42).vStack()
        #expect(try body.text(1).string() == "42%")
        #expect(try body.styleConfigurationCurrentValueLabel(2).blur().radius == 1)
        #expect(
            try PercentStyle().inspect().find(ViewType.StyleConfiguration.CurrentValueLabel.self).pathToRoot
                == "vStack().styleConfigurationCurrentValueLabel(2)")
        #expect(try PercentStyle().inspect().vStack().text(1).string() == "…")
        let wrong = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().styleConfigurationCurrentValueLabel()
        }
        #expect(
            wrong?.description
                == """
                styleConfigurationCurrentValueLabel() found EmptyView instead of \
                ProgressViewStyleConfiguration.CurrentValueLabel
                """)
    }

    @Test func aToggleDrawnByAStyle() throws {
        let isOn = Binding(wrappedValue: false)
        let sut = try Toggle("Wi-Fi", isOn: isOn).toggleStyle(CheckmarkStyle()).inspect()
        #expect(try sut.toggle().labelView().text().string() == "Wi-Fi")
        #expect(try sut.find(text: "Wi-Fi").pathToRoot == "toggle().labelView().text()")
        #expect(try !sut.toggle().isOn())
        try sut.toggle().tap()
        #expect(isOn.wrappedValue)
        #expect(throws: Never.self) { try sut.find(text: "[x]") }
        try sut.find(button: "Wi-Fi").tap()
        #expect(try !sut.toggle().isOn())
    }

    @Test func aButtonDrawnByAPrimitiveStyle() throws {
        var taps = 0
        let sut = try Button("Delete") { taps += 1 }.buttonStyle(DoubleTapStyle()).inspect()
        #expect(try sut.button().labelView().text().string() == "Delete")
        #expect(try sut.find(text: "Delete").pathToRoot == "button().labelView().text()")
        try sut.find(ViewType.StyleConfiguration.Label.self).callOnTapGesture()
        try sut.button().tap()
        #expect(taps == 2)
    }

    @Test func aProgressViewDrawnByAStyle() throws {
        let view = ProgressView(value: 0.25) {
            Text("Files")
        } currentValueLabel: {
            Text("1 of 4")
        }
        let sut = try view.progressViewStyle(PercentStyle()).inspect().progressView()
        #expect(try sut.fractionCompleted() == 0.25)
        #expect(try sut.labelView().text().string() == "Files")
        #expect(try sut.currentValueLabelView().text().string() == "1 of 4")
        #expect(try sut.find(text: "25%").pathToRoot == "progressView().labelView().vStack().text(1)")
    }
}
