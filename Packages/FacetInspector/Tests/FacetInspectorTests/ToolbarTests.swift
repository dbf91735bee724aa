import FacetInspector
import FacetUI
import Testing

private struct Compose: View {
    @State private var sent = 0
    var body: some View {
        NavigationStack {
            Text("Sent \(sent)")
                .toolbar {
                    ToolbarItem(id: "send", placement: .confirmationAction) { Button("Send") { sent += 1 } }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("Draft")
                        HStack {
                            Text("A"); Text("B")
                        }
                    }
                }
                .padding()
                .toolbar(id: "extra") { ToolbarItem(id: "x", showsByDefault: false) { Text("Extra") } }
        }
    }
}

@MainActor @Suite struct ToolbarInspectionTests {
    @Test func itemsAndGroupsByIndexWithTheirPlacements() throws {
        let sut = try Compose().inspect()
        let page = try sut.navigationStack().text(0)
        let toolbar = try page.toolbar()
        #expect(try toolbar.identifier() == nil)
        #expect(try toolbar.item(0).identifier() == "send")
        #expect(try toolbar.item(0).placement() == .confirmationAction)
        #expect(try toolbar.item(0).showsByDefault())
        #expect(try toolbar.itemGroup(1).placement() == .bottomBar)
        #expect(try toolbar.itemGroup(1).text(0).string() == "Draft")
        #expect(try toolbar.itemGroup(1).hStack(1).text(1).string() == "B")
        #expect(try page.toolbar(1).identifier() == "extra")
        #expect(try !page.toolbar(1).item().showsByDefault())
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "ToolbarItem<String, Text>", modifier: "id", index: 0)
        ) {
            try page.toolbar(1).item().id()
        }
        #expect(throws: InspectionError.viewNotFound(parent: "toolbar item at index 2")) {
            try toolbar.item(2)
        }
        #expect(throws: InspectionError.modifierNotFound(parent: "Text", modifier: "toolbar", index: 2)) {
            try page.toolbar(2)
        }
    }

    @Test func tappingAnItemUpdatesTheInspectedView() throws {
        let sut = try Compose().inspect()
        try sut.navigationStack().text(0).toolbar().item(0).button().tap()
        #expect(try sut.navigationStack().text(0).string() == "Sent 1")
    }

    @Test func searchFindsToolbarItemsWithTheirPaths() throws {
        let sut = try Compose().inspect()
        #expect(
            try sut.find(text: "B").pathToRoot
                == "view(Compose.self).navigationStack().text().toolbar().itemGroup(1).hStack(1).text(1)")
        #expect(
            try sut.find(text: "Extra").pathToRoot
                == "view(Compose.self).navigationStack().text().toolbar(1).item(0).text()")
        try sut.find(button: "Send").tap()
        #expect(try sut.find(text: "Sent 1").pathToRoot == "view(Compose.self).navigationStack().text()")
    }

    @Test func barVisibilityModifiers() throws {
        let hidden = try Text("A").navigationBarHidden(true).navigationBarBackButtonHidden().inspect()
        #expect(try hidden.text().navigationBarHidden())
        #expect(try hidden.text().navigationBarBackButtonHidden())
        #expect(try !Text("A").toolbar(.visible, for: .navigationBar).inspect().text().navigationBarHidden())
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "Text", modifier: "navigationBarHidden", index: 0)
        ) {
            try Text("A").toolbar(.hidden, for: .bottomBar).inspect().text().navigationBarHidden()
        }
        let mode = try Text("A").navigationBarTitle("T", displayMode: .inline).inspect().text()
        #expect(try mode.navigationBarTitleDisplayMode() == .inline)
        #expect(try mode.navigationTitle() == "T")
    }
}

@MainActor @Suite struct NavigationContainerInspectionTests {
    @Test func navigationViewEnclosesItsViewsAsWritten() throws {
        let columns = try NavigationView {
            Text("1"); Text("2"); Text("3")
        }.inspect()
        #expect(try columns.navigationView().text(2).string() == "3")
        let stack = try HStack { NavigationView { Text("A") }.navigationViewStyle(.stack) }.inspect()
        #expect(try stack.hStack().navigationView(0).text().string() == "A")
        #expect(try stack.hStack().navigationView(0).navigationViewStyle() is StackNavigationViewStyle)
        #expect(try columns.find(text: "2").pathToRoot == "navigationView().text(1)")
        #expect(try columns.find(ViewType.NavigationView.self).pathToRoot == "navigationView()")
    }

    @Test func navigationSplitViewColumns() throws {
        let sut = try AnyView(
            NavigationSplitView {
                Text("1")
            } content: {
                Text("2"); Text("22")
            } detail: {
                Text("3"); Text("33")
            }
        ).inspect()
        let split = try sut.anyView().navigationSplitView()
        #expect(try split.text(1).string() == "22")
        #expect(try split.sidebarView().text().string() == "1")
        #expect(try split.detailView().text(1).string() == "33")
        #expect(try sut.find(text: "1").pathToRoot == "anyView().navigationSplitView().sidebarView().text()")
        #expect(try sut.find(text: "22").pathToRoot == "anyView().navigationSplitView().text(1)")
        #expect(try sut.find(text: "3").pathToRoot == "anyView().navigationSplitView().detailView().text(0)")
    }
}
