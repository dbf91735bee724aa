import FacetInspector
import FacetUI
import Testing

private struct Editor: View {
    @State var isEditing = false
    var body: some View {
        VStack {
            Text(isEditing ? "Editing" : "Idle")
            Button("Edit") { isEditing = true }
                .sheet(isPresented: $isEditing) {
                    Text("In the sheet")
                    Button("Done") { isEditing = false }
                }
        }
    }
}

private struct Sharer: View {
    @State var asking = true
    @State var choice = "None"
    var body: some View {
        Text(choice)
            .confirmationDialog("Share how?", isPresented: $asking, titleVisibility: .hidden) {
                Button("Mail") { choice = "Mail" }
                Button("Copy") { choice = "Copy" }
            }
    }
}

@MainActor @Suite struct ModalSearchTests {
    @Test func searchFindsTheContentOfAPresentedSheet() throws {
        let sut = try Editor().inspect()
        try sut.find(button: "Edit").tap()
        #expect(
            try sut.find(text: "In the sheet").pathToRoot
                == "view(Editor.self).vStack().button(1).sheet().text(0)")
        #expect(
            try sut.find(ViewType.Sheet.self).pathToRoot == "view(Editor.self).vStack().button(1).sheet()")
        let done = try sut.find(button: "Done")
        #expect(done.pathToRoot == "view(Editor.self).vStack().button(1).sheet().button(1)")
        try done.tap()
        #expect(try sut.vStack().text(0).string() == "Idle")
        #expect(sut.findAll(ViewType.Sheet.self).isEmpty)
    }

    @Test func aButtonIsFoundByItsLabelNotByTheSheetItPresents() throws {
        let sut = try Editor().inspect()
        try sut.find(button: "Edit").tap()
        let error = #expect(throws: InspectionError.self) { try sut.find(button: "In the sheet") }
        #expect(error?.description.hasPrefix("Search did not find a match. Nearest candidates:") == true)
        #expect(
            try sut.find(ViewType.Button.self, containing: "In the sheet").pathToRoot
                == "view(Editor.self).vStack().button(1)")
    }

    @Test func searchFindsTheTitleMessageAndActionsOfAnAlert() throws {
        let sut = try Deleter().inspect()
        try sut.vStack().button(1).tap()
        let alert = "view(Deleter.self).vStack().button(1).alert()"
        #expect(try sut.find(ViewType.Alert.self).pathToRoot == alert)
        #expect(try sut.find(ViewType.Alert.self).title().string() == "Delete file?")
        #expect(try sut.find(text: "Delete file?").pathToRoot == alert + ".title()")
        #expect(try sut.find(text: "It cannot be undone.").pathToRoot == alert + ".message().text()")
        #expect(try sut.find(button: "Cancel").pathToRoot == alert + ".actions().button(1)")
        let deletes = sut.findAll(
            ViewType.Button.self, where: { try $0.labelView().text().string() == "Delete" })
        #expect(
            deletes.map(\.pathToRoot) == [
                "view(Deleter.self).vStack().button(1)", alert + ".actions().button(0)",
            ])
        try deletes[1].tap()
        #expect(try sut.vStack().text(0).string() == "Deleted")
        #expect(throws: InspectionError.self) { try sut.find(ViewType.Alert.self) }
    }

    @Test func searchFindsTheOKButtonOfAnAlertWithoutActions() throws {
        let sut = try Text("A").alert("Done", isPresented: .constant(true)) {}.inspect()
        #expect(try sut.find(button: "OK").pathToRoot == "text().alert().actions().button()")
        #expect(try sut.find(text: "Done").pathToRoot == "text().alert().title()")
    }

    @Test func searchFindsTheActionsOfAConfirmationDialog() throws {
        let sut = try Sharer().inspect()
        let dialog = "view(Sharer.self).text().confirmationDialog()"
        #expect(try sut.find(ViewType.ConfirmationDialog.self).pathToRoot == dialog)
        #expect(try sut.find(button: "Copy").pathToRoot == dialog + ".actions().button(1)")
        // A hidden title is searched as `title()` reads it, hosted on its own.
        #expect(try sut.find(text: "Share how?").pathToRoot == dialog + ".title()")
        try sut.find(button: "Copy").tap()
        #expect(try sut.text().string() == "Copy")
    }

    @Test func searchSkipsModalsThatAreNotPresented() throws {
        let sut = try Editor().inspect()
        #expect(throws: InspectionError.self) { try sut.find(text: "In the sheet") }
        #expect(sut.findAll(ViewType.Sheet.self).isEmpty)
        let deleter = try Deleter().inspect()
        #expect(throws: InspectionError.self) { try deleter.find(ViewType.Alert.self) }
        #expect(deleter.findAll(ViewType.Button.self).count == 1)
    }

    @Test func searchIndexesSeveralModalsOfOneKind() throws {
        let sut = try Text("A")
            .sheet(isPresented: .constant(false)) { Text("One") }
            .sheet(isPresented: .constant(true)) { Text("Two") }
            .inspect()
        let two = try sut.find(text: "Two")
        #expect(two.pathToRoot == "text().sheet(1).text()")
        #expect(try sut.text().sheet(1).text().string() == "Two")
        #expect(throws: InspectionError.self) { try sut.find(text: "One") }
        #expect(
            try sut.find(ViewType.Text.self, traversal: .depthFirst, where: { try $0.string() == "Two" })
                .pathToRoot == "text().sheet(1).text()")
    }

    @Test func searchFailurePrintsThePresentedModals() throws {
        let sut = try Text("A").alert("Done", isPresented: .constant(true)) {
            Button("Fine") {}
        } message: {
            Text("Saved.")
        }.inspect()
        let error = #expect(throws: InspectionError.self) { try sut.find(text: "Z") }
        #expect(
            error?.description == """
                Search did not find a match. Nearest candidates:
                  text(): Text "A"
                  text().alert().title(): Text "Done"
                  text().alert().actions().button().labelView().text(): Text "Fine"
                Traversed:
                Text "A"
                  Alert
                    Text "Done"
                    message()
                      Text "Saved."
                    actions()
                      Button
                        Text "Fine"
                """)
    }

    @Test func searchUpwardFromInsideASheetReachesThePresenter() throws {
        let sut = try Editor().inspect()
        try sut.find(button: "Edit").tap()
        let text = try sut.find(text: "In the sheet")
        #expect(
            try text.find(ViewType.Button.self, relation: .parent).pathToRoot
                == "view(Editor.self).vStack().button(1)")
        #expect(try text.find(Editor.self, relation: .parent).pathToRoot == "view(Editor.self)")
        #expect(try text.parent().pathToRoot == "view(Editor.self).vStack().button(1).sheet()")
        #expect(try text.parent().parent().pathToRoot == "view(Editor.self).vStack().button(1)")
        let error = #expect(throws: InspectionError.self) {
            try text.find(ViewType.HStack.self, relation: .parent)
        }
        #expect(error?.description.hasPrefix("Search did not find a match.") == true)
    }

    @Test func searchUpwardFromADialogsActions() throws {
        let sut = try Sharer().inspect()
        let copy = try sut.find(button: "Copy")
        #expect(
            try copy.find(ViewType.ConfirmationDialog.self, relation: .parent).pathToRoot
                == "view(Sharer.self).text().confirmationDialog()")
        #expect(try copy.find(ViewType.Text.self, relation: .parent).string() == "None")
    }
}
