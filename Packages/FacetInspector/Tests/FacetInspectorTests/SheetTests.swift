import FacetInspector
import FacetUI
import Testing

private struct Editor: View {
    @State var isEditing = false
    @State var dismissals = 0
    var body: some View {
        VStack {
            Text("Dismissed \(dismissals)")
            Button("Edit") { isEditing = true }
                .sheet(isPresented: $isEditing, onDismiss: { dismissals += 1 }) {
                    Text("Editing")
                    Button("Done") { isEditing = false }
                }
        }
    }
}

private struct Note: Identifiable {
    let id: Int
}

private struct Notes: View {
    @State var selected: Note? = Note(id: 7)
    var body: some View {
        Text("List").sheet(item: $selected) { note in VStack { Text("Note \(note.id)") } }
    }
}

@MainActor @Suite struct SheetTests {
    @Test func extractionFromSingleAndMultipleViewContent() throws {
        #expect(try Notes().inspect().text().sheet().vStack().text(0).string() == "Note 7")
        let sut = try Editor().inspect()
        try sut.vStack().button(1).tap()
        let sheet = try sut.vStack().button(1).sheet()
        #expect(try sheet.text(0).string() == "Editing")
        #expect(try sheet.button(1).labelView().text().string() == "Done")
    }

    @Test func paths() throws {
        let sut = try Editor().inspect()
        try sut.vStack().button(1).tap()
        #expect(
            try sut.vStack().button(1).sheet().text(0).pathToRoot
                == "view(Editor.self).vStack().button(1).sheet().text(0)")
        #expect(try Notes().inspect().text().sheet(0).pathToRoot == "view(Notes.self).text().sheet(0)")
    }

    @Test func actionsAndDismiss() throws {
        let sut = try Editor().inspect()
        try sut.vStack().button(1).tap()
        try sut.vStack().button(1).sheet().button(1).tap()
        #expect(try sut.vStack().text(0).string() == "Dismissed 1")
        try sut.vStack().button(1).tap()
        try sut.vStack().button(1).sheet().dismiss()
        #expect(try sut.vStack().text(0).string() == "Dismissed 2")
        let absent = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet() }
        #expect(absent?.description == "View for Sheet is absent")
    }

    @Test func errorMessages() throws {
        let sut = try Editor().inspect()
        try sut.vStack().button(1).tap()
        let bounds = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet().text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet().toggle(0) }
        #expect(
            wrong?.description
                == "view(Editor.self).vStack().button(1).sheet().toggle(0) found Text instead of Toggle")
        let missing = #expect(throws: InspectionError.self) { try sut.vStack().text(0).sheet() }
        #expect(missing?.description == "Text does not have 'sheet' modifier")
        let index = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet(1) }
        #expect(index?.description == "Button does not have 'sheet' modifier at index 1 (it has: sheet)")
        let padding = #expect(throws: InspectionError.self) { try sut.vStack().button(1).sheet().padding() }
        #expect(padding?.description == "Sheet does not have 'padding' modifier")
    }
}
