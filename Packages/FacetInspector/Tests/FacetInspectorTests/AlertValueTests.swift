import FacetInspector
import FacetUI
import Testing

/// Asks with an `Alert` value (SwiftUI's first alert form).
private struct Remover: View {
    @State var asking = false
    @State var status = "Kept"
    var body: some View {
        VStack {
            Text(status)
            Button("Remove") { asking = true }
                .alert(isPresented: $asking) {
                    Alert(
                        title: Text("Remove file?"), message: Text("It cannot be undone."),
                        primaryButton: .destructive(Text("Remove")) { status = "Removed" },
                        secondaryButton: .cancel())
                }
        }
    }
}

private struct Choice: Identifiable {
    let id: Int
}

@MainActor @Suite struct AlertValueTests {
    @Test func titleMessageAndButtons() throws {
        let sut = try Remover().inspect()
        #expect(throws: InspectionError.viewNotFound(parent: "Alert")) { try sut.vStack().button(1).alert() }
        try sut.vStack().button(1).tap()
        let alert = try sut.vStack().button(1).alert()
        #expect(try alert.title().string() == "Remove file?")
        #expect(try alert.message().text().string() == "It cannot be undone.")
        #expect(try alert.primaryButton().labelView().string() == "Remove")
        #expect(try alert.primaryButton().style() == .destructive)
        #expect(try alert.secondaryButton().labelView().string() == "Cancel")
        #expect(try alert.secondaryButton().style() == .cancel)
        #expect(
            try alert.secondaryButton().labelView().pathToRoot
                == "view(Remover.self).vStack().button(1).alert().secondaryButton().labelView()")
    }

    @Test func aButtonRunsItsActionAndClosesTheAlert() throws {
        let sut = try Remover().inspect()
        try sut.vStack().button(1).tap()
        try sut.vStack().button(1).alert().primaryButton().tap()
        #expect(try sut.vStack().text(0).string() == "Removed")
        #expect(throws: InspectionError.viewNotFound(parent: "Alert")) { try sut.vStack().button(1).alert() }
    }

    @Test func absentPartsAndTheDefaultButton() throws {
        let sut = try Text("A").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }.inspect()
        let alert = try sut.text().alert()
        #expect(try alert.primaryButton().labelView().string() == "OK")
        #expect(try alert.primaryButton().style() == .default)
        #expect(throws: InspectionError.viewNotFound(parent: "message")) { try alert.message() }
        #expect(throws: InspectionError.viewNotFound(parent: "secondaryButton")) {
            try alert.secondaryButton()
        }
        let error = #expect(throws: InspectionError.self) { try alert.message() }
        #expect(error?.localizedDescription == "View for message is absent")
    }

    @Test func anItemAlertIsDismissedByResettingTheItem() throws {
        let item = Binding<Choice?>(wrappedValue: Choice(id: 3))
        let sut = try EmptyView().alert(item: item) { Alert(title: Text("Choice \($0.id)")) }.inspect()
        #expect(try sut.emptyView().alert().title().string() == "Choice 3")
        try sut.emptyView().alert().dismiss()
        #expect(item.wrappedValue == nil)
        #expect(throws: InspectionError.viewNotFound(parent: "Alert")) { try sut.emptyView().alert() }
    }

    @Test func searchReachesTheButtonsLabels() throws {
        let sut = try Remover().inspect()
        try sut.vStack().button(1).tap()
        #expect(
            try sut.find(text: "Remove file?").pathToRoot
                == "view(Remover.self).vStack().button(1).alert().title()")
        #expect(
            try sut.find(text: "It cannot be undone.").pathToRoot
                == "view(Remover.self).vStack().button(1).alert().message().text()")
        #expect(
            try sut.find(text: "Cancel").pathToRoot
                == "view(Remover.self).vStack().button(1).alert().secondaryButton().labelView()")
        try sut.find(ViewType.Alert.self).primaryButton().tap()
        #expect(try sut.vStack().text(0).string() == "Removed")
    }
}
