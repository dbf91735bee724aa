import FacetInspector
import FacetUI
import Testing

private struct Player: View {
    @State var playing = false
    @State var stops = 0
    var body: some View {
        Button("Play \(stops)") { playing = true }
            .sheet(isPresented: .constant(false)) { Text("Never") }
            .fullScreenCover(isPresented: $playing, onDismiss: { stops += 1 }) {
                VStack { Text("Playing") }
            }
    }
}

@MainActor @Suite struct FullScreenCoverTests {
    @Test func contentIndicesSharedWithSheetsAndDismissal() throws {
        let sut = try Player().inspect()
        #expect(throws: InspectionError.viewNotFound(parent: "FullScreenCover")) {
            try sut.button().fullScreenCover(1)
        }
        try sut.button().tap()
        // Sheets and full-screen covers share their indices, as in ViewInspector.
        let cover = try sut.button().fullScreenCover(1)
        #expect(try cover.vStack().text().string() == "Playing")
        #expect(try cover.vStack().pathToRoot == "view(Player.self).button().fullScreenCover(1).vStack()")
        let found = try sut.find(text: "Playing").pathToRoot
        #expect(found == "view(Player.self).button().sheet(1).vStack().text(0)")
        try cover.dismiss()
        #expect(try sut.button().labelView().text().string() == "Play 1")
        #expect(throws: InspectionError.self) { try Text("A").inspect().text().fullScreenCover() }
    }
}
