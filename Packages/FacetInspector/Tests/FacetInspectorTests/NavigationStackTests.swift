import FacetInspector
import FacetUI
import Testing

private struct Parks: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Yosemite", value: "yosemite")
                NavigationLink("Settings") { Text("Settings page") }
            }
            .navigationDestination(for: String.self) { Text("Park \($0)").navigationTitle($0) }
            .navigationTitle("Parks")
        }
    }
}

@MainActor @Suite struct NavigationStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(
            try AnyView(NavigationStack { Text("Root") }).inspect().anyView().navigationStack().text(0)
                .string() == "Root")
        let sut = HStack {
            Text("A"); NavigationStack { Text("Root") }
        }
        #expect(try sut.inspect().hStack().navigationStack(1).text(0).string() == "Root")
    }

    @Test func linksAndTitle() throws {
        let stack = try Parks().inspect().navigationStack()
        #expect(try stack.topPageTitle() == "Parks")
        #expect(try stack.vStack(0).navigationLink(0).labelView().text().string() == "Yosemite")
        #expect(try stack.vStack(0).navigationTitle() == "Parks")
        #expect(
            try Parks().inspect().find(text: "Settings").pathToRoot
                == "view(Parks.self).navigationStack().vStack(0).navigationLink(1).labelView().text()")
    }

    @Test func activateValueLinkThenGoBack() throws {
        let sut = try Parks().inspect()
        #expect(try !sut.navigationStack().isShowingPushedPage())
        try sut.find(ViewType.NavigationLink.self).activate()
        #expect(try sut.navigationStack().text(0).string() == "Park yosemite")
        #expect(try sut.navigationStack().topPageTitle() == "yosemite")
        #expect(try sut.navigationStack().isShowingPushedPage())
        #expect(
            try sut.find(text: "Park yosemite").pathToRoot == "view(Parks.self).navigationStack().text(0)")
        try sut.navigationStack().goBack()
        #expect(
            try sut.navigationStack().vStack(0).navigationLink(1).labelView().text().string() == "Settings")
    }

    @Test func activateDestinationLink() throws {
        let sut = try Parks().inspect()
        try sut.navigationStack().vStack(0).navigationLink(1).activate()
        #expect(try sut.navigationStack().text(0).string() == "Settings page")
    }

    @Test func aLinksEnclosedViewIsItsDestination() throws {
        let root = try Parks().inspect().navigationStack().vStack(0)
        let page = try root.navigationLink(1).text()
        #expect(try page.string() == "Settings page")
        #expect(page.pathToRoot == "view(Parks.self).navigationStack().vStack(0).navigationLink(1).text()")
        #expect(try root.navigationLink(1).labelView().text().string() == "Settings")
        let value = #expect(throws: InspectionError.self) { try root.navigationLink(0).text() }
        #expect(
            value?.description
                == "View for NavigationLink presenting a value (activate it, then read the stack) is absent")
    }

    @Test func navigationDestinationMakesThePageForAValue() throws {
        let root = try Parks().inspect().navigationStack().vStack(0)
        let page = try root.navigationDestination(for: "zion")
        #expect(try page.text().string() == "Park zion")
        #expect(try page.text().navigationTitle() == "zion")
        #expect(
            page.pathToRoot
                == #"view(Parks.self).navigationStack().vStack(0).navigationDestination(for: "zion")"#)
        let missing = #expect(throws: InspectionError.self) { try root.navigationDestination(for: 1) }
        #expect(
            missing?.description
                == "VStack does not have 'navigationDestination(for: Int.self)' modifier (it has: navigationDestination, navigationTitle)"
        )
    }

    @Test func errorMessages() throws {
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().navigationStack() }
        #expect(wrong?.description == "navigationStack() found Text instead of NavigationStack")
        let bounds = #expect(throws: InspectionError.self) { try Parks().inspect().navigationStack().text(1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let atRoot = #expect(throws: InspectionError.self) {
            try Parks().inspect().navigationStack().goBack()
        }
        #expect(atRoot?.description == "NavigationStack is unresponsive: it shows its root")
        let missing = #expect(throws: InspectionError.self) {
            try Parks().inspect().navigationStack().vStack(0).navigationLink(0).padding()
        }
        #expect(missing?.description == "NavigationLink does not have 'padding' modifier")
    }
}
