import FacetInspector
import FacetUI
import Testing

private struct Volume: View {
    @State var level = 0.5
    @State var steps = 1
    @State var log: [String] = []
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...1) { editing in log.append("slider \(editing)") }
            Stepper(
                value: $steps, in: 0...9, onEditingChanged: { editing in log.append("stepper \(editing)") }
            ) {
                Text("Steps")
            }
            Text(log.joined(separator: ", "))
        }
    }
}

/// `callOnEditingChanged()` on `Slider` and `Stepper`.
@MainActor @Suite struct EditingChangedTests {
    @Test func theActionRunsWithEditingEnded() throws {
        let sut = try Volume().inspect().view(Volume.self).vStack()
        try sut.slider(0).callOnEditingChanged()
        try sut.stepper(1).callOnEditingChanged()
        #expect(try sut.text(2).string() == "slider false, stepper false")
    }
}
