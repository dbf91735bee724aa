import FacetInspector
import FacetUI
import Testing

private struct Help: View {
    @State var showsHelp = false
    @State var item: Int?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Help") { showsHelp = true }
                Button("Item") { item = 3 }
            }
            .navigationDestination(isPresented: $showsHelp) { Text("Help page") }
            .navigationDestination(item: $item) { Text("Item \($0)") }
        }
    }
}

/// `navigationDestination()`: the page a `navigationDestination(isPresented:)` or `(item:)`
/// modifier presents, `isPresented()`, `set(isPresented:)`, search and the errors.
@MainActor @Suite struct NavigationDestinationTests {
    @Test func thePresentedPageIsReachedFromTheViewCarryingTheModifier() throws {
        let sut = try Help().inspect()
        let buttons = try sut.navigationStack().vStack()
        let absent = #expect(throws: InspectionError.self) { try buttons.navigationDestination() }
        #expect(absent?.description == "View for NavigationDestination is absent")
        try buttons.button(0).tap()
        let page = try buttons.navigationDestination()
        #expect(try page.text().string() == "Help page")
        #expect(
            try page.text().pathToRoot
                == "view(Help.self).navigationStack().vStack().navigationDestination().text()")
        #expect(try page.isPresented())
        // The page is the stack's top page too.
        #expect(try sut.navigationStack().text(0).string() == "Help page")
    }

    @Test func settingIsPresentedPushesAndPopsThePage() throws {
        let sut = try Help().inspect()
        let buttons = try sut.navigationStack().vStack()
        try buttons.button(0).tap()
        let page = try buttons.navigationDestination()
        try page.set(isPresented: false)
        #expect(try !page.isPresented())
        #expect(try !sut.navigationStack().isShowingPushedPage())
        try page.set(isPresented: true)
        #expect(try sut.navigationStack().text(0).string() == "Help page")
    }

    @Test func theItemFormCountsAfterTheInnerOne() throws {
        let buttons = try Help().inspect().navigationStack().vStack()
        try buttons.button(1).tap()
        let item = try buttons.navigationDestination(1)
        #expect(try item.text().string() == "Item 3")
        let error = #expect(throws: InspectionError.self) { try item.set(isPresented: true) }
        #expect(error?.description == "navigationDestination(item:) presents its page when its item is set")
        try item.set(isPresented: false)
        #expect(try !item.isPresented())
    }

    @Test func searchFindsThePresentedPage() throws {
        let sut = try Color.blue.navigationDestination(isPresented: .constant(true)) { Text("abc") }.inspect()
        #expect(try sut.find(text: "abc").pathToRoot == "color().navigationDestination().text()")
    }

    @Test func aViewWithoutTheModifier() throws {
        let error = #expect(throws: InspectionError.self) {
            try EmptyView().offset().inspect().emptyView().navigationDestination()
        }
        #expect(error?.localizedDescription == "EmptyView does not have 'navigationDestination' modifier")
    }
}
