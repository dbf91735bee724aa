import FacetInspector
import FacetUI
import Testing

/// `ForEach`: extraction, search, its rows as a collection (`count`, `[i]`, iteration, as
/// in ViewInspector) following the live graph, and the errors.
@MainActor @Suite struct ForEachTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try ForEach(0..<2, id: \.self) { Text("\($0)") }.inspect().forEach().text(1).string() == "1")
        let sut = VStack {
            Group {
                Text("A"); Text("B")
            }; ForEach(0..<3, id: \.self) { Text("\($0)") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.forEach(1).count == 3)
        #expect(try vStack.forEach(1).text(2).string() == "2")
        #expect(try sut.inspect().find(text: "2").pathToRoot == "vStack().forEach(1).text(2)")
    }

    @Test func iterationCountAndSubscript() throws {
        let sut = try FruitBasket().inspect()
        let rows = try sut.list().forEach(0)
        #expect(rows.count == 3)
        #expect(try rows.map { try $0.text().string() } == ["Apple", "Pear", "Plum"])
        #expect(try rows[1].text().string() == "Pear")
        #expect(rows[1].pathToRoot == "view(FruitBasket.self).list().forEach(0)[1]")
        #expect(try sut.list().count == 2)
        #expect(try sut.list()[1].button().labelView().text().string() == "Add")
    }

    @Test func theCollectionFollowsTheLiveGraph() throws {
        let sut = try FruitBasket().inspect()
        try sut.find(button: "Add").tap()
        #expect(try sut.list().forEach(0).count == 4)
        #expect(try sut.list().forEach(0).last?.text().string() == "Fig")
    }

    @Test func anEmptyForEach() throws {
        #expect(
            try VStack { ForEach([Int](), id: \.self) { Text("\($0)") } }.inspect().vStack().forEach(0)
                .isEmpty)
    }

    @Test func searchPath() throws {
        let sut = try FruitBasket().inspect()
        #expect(try sut.find(text: "Plum").pathToRoot == "view(FruitBasket.self).list().forEach(0).text(2)")
        #expect(try sut.find(ViewType.ForEach.self).pathToRoot == "view(FruitBasket.self).list().forEach(0)")
    }

    @Test func errorMessages() throws {
        let wrong = #expect(throws: InspectionError.self) { try FruitBasket().inspect().list().forEach(1) }
        #expect(
            wrong?.description == "view(FruitBasket.self).list().forEach(1) found Button instead of ForEach")
        let bounds = #expect(throws: InspectionError.self) {
            try FruitBasket().inspect().list().forEach(0).text(3)
        }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        let missing = #expect(throws: InspectionError.self) {
            try FruitBasket().inspect().list().forEach(0).padding()
        }
        #expect(missing?.description == "ForEach does not have 'padding' modifier")
    }

    @Test func deleteAndMoveActions() throws {
        final class Log { var calls: [String] = [] }
        let log = Log()
        let sut = try ForEach([0, 1, 3], id: \.self) { Text("\($0)") }
            .onDelete { log.calls.append("delete \(Array($0))") }
            .onMove { log.calls.append("move \(Array($0)) to \($1)") }
            .inspect().forEach()
        try sut.callOnDelete(IndexSet(0...1))
        try sut.callOnMove(IndexSet(integer: 2), 0)
        #expect(log.calls == ["delete [0, 1]", "move [2] to 0"])
        let plain = try ForEach([0, 1], id: \.self) { Text("\($0)") }.inspect().forEach()
        let delete = #expect(throws: InspectionError.self) { try plain.callOnDelete(IndexSet()) }
        #expect(
            delete?.description
                == "ForEach<Array<Int>, Int, Text> does not have 'onDelete(perform:)' modifier")
        let move = #expect(throws: InspectionError.self) { try plain.callOnMove(IndexSet(), 0) }
        #expect(
            move?.description == "ForEach<Array<Int>, Int, Text> does not have 'onMove(perform:)' modifier")
    }

    @Test func deletingInAListUpdatesTheList() throws {
        struct Names: View {
            @State var names = ["Ada", "Grace", "Linus"]
            var body: some View {
                List { ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) } }
            }
        }
        let sut = try Names().inspect()
        try sut.list().forEach(0).callOnDelete(IndexSet(integer: 1))
        #expect(try sut.list().forEach(0).count == 2)
        #expect(try sut.list().forEach(0).text(1).string() == "Linus")
    }
}
