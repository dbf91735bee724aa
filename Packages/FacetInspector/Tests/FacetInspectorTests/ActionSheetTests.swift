import FacetInspector
import FacetUI
import Testing

private struct Sharer: View {
    @State var choosing = true
    @State var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ","))
            .actionSheet(isPresented: $choosing) {
                ActionSheet(
                    title: Text("Share"), message: Text("Pick one"),
                    buttons: [
                        .default(Text("Copy")) { log.append("copy") }, .destructive(Text("Delete")),
                        .cancel(),
                    ])
            }
    }
}

@MainActor @Suite struct ActionSheetTests {
    @Test func titleMessageAndButtons() throws {
        let sheet = try Sharer().inspect().text().actionSheet()
        #expect(try sheet.title().string() == "Share")
        #expect(try sheet.message().string() == "Pick one")
        #expect(try sheet.message().pathToRoot == "view(Sharer.self).text().actionSheet().message()")
        #expect(try sheet.button(0).labelView().string() == "Copy")
        #expect(try sheet.button(1).style() == .destructive)
        #expect(try sheet.button(2).labelView().string() == "Cancel")
        #expect(throws: InspectionError.viewNotFound(parent: "button at index 3")) { try sheet.button(3) }
    }

    @Test func aButtonRunsItsActionAndClosesTheSheet() throws {
        let sut = try Sharer().inspect()
        try sut.text().actionSheet().button(0).tap()
        #expect(try sut.text().string() == "copy")
        #expect(throws: InspectionError.viewNotFound(parent: "ActionSheet")) { try sut.text().actionSheet() }
    }

    @Test func errorsAndSearch() throws {
        #expect(throws: InspectionError.self) { try Text("A").inspect().text().actionSheet() }
        let plain = try Text("A").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("T")) }
            .inspect()
        #expect(throws: InspectionError.viewNotFound(parent: "message")) {
            try plain.text().actionSheet().message()
        }
        #expect(try plain.text().actionSheet().button(0).labelView().string() == "Cancel")
        let sut = try Sharer().inspect()
        #expect(
            try sut.find(text: "Pick one").pathToRoot == "view(Sharer.self).text().actionSheet().message()")
        #expect(
            try sut.find(text: "Delete").pathToRoot
                == "view(Sharer.self).text().actionSheet().button(1).labelView()")
        try sut.find(ViewType.ActionSheet.self).dismiss()
        #expect(throws: InspectionError.viewNotFound(parent: "ActionSheet")) { try sut.text().actionSheet() }
    }
}
