import FacetInspector
import FacetUI
import Testing

/// The counter of the repository's README, with the test shown there.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            HStack {
                Button("Add one") { count += 1 }
                Button("Reset", role: .destructive) { count = 0 }.disabled(count == 0)
            }
        }
        .padding()
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    @Test func tapping() throws {
        let sut = try Counter().inspect()
        try sut.find(button: "Add one").tap()
        #expect(try sut.find(text: "Count: 1").pathToRoot == "view(Counter.self).vStack().text(0)")
    }
}
