import FacetInspector
import FacetUI
import Testing

private struct Tapper: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)").onTapGesture { taps += 1 }
            Image(systemName: "star").onTapGesture(count: 2) { taps += 10 }.disabled(true)
        }
    }
}

@MainActor @Suite struct InteractionModifiersTests {
    @Test func tapChangesState() throws {
        let sut = try Tapper().inspect()
        try sut.vStack().text(0).callOnTapGesture()
        try sut.find(ViewType.Text.self).callOnTapGesture()
        #expect(try sut.vStack().text(0).string() == "Taps: 2")
        #expect(try sut.find(text: "Taps: 2").pathToRoot == "view(Tapper.self).vStack().text(0)")
    }

    @Test func countFromSingleViewContainer() throws {
        #expect(
            try AnyView(Text("A").onTapGesture(count: 3) {}).inspect().anyView().text().onTapGestureCount()
                == 3)
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try Tapper().inspect().vStack().image(1).callOnTapGesture()
        }
        #expect(disabled?.description == "Image is unresponsive: it is disabled")
        let missing = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().callOnTapGesture()
        }
        #expect(missing?.description == "Text does not have 'onTapGesture' callback")
        let count = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().onTapGestureCount()
        }
        #expect(count?.description == "Text does not have 'onTapGesture' modifier")
    }
}
