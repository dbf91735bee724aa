import FacetInspector
import FacetUI
import Testing

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Fruits: View {
    @State var selection: Int?
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    var body: some View {
        VStack {
            Text("Selected: \(selection.map(String.init) ?? "none")")
            List(fruits, selection: $selection) { Text($0.name) }
        }
    }
}

@MainActor @Suite struct ListTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        let sut = List {
            Text("A"); Text("B")
        }
        #expect(try sut.inspect().list().text(1).string() == "B")
        #expect(try AnyView(List { Text("A") }).inspect().anyView().list().text(0).string() == "A")
        #expect(try Fruits().inspect().vStack().list(1).forEach(0).text(1).string() == "Pear")
    }

    @Test func listRows() throws {
        let sut = List {
            Text("A"); Text("B")
        }
        #expect(try sut.inspect().list().text(1).string() == "B")
        #expect(try sut.inspect().find(text: "B").pathToRoot == "list().text(1)")
    }

    @Test func searchPath() throws {
        #expect(
            try Fruits().inspect().find(text: "Pear").pathToRoot
                == "view(Fruits.self).vStack().list(1).forEach(0).text(1)")
    }

    @Test func selectionChangesState() throws {
        let sut = try Fruits().inspect()
        let list = try sut.vStack().list(1)
        #expect(try list.rowTags() == [AnyHashable(1), AnyHashable(2)])
        #expect(try list.selectedRows() == [])
        try list.select(value: 2)
        #expect(try sut.vStack().text(0).string() == "Selected: 2")
        #expect(try list.selectedRows() == [1])
    }

    @Test func multipleSelectionTogglesRows() throws {
        final class Box { var selection: Set<String> = [] }
        let box = Box()
        let binding = Binding(get: { box.selection }, set: { box.selection = $0 })
        let sut = try List(selection: binding) {
            Text("A").tag("a"); Text("B").tag("b")
        }.inspect()
        try sut.list().select(value: "a")
        try sut.list().select(value: "b")
        try sut.list().select(value: "a")
        #expect(box.selection == ["b"])
    }

    @Test func errorMessages() throws {
        let unselectable = #expect(throws: InspectionError.self) {
            try List { Text("A").tag(1) }.inspect().list().select(value: 1)
        }
        #expect(unselectable?.description == "List is unresponsive: it has no selection binding")
        let unknown = #expect(throws: InspectionError.self) {
            try Fruits().inspect().vStack().list(1).select(value: 9)
        }
        #expect(unknown?.description == "List does not have a row tagged '9'")
        let bounds = #expect(throws: InspectionError.self) { try List { Text("A") }.inspect().list().text(1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().list() }
        #expect(wrong?.description == "list() found Text instead of List")
        let missing = #expect(throws: InspectionError.self) {
            try List { Text("A") }.inspect().list().padding()
        }
        #expect(missing?.description == "List does not have 'padding' modifier")
    }

    @Test func aLongListCountsEveryRowThoughItBuildsThoseInView() throws {
        final class Box { var selection: Int? }
        let box = Box()
        let binding = Binding(get: { box.selection }, set: { box.selection = $0 })
        let sut = try List(0..<10_000, id: \.self, selection: binding) { Text("Row \($0)") }.inspect()
        let list = try sut.list()
        #expect(try list.rowTags().count == 10_000)
        #expect(try list.rowTags().last == AnyHashable(9_999))
        #expect(try list.forEach(0).text(3).string() == "Row 3")
        let unbuilt = #expect(throws: InspectionError.self) { try list.forEach(0).text(9_000) }
        #expect(unbuilt?.description.hasPrefix("View for row 9000 (the realised rows are 0 ..< ") == true)
        try list.select(value: 9_000)
        #expect(box.selection == 9_000)
    }
}
