import FacetInspector
import FacetUI
import Testing

/// Whether each link below shows its page, changed by the tests from outside the views.
@Observable @MainActor private final class Selection {
    var park: String?
}

@available(*, deprecated)
private struct ParkLinks: View {
    let selection: Selection
    var body: some View {
        @Bindable var selection = selection
        NavigationView {
            NavigationLink(destination: Text("Park Acadia"), tag: "Acadia", selection: $selection.park) {
                Text("Acadia")
            }
            NavigationLink(destination: Text("Park Zion"), tag: "Zion", selection: $selection.park) {
                Text("Zion")
            }
        }
    }
}

@available(*, deprecated)
private struct StackLinks: View {
    @State var showsAbout = false
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("About", destination: Text("About page"), isActive: $showsAbout)
                NavigationLink("Help") { Text("Help page") }
            }
        }
    }
}

/// `NavigationLink` made with `isActive:` or `tag:selection:`: `isActive()`, `activate()`,
/// `deactivate()`, the destination shown only while active, and search.
@MainActor @Suite struct NavigationLinkActivationTests {
    @available(*, deprecated)
    @Test func activatingSetsTheSelectionAndDeactivatingClearsIt() throws {
        let selection = Selection()
        let sut = try ParkLinks(selection: selection).inspect()
        let acadia = try sut.navigationView().navigationLink(0)
        let zion = try sut.navigationView().navigationLink(1)
        #expect(try !acadia.isActive() && !zion.isActive())
        try acadia.activate()
        #expect(selection.park == "Acadia")
        #expect(try acadia.isActive() && !zion.isActive())
        try zion.activate()
        #expect(selection.park == "Zion")
        #expect(try !acadia.isActive() && zion.isActive())
        try zion.deactivate()
        #expect(selection.park == nil)
        #expect(try !zion.isActive())
    }

    @available(*, deprecated)
    @Test func theDestinationIsThereOnlyWhileTheLinkIsActive() throws {
        let selection = Selection()
        let sut = try ParkLinks(selection: selection).inspect()
        #expect(throws: InspectionError.self) { try sut.find(text: "Park Acadia") }
        let error = #expect(throws: InspectionError.self) {
            try sut.navigationView().navigationLink(0).text()
        }
        #expect(error?.description == "View for NavigationLink's destination is absent")
        selection.park = "Acadia"
        #expect(try sut.navigationView().navigationLink(0).text().string() == "Park Acadia")
        let path = try sut.find(text: "Park Acadia").pathToRoot
        #expect(path == "view(ParkLinks.self).navigationView().navigationLink(0).text()")
        // The navigation view's views are its views as written, the page shown or not.
        #expect(try sut.navigationView().navigationLink(1).labelView().text().string() == "Zion")
    }

    @available(*, deprecated)
    @Test func aBoundLinkPushesItsPageInAStack() throws {
        let sut = try StackLinks().inspect()
        let about = try sut.find(navigationLink: "About")
        try about.activate()
        #expect(try sut.navigationStack().text(0).string() == "About page")
        #expect(try about.isActive())
        try sut.navigationStack().goBack()
        #expect(try !about.isActive())
        #expect(try sut.navigationStack().vStack(0).navigationLink(0).labelView().text().string() == "About")
    }

    @Test func anUnboundLinkHasNoStateToRead() throws {
        let link = try NavigationStack { NavigationLink("Help") { Text("Help page") } }.inspect()
            .navigationStack().navigationLink(0)
        let message =
            "Please use `NavigationLink(destination:, tag:, selection:)` if you need to access the state value for reading or writing."
        #expect((#expect(throws: InspectionError.self) { try link.isActive() })?.description == message)
        #expect((#expect(throws: InspectionError.self) { try link.deactivate() })?.description == message)
    }

    @Test func searchLooksIntoDestinationsButNotBackAlongLinksLeadingBack() throws {
        struct Forth: View {
            var body: some View { NavigationLink(destination: Back()) { Text("To back") } }
        }
        struct Back: View {
            var body: some View { NavigationLink(destination: Forth()) { Text("To forth") } }
        }
        let sut = try NavigationStack { Forth() }.inspect()
        let path = try sut.find(text: "To forth").pathToRoot
        #expect(
            path
                == "navigationStack().view(Forth.self).navigationLink().view(Back.self).navigationLink().labelView().text()"
        )
        #expect(throws: InspectionError.self) { try sut.find(ViewType.Text.self, where: { _ in false }) }
    }
}
