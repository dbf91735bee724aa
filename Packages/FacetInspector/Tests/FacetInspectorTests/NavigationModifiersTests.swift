import FacetInspector
import FacetUI
import Testing

private struct Garden: View {
    @State var visits = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Visits \(visits)")
                NavigationLink("Rose", value: "rose")
            }
            .navigationDestination(for: String.self) { name in Button("Visit \(name)") { visits += 1 } }
        }
    }
}

/// `navigationTitle()` and `navigationDestination(for:)` (the page it makes for a value,
/// hosted on its own).
@MainActor @Suite struct NavigationModifiersTests {
    @Test func navigationTitle() throws {
        let stack = try Parks().inspect().navigationStack()
        #expect(try stack.vStack(0).navigationTitle() == "Parks")
        #expect(
            try AnyView(Text("A").navigationTitle("T")).inspect().anyView().text().navigationTitle() == "T")
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

    @Test func anActionOnTheDestinationPageUpdatesTheInspectedView() throws {
        let sut = try Garden().inspect()
        let page = try sut.navigationStack().vStack(0).navigationDestination(for: "rose")
        #expect(try page.button().labelView().text().string() == "Visit rose")
        try page.button().tap()
        #expect(try sut.navigationStack().vStack(0).text(0).string() == "Visits 1")
        #expect(try sut.navigationStack().isShowingPushedPage() == false)
    }

    @Test func missingNavigationTitle() throws {
        let none = #expect(throws: InspectionError.self) { try Text("A").inspect().text().navigationTitle() }
        #expect(none?.description == "Text does not have 'navigationTitle' modifier")
        let other = #expect(throws: InspectionError.self) {
            try Text("A").padding().inspect().text().navigationTitle()
        }
        #expect(other?.description == "Text does not have 'navigationTitle' modifier (it has: padding)")
    }
}
