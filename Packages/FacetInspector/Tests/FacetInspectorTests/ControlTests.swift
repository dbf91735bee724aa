import FacetInspector
import FacetUI
import Testing

private struct Form1: View {
    @State var isOn = false
    @State var name = ""
    @State var level = 0.0
    @State var count = 0
    @State var flavor = "vanilla"
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn)
            TextField("Name", text: $name)
            Slider(value: $level, in: 0...10)
            Stepper("Count \(count)", value: $count)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("vanilla")
                Text("Chocolate").tag("chocolate")
            }
            Text("\(isOn) \(name) \(Int(level)) \(count) \(flavor)")
        }
    }
}

@MainActor @Suite struct ControlTests {
    @Test func toggleTap() throws {
        let sut = try Form1().inspect()
        let toggle = try sut.vStack().toggle(0)
        #expect(try toggle.isOn() == false)
        try toggle.tap()
        #expect(try toggle.isOn() == true)
        #expect(try toggle.labelView().text().string() == "Wi-Fi")
        #expect(try sut.vStack().text(5).string() == "true  0 0 vanilla")
    }

    @Test func textFieldInput() throws {
        let sut = try Form1().inspect()
        try sut.find(ViewType.TextField.self).setInput("Ada")
        #expect(try sut.find(ViewType.TextField.self).input() == "Ada")
        #expect(try sut.vStack().text(5).string() == "false Ada 0 0 vanilla")
    }

    @Test func sliderValue() throws {
        let sut = try Form1().inspect()
        try sut.vStack().slider(2).setValue(7)
        #expect(try sut.vStack().slider(2).value() == 7)
        #expect(try sut.vStack().text(5).string() == "false  7 0 vanilla")
    }

    @Test func stepperIncrementDecrement() throws {
        let sut = try Form1().inspect()
        let stepper = try sut.vStack().stepper(3)
        try stepper.increment()
        try stepper.increment()
        try stepper.decrement()
        #expect(try stepper.labelView().text().string() == "Count 1")
    }

    @Test func pickerSelect() throws {
        let sut = try Form1().inspect()
        let picker = try sut.vStack().picker(4)
        #expect(try picker.options() == ["Vanilla", "Chocolate"])
        try picker.select(value: "chocolate")
        #expect(try picker.selectedIndex() == 1)
        #expect(try sut.vStack().text(5).string() == "false  0 0 chocolate")
    }

    @Test func pickerUnknownValue() throws {
        let error = #expect(throws: InspectionError.self) {
            try Form1().inspect().vStack().picker(4).select(value: "mint")
        }
        #expect(error?.description == "Picker does not have an option tagged 'mint'")
    }

    @Test func searchPaths() throws {
        let sut = try Form1().inspect()
        #expect(try sut.find(ViewType.Slider.self).pathToRoot == "view(Form1.self).vStack().slider(2)")
        let path = try sut.find(text: "Wi-Fi").pathToRoot
        #expect(path == "view(Form1.self).vStack().toggle(0).labelView().text()")
    }
}
