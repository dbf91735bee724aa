import FacetInspector
import FacetUI
import Testing

private struct Tabs: View {
    @State var tab = "inbox"
    var body: some View {
        VStack {
            Text("Tab: \(tab)")
            TabView(selection: $tab) {
                Text("Inbox view").tabItem { Text("Inbox") }.tag("inbox")
                VStack {
                    Text("Settings view"); Button("Back to inbox") { tab = "inbox" }
                }
                .tabItem { Text("Settings") }.tag("settings")
            }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        let single = AnyView(TabView { Text("A").tabItem { Text("First") } })
        #expect(try single.inspect().anyView().tabView().text(0).string() == "A")
        let sut = try Tabs().inspect()
        #expect(try sut.vStack().tabView(1).text(0).string() == "Inbox view")
    }

    @Test func tabItemTagAndTitles() throws {
        let tabView = try Tabs().inspect().vStack().tabView(1)
        #expect(try tabView.text(0).tabItem().text().string() == "Inbox")
        #expect(try tabView.text(0).tag() == AnyHashable("inbox"))
        #expect(try tabView.tabTitles() == ["Inbox", "Settings"])
        #expect(
            try tabView.text(0).tabItem().pathToRoot
                == "view(Tabs.self).vStack().tabView(1).text(0).tabItem()")
    }

    @Test func selectionChangesState() throws {
        let sut = try Tabs().inspect()
        try sut.vStack().tabView(1).selectTab(1)
        #expect(try sut.vStack().text(0).string() == "Tab: settings")
        #expect(try sut.vStack().tabView(1).selectedTab() == 1)
        #expect(try sut.vStack().tabView(1).vStack(1).text(0).string() == "Settings view")
        #expect(try sut.vStack().tabView(1).vStack(1).tabItem().text().string() == "Settings")
        try sut.find(button: "Back to inbox").tap()
        #expect(try sut.vStack().tabView(1).selectedTab() == 0)
    }

    @Test func searchPathUsesTheTabIndex() throws {
        let sut = try Tabs().inspect()
        #expect(try sut.find(text: "Inbox view").pathToRoot == "view(Tabs.self).vStack().tabView(1).text(0)")
        try sut.vStack().tabView(1).selectTab(1)
        #expect(
            try sut.find(button: "Back to inbox").pathToRoot
                == "view(Tabs.self).vStack().tabView(1).vStack(1).button(1)")
    }

    @Test func aSearchFindsATabItemsLabel() throws {
        let sut = try Tabs().inspect()
        let path = try sut.find(text: "Inbox").pathToRoot
        #expect(path == "view(Tabs.self).vStack().tabView(1).text(0).tabItem().text()")
        let alone = try EmptyView().tabItem { Text("Alone") }.inspect().find(text: "Alone").pathToRoot
        #expect(alone == "emptyView().tabItem().text()")
    }

    @Test func errorMessages() throws {
        let tabView = try Tabs().inspect().vStack().tabView(1)
        let hidden = #expect(throws: InspectionError.self) { try tabView.vStack(1) }
        // A tab is named by its tag, as ViewInspector names it; by its index without one.
        #expect(hidden?.description == "View for tab with tag settings is absent")
        let untagged = #expect(throws: InspectionError.self) {
            try TabView {
                Text("A")
                Text("B")
            }.inspect().tabView().text(1)
        }
        #expect(untagged?.description == "View for tab 1 (the selected tab is 0) is absent")
        let bounds = #expect(throws: InspectionError.self) { try tabView.text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) { try tabView.image(0) }
        #expect(
            wrong?.description == "view(Tabs.self).vStack().tabView(1).image(0) found Text instead of Image")
        let missing = #expect(throws: InspectionError.self) { try tabView.tabItem() }
        #expect(missing?.description == "TabView does not have 'tabItem' modifier")
    }

    @Test func labelTabItemsAreTitledByTheirTitle() throws {
        let sut = try TabView {
            Text("One").tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem { Label("Mail", systemImage: "envelope") }
        }.inspect().tabView()
        #expect(try sut.tabTitles() == ["Home", "Mail"])
        #expect(try sut.text(0).tabItem().label().title().text().string() == "Home")
    }
}
