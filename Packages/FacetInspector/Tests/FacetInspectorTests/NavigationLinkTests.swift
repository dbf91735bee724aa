import FacetInspector
import FacetUI
import Testing

/// `NavigationLink`: extraction, `labelView()`, its destination as its enclosed view,
/// search, `activate()`, and the errors.
@MainActor @Suite struct NavigationLinkTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        let single = try NavigationLink("Go") { Text("Page") }.inspect().navigationLink()
        #expect(try single.labelView().text().string() == "Go")
        #expect(try single.text().string() == "Page")
        let root = try Parks().inspect().navigationStack().vStack(0)
        #expect(try root.navigationLink(1).labelView().text().string() == "Settings")
    }

    @Test func labelAndSearchPath() throws {
        let stack = try Parks().inspect().navigationStack()
        #expect(try stack.vStack(0).navigationLink(0).labelView().text().string() == "Yosemite")
        #expect(
            try Parks().inspect().find(text: "Settings").pathToRoot
                == "view(Parks.self).navigationStack().vStack().navigationLink(1).labelView().text()")
        #expect(
            try Parks().inspect().find(ViewType.NavigationLink.self, skipFound: 1).pathToRoot
                == "view(Parks.self).navigationStack().vStack().navigationLink(1)")
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

    @Test func errorMessages() throws {
        let missing = #expect(throws: InspectionError.self) {
            try Parks().inspect().navigationStack().vStack(0).navigationLink(0).padding()
        }
        #expect(missing?.description == "NavigationLink does not have 'padding' modifier")
        let wrong = #expect(throws: InspectionError.self) {
            try VStack {
                Text("x"); NavigationLink("Go") { Text("Page") }
            }.inspect().vStack().navigationLink(0)
        }
        #expect(wrong?.description == "vStack().navigationLink(0) found Text instead of NavigationLink")
        let bounds = #expect(throws: InspectionError.self) {
            try Parks().inspect().navigationStack().vStack(0).navigationLink(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let disabled = #expect(throws: InspectionError.self) {
            try NavigationStack { NavigationLink("Go") { Text("Page") }.disabled(true) }.inspect()
                .navigationStack().navigationLink(0).activate()
        }
        #expect(disabled?.description == "NavigationLink is unresponsive: it is disabled")
    }

    @Test func theValueALinkPresents() throws {
        let link = try NavigationLink("Go", value: 42).inspect().navigationLink()
        #expect(try link.value(Int.self) == 42)
        #expect(throws: InspectionError.typeMismatch(factual: "Int", expected: "String")) {
            try link.value(String.self)
        }
        let page = try NavigationLink("Go") { Text("Page") }.inspect().navigationLink()
        #expect(
            throws: InspectionError.attributeNotFound(
                label: "some", type: "Optional<NavigationLinkPresentedValue>")
        ) {
            try page.value(Int.self)
        }
    }
}
