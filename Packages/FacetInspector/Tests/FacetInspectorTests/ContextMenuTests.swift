import FacetInspector
import FacetUI
import Testing

private struct Photo: View {
    @State var shared = 0
    var body: some View {
        VStack {
            Text("Shared \(shared)")
            Image(systemName: "photo")
                .padding()
                .contextMenu {
                    Button("Share") { shared += 1 }
                    Button("Delete", role: .destructive) {}
                } preview: {
                    Text("A big photo")
                }
        }
    }
}

/// `.contextMenu`: navigation through it, its items and preview, search, and actions.
@MainActor @Suite struct ContextMenuTests {
    @Test func navigationLooksThroughTheMenuWhichCountsAsAModifier() throws {
        let sut = try Text("Test").padding(1).contextMenu { Text("Menu") }.padding(2).inspect()
        #expect(try sut.text().string() == "Test")
        // The paddings on both sides of the menu are the text's.
        #expect(try sut.text().padding() == EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
    }

    @Test func itemsAndPreviewAreHostedOnTheirOwn() throws {
        let sut = try Photo().inspect()
        let image = try sut.vStack().image(1)
        #expect(try image.contextMenu().button(1).labelView().text().string() == "Delete")
        #expect(try image.contextMenuPreview().text().string() == "A big photo")
        try image.contextMenu().button(0).tap()
        #expect(try sut.vStack().text(0).string() == "Shared 1")
        #expect(
            try image.contextMenu().button(0).pathToRoot
                == "view(Photo.self).vStack().image(1).contextMenu().button(0)")
    }

    @Test func searchesLookInsideTheItems() throws {
        let sut = try Photo().inspect()
        #expect(
            try sut.find(button: "Delete").pathToRoot
                == "view(Photo.self).vStack().image(1).contextMenu().button(1)")
        #expect(throws: InspectionError.self) { try sut.find(text: "A big photo") }
    }

    @Test func errors() throws {
        let sut = try Text("Plain").inspect().text()
        let missing = #expect(throws: InspectionError.self) { try sut.contextMenu() }
        #expect(missing?.description == "Text does not have 'contextMenu' modifier")
        let noPreview = try Text("T").contextMenu { Button("A") {} }.inspect().text()
        let preview = #expect(throws: InspectionError.self) { try noPreview.contextMenuPreview() }
        #expect(
            preview?.description
                == "Text does not have 'contextMenu(menuItems:preview:)' modifier (it has: contextMenu)")
    }
}
