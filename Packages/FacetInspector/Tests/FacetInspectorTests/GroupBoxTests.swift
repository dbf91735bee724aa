import FacetInspector
import FacetUI
import Testing

private struct Account: View {
    @State var count = 0
    var body: some View {
        GroupBox {
            Text("Signed in")
            Button("Add \(count)") { count += 1 }
        } label: {
            Label("Account", systemImage: "person")
        }
    }
}

@MainActor @Suite struct GroupBoxTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try GroupBox("T") { Text("A") }.inspect().groupBox().text(0).string() == "A")
        #expect(
            try VStack {
                Text("x"); GroupBox { Text("B") }
            }.inspect().vStack().groupBox(1).text(0).string() == "B")
    }

    @Test func labelView() throws {
        let box = try Account().inspect().groupBox()
        #expect(try box.labelView().label().title().text().string() == "Account")
        #expect(
            try GroupBox("Title") { Text("A") }.inspect().groupBox().labelView().text().string() == "Title")
    }

    @Test func searchPathAndActions() throws {
        let sut = try Account().inspect()
        #expect(try sut.find(text: "Signed in").pathToRoot == "view(Account.self).groupBox().text(0)")
        try sut.groupBox().button(1).tap()
        #expect(try sut.find(button: "Add 1").pathToRoot == "view(Account.self).groupBox().button(1)")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try GroupBox { Text("A") }.inspect().groupBox().text(1)
        }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().groupBox() }
        #expect(wrong?.description == "groupBox() found Text instead of GroupBox")
        let missing = #expect(throws: InspectionError.self) {
            try GroupBox { Text("A") }.inspect().groupBox().padding()
        }
        #expect(missing?.description == "GroupBox does not have 'padding' modifier")
    }
}

private struct Tally: View {
    @State var count = 0
    var body: some View {
        GroupBox {
            Text("Count \(count)")
        } label: {
            Button("Add") { count += 1 }
        }
    }
}

@MainActor @Suite struct GroupBoxLabelSearchTests {
    @Test func searchLooksInsideTheLabel() throws {
        let sut = try Account().inspect()
        #expect(
            try sut.find(ViewType.Label.self).pathToRoot
                == "view(Account.self).groupBox().labelView().label()")
        #expect(
            try GroupBox("Title") { Text("A") }.inspect().find(text: "Title").pathToRoot
                == "groupBox().labelView().text()")
        #expect(GroupBox { Text("A") }.inspectedTexts() == ["groupBox().text(0)"])
    }

    @Test func actionsOnAFoundLabelUpdateTheInspectedView() throws {
        let sut = try Tally().inspect()
        let add = try sut.find(button: "Add")
        #expect(add.pathToRoot == "view(Tally.self).groupBox().labelView().button()")
        try add.tap()
        #expect(try sut.find(text: "Count 1").pathToRoot == "view(Tally.self).groupBox().text(0)")
    }
}

extension GroupBox {
    /// The paths of the texts a search finds in the group box.
    @MainActor fileprivate func inspectedTexts() -> [String] {
        ((try? inspect())?.findAll(ViewType.Text.self) ?? []).map(\.pathToRoot)
    }
}
