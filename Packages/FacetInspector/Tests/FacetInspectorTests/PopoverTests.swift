import FacetInspector
import FacetUI
import Testing

private struct Info: View {
    @State var showing = false
    var body: some View {
        Button("Info") { showing = true }
            .popover(isPresented: $showing, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                Text("Version 2")
            }
    }
}

@MainActor @Suite struct PopoverTests {
    @Test func contentAnchorAndEdge() throws {
        let sut = try Info().inspect()
        #expect(throws: InspectionError.viewNotFound(parent: "Popover")) { try sut.button().popover() }
        try sut.button().tap()
        let popover = try sut.button().popover()
        #expect(try popover.text().string() == "Version 2")
        #expect(try popover.text().pathToRoot == "view(Info.self).button().popover().text()")
        #expect(try popover.attachmentAnchor() == .point(.top))
        #expect(try popover.arrowEdge() == .bottom)
        let plain = try Text("A").popover(isPresented: .constant(true)) { Text("B") }.inspect().text()
            .popover()
        #expect(try plain.attachmentAnchor() == .rect(.bounds))
        #expect(try plain.attachmentAnchor() != .rect(.rect(.zero)))
        #expect(try plain.arrowEdge() == .top)
    }

    @Test func dismissAndSearch() throws {
        let sut = try Info().inspect()
        try sut.button().tap()
        #expect(try sut.find(text: "Version 2").pathToRoot == "view(Info.self).button().popover().text()")
        try sut.find(ViewType.Popover.self).dismiss()
        #expect(throws: InspectionError.viewNotFound(parent: "Popover")) { try sut.button().popover() }
        #expect(throws: InspectionError.self) { try Text("A").inspect().text().popover() }
    }
}
