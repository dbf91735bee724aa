import FacetInspector
import FacetUI
import Testing

private struct Discarder: View {
    @State var asking = false
    @State var status = "Editing"
    var body: some View {
        HStack {
            Button("Close") { asking = true }
                .confirmationDialog("Discard changes?", isPresented: $asking) {
                    Button("Discard", role: .destructive) { status = "Discarded" }
                    Button("Keep editing", role: .cancel) {}
                } message: {
                    Text("Your edits will be lost.")
                }
            Text(status)
        }
    }
}

@MainActor @Suite struct ConfirmationDialogTests {
    @Test func extractionAndAttributes() throws {
        let sut = try Discarder().inspect()
        try sut.hStack().button(0).tap()
        let dialog = try sut.hStack().button(0).confirmationDialog()
        #expect(try dialog.title().string() == "Discard changes?")
        #expect(try dialog.titleVisibility() == .automatic)
        #expect(try dialog.message().text().string() == "Your edits will be lost.")
        #expect(try dialog.actions().button(1).labelView().text().string() == "Keep editing")
        let visible = try Text("A").confirmationDialog(
            "Shown", isPresented: .constant(true), titleVisibility: .visible
        ) { Button("Go") {} }.inspect().text().confirmationDialog()
        #expect(try visible.titleVisibility() == .visible)
        #expect(try visible.title().string() == "Shown")
        #expect(try visible.actions().button().labelView().text().string() == "Go")
    }

    @Test func paths() throws {
        let sut = try Discarder().inspect()
        try sut.hStack().button(0).tap()
        #expect(
            try sut.hStack().button(0).confirmationDialog().actions().button(0).pathToRoot
                == "view(Discarder.self).hStack().button(0).confirmationDialog().actions().button(0)")
    }

    @Test func actionsAndDismiss() throws {
        let sut = try Discarder().inspect()
        try sut.hStack().button(0).tap()
        try sut.hStack().button(0).confirmationDialog().actions().button(0).tap()
        #expect(try sut.hStack().text(1).string() == "Discarded")
        let absent = #expect(throws: InspectionError.self) { try sut.hStack().button(0).confirmationDialog() }
        #expect(absent?.description == "View for ConfirmationDialog is absent")
        try sut.hStack().button(0).tap()
        try sut.hStack().button(0).confirmationDialog().dismiss()
        #expect(throws: InspectionError.self) { try sut.hStack().button(0).confirmationDialog() }
    }

    @Test func errorMessages() throws {
        let sut = try Discarder().inspect()
        try sut.hStack().button(0).tap()
        let bounds = #expect(throws: InspectionError.self) {
            try sut.hStack().button(0).confirmationDialog().actions().button(5)
        }
        #expect(bounds?.description == "Enclosed view index '5' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) {
            try sut.hStack().button(0).confirmationDialog().actions().toggle(0)
        }
        #expect(
            wrong?.description
                == "view(Discarder.self).hStack().button(0).confirmationDialog().actions().toggle(0) found Button instead of Toggle"
        )
        let missing = #expect(throws: InspectionError.self) { try sut.hStack().text(1).confirmationDialog() }
        #expect(missing?.description == "Text does not have 'confirmationDialog' modifier")
    }
}
