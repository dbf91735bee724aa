import FacetInspector
import FacetUI
import Testing

/// Deletes after an alert asks; shared with the modal search tests.
struct Deleter: View {
    @State var confirming = false
    @State var status = "Kept"
    var body: some View {
        VStack {
            Text(status)
            Button("Delete") { confirming = true }
                .alert("Delete file?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) { status = "Deleted" }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
        }
    }
}

@MainActor @Suite struct AlertTests {
    @Test func extractionAndAttributes() throws {
        let sut = try Deleter().inspect()
        try sut.vStack().button(1).tap()
        let alert = try sut.vStack().button(1).alert()
        #expect(try alert.title().string() == "Delete file?")
        #expect(try alert.title().attributes().isBold())
        #expect(try alert.message().text().string() == "It cannot be undone.")
        #expect(try alert.actions().button(0).labelView().text().string() == "Delete")
        #expect(try alert.actions().button(1).labelView().text().string() == "Cancel")
        let single = try Text("A").alert("Saved", isPresented: .constant(true)) { Button("Fine") {} }
            .inspect()
        #expect(try single.text().alert().actions().button().labelView().text().string() == "Fine")
        #expect(
            try single.text().alert().message().emptyView().pathToRoot
                == "text().alert().message().emptyView()")
    }

    @Test func alertWithoutActionsShowsOK() throws {
        let sut = try Text("A").alert("Done", isPresented: .constant(true)) {}.inspect()
        #expect(try sut.text().alert().actions().button().labelView().text().string() == "OK")
    }

    @Test func paths() throws {
        let sut = try Deleter().inspect()
        try sut.vStack().button(1).tap()
        #expect(
            try sut.vStack().button(1).alert().actions().button(0).pathToRoot
                == "view(Deleter.self).vStack().button(1).alert().actions().button(0)")
        #expect(
            try sut.vStack().button(1).alert().title().pathToRoot
                == "view(Deleter.self).vStack().button(1).alert().title()")
    }

    @Test func actionsCloseTheAlert() throws {
        let sut = try Deleter().inspect()
        try sut.vStack().button(1).tap()
        try sut.vStack().button(1).alert().actions().button(0).tap()
        #expect(try sut.vStack().text(0).string() == "Deleted")
        let absent = #expect(throws: InspectionError.self) { try sut.vStack().button(1).alert() }
        #expect(absent?.description == "View for Alert is absent")
        try sut.vStack().button(1).tap()
        try sut.vStack().button(1).alert().dismiss()
        #expect(throws: InspectionError.self) { try sut.vStack().button(1).alert() }
    }

    @Test func errorMessages() throws {
        let sut = try Deleter().inspect()
        let absent = #expect(throws: InspectionError.self) { try sut.vStack().button(1).alert() }
        #expect(absent?.description == "View for Alert is absent")
        try sut.vStack().button(1).tap()
        let bounds = #expect(throws: InspectionError.self) {
            try sut.vStack().button(1).alert().actions().button(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) {
            try sut.vStack().button(1).alert().message().toggle()
        }
        #expect(
            wrong?.description
                == "view(Deleter.self).vStack().button(1).alert().message().toggle() found Text instead of Toggle"
        )
        let missing = #expect(throws: InspectionError.self) { try sut.vStack().text(0).alert() }
        #expect(missing?.description == "Text does not have 'alert' modifier")
        let sheet = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet() }
        #expect(sheet?.description == "Button does not have 'sheet' modifier (it has: alert)")
    }
}
