import FacetInspector
import FacetUI
import Testing

/// `NavigationStack`: extraction, its top page's views and title, pushing and going back,
/// and the errors.
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

    @Test func topPageTitle() throws {
        let stack = try Parks().inspect().navigationStack()
        #expect(try stack.topPageTitle() == "Parks")
    }

    @Test func activateValueLinkThenGoBack() throws {
        let sut = try Parks().inspect()
        #expect(try !sut.navigationStack().isShowingPushedPage())
        try sut.find(ViewType.NavigationLink.self).activate()
        #expect(try sut.navigationStack().text(0).string() == "Park yosemite")
        #expect(try sut.navigationStack().topPageTitle() == "yosemite")
        #expect(try sut.navigationStack().isShowingPushedPage())
        #expect(
            try sut.find(text: "Park yosemite").pathToRoot == "view(Parks.self).navigationStack().text()")
        try sut.navigationStack().goBack()
        #expect(
            try sut.navigationStack().vStack(0).navigationLink(1).labelView().text().string() == "Settings")
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
    }
}
