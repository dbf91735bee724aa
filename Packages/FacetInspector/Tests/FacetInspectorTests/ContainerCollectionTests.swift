import FacetInspector
import FacetUI
import Testing

private struct Fruits: View {
    @State var fruits = ["Apple", "Pear", "Plum"]
    var body: some View {
        List {
            ForEach(fruits, id: \.self) { Text($0) }
            Button("Add") { fruits.append("Fig") }
        }
    }
}

/// Containers whose enclosed views are reached by index are collections of them, as in
/// ViewInspector: `count`, `[i]`, iteration.
@MainActor @Suite struct ContainerCollectionTests {
    @Test func iterationCountAndSubscript() throws {
        let sut = try Fruits().inspect()
        let rows = try sut.list().forEach(0)
        #expect(rows.count == 3)
        #expect(try rows.map { try $0.text().string() } == ["Apple", "Pear", "Plum"])
        #expect(try rows[1].text().string() == "Pear")
        #expect(rows[1].pathToRoot == "view(Fruits.self).list().forEach(0)[1]")
        #expect(try sut.list().count == 2)
        #expect(try sut.list()[1].button().labelView().text().string() == "Add")
    }

    @Test func theCollectionFollowsTheLiveGraph() throws {
        let sut = try Fruits().inspect()
        try sut.find(button: "Add").tap()
        #expect(try sut.list().forEach(0).count == 4)
        #expect(try sut.list().forEach(0).last?.text().string() == "Fig")
    }

    @Test func stacksAndGroups() throws {
        let sut = try VStack {
            Text("A")
            HStack {
                Text("B"); Text("C")
            }
        }.inspect().vStack()
        #expect(sut.count == 2)
        #expect(try sut[1].hStack().reversed().map { try $0.text().string() } == ["C", "B"])
        #expect(
            try Group {
                Text("X"); Text("Y")
            }.inspect().group().count == 2)
        #expect(
            try VStack { ForEach([Int](), id: \.self) { Text("\($0)") } }.inspect().vStack().forEach(0)
                .isEmpty)
    }

    @Test func aCustomViewIsTheCollectionOfItsBodysViews() throws {
        let sut = try Fruits().inspect()
        #expect(sut.count == 1)
        #expect(try sut.view(Fruits.self)[0].list().count == 2)
        #expect(sut[0].pathToRoot == "view(Fruits.self)[0]")
    }
}
