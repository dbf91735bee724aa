import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Shop: View {
    @State var basket: [String] = []
    var body: some View {
        VStack {
            HStack {
                Text("Milk"); Button("Add milk") { basket.append("Milk") }
            }
            HStack {
                Text("Bread").bold(); Button("Add bread") { basket.append("Bread") }
            }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            NavigationStack {
                NavigationLink("Basket") { Text(basket.joined(separator: ", ")) }
            }
            Text("Basket: \(basket.count)")
        }
    }
}

/// `find(textWhere:)`, `find(link:)`, `find(navigationLink:)`, `find(_:containing:)`,
/// `findAll(where:)` and the order of `findAll`.
@MainActor @Suite struct NamedSearchTests {
    @Test func textByCondition() throws {
        let sut = try Shop().inspect()
        let bold = try sut.find(textWhere: { _, attributes in try attributes.isBold() })
        #expect(try bold.string() == "Bread")
        #expect(bold.pathToRoot == "view(Shop.self).vStack().hStack(1).text(0)")
        #expect(throws: InspectionError.self) { try sut.find(textWhere: { string, _ in string == "Eggs" }) }
    }

    @Test func containerContainingAText() throws {
        let sut = try Shop().inspect()
        let row = try sut.find(ViewType.HStack.self, containing: "Bread")
        #expect(row.pathToRoot == "view(Shop.self).vStack().hStack(1)")
        try row.button(1).tap()
        #expect(try sut.find(text: "Basket: 1").pathToRoot == "view(Shop.self).vStack().text(4)")
        #expect(try sut.find(Shop.self, containing: "Milk").pathToRoot == "view(Shop.self)")
        let error = #expect(throws: InspectionError.self) {
            try sut.find(ViewType.List.self, containing: "Milk")
        }
        #expect(error?.description.hasPrefix("Search did not find a match. Traversed:") == true)
    }

    @Test func linksAndButtonsByTheirLabels() throws {
        let sut = try Shop().inspect()
        #expect(try sut.find(button: "Add milk").pathToRoot == "view(Shop.self).vStack().hStack(0).button(1)")
        #expect(try sut.find(link: "Help").url() == URL(string: "https://example.com/help"))
        #expect(
            try sut.find(link: URL(string: "https://example.com/help")!).pathToRoot
                == "view(Shop.self).vStack().link(2)")
        try sut.find(button: "Add milk").tap()
        try sut.find(navigationLink: "Basket").activate()
        #expect(try sut.find(text: "Milk").pathToRoot == "view(Shop.self).vStack().hStack(0).text(0)")
        #expect(try sut.find(ViewType.NavigationStack.self).text(0).string() == "Milk")
    }

    @Test func findAllIsInWrittenOrder() throws {
        let sut = try VStack {
            HStack {
                Text("1"); Text("2")
            }
            Text("3")
        }.inspect()
        // Depth-first, as ViewInspector: "3" comes after the stack written before it.
        #expect(try sut.findAll(ViewType.Text.self).map { try $0.string() } == ["1", "2", "3"])
        #expect(
            sut.findAll(where: { (try? $0.text().string()) == "2" }).map(\.pathToRoot) == [
                "vStack().hStack(0).text(1)"
            ])
    }

    @Test func facetTypesAreSearchedByTheirViewType() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().find(Text.self) }
        #expect(
            error?.description
                == "Please use .find(ViewType.Text.self) instead of .find(Text.self) inspection call.")
    }
}
