import FacetUI

/// A form with one control of each kind and a text showing every value, shared by the
/// control test files (`ToggleTests`, `TextFieldTests`, `SliderTests`, `StepperTests`,
/// `PickerTests`).
struct Form1: View {
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
