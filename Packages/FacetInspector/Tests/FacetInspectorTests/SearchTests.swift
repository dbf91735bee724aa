import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct SearchTests {
    @Test func findCustomViewAndFindAll() throws {
        let sut = VStack {
            Row(title: "A"); Row(title: "B")
        }
        #expect(
            try sut.inspect().find(Row.self, where: { try $0.actualView().title == "B" }).pathToRoot
                == "vStack().view(Row.self, 1)")
        #expect(try sut.inspect().findAll(Row.self).count == 2)
        #expect(try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() } == ["A", "B"])
    }

    @Test func findWithCondition() throws {
        let sut = VStack {
            HStack { Text("1") }; HStack { Text("2") }
        }
        let found = try sut.inspect().find(ViewType.HStack.self, where: { try $0.text(0).string() == "2" })
        #expect(found.pathToRoot == "vStack().hStack(1)")
    }

    @Test func findParent() throws {
        let sut = VStack { HStack { Text("X") } }
        let text = try sut.inspect().find(text: "X")
        #expect(try text.find(ViewType.VStack.self, relation: .parent).pathToRoot == "vStack()")
        #expect(try text.parent().pathToRoot == "vStack().hStack(0)")
    }

    @Test func skipFound() throws {
        let sut = VStack {
            Text("A"); Text("A")
        }
        #expect(try sut.inspect().find(ViewType.Text.self, skipFound: 1).pathToRoot == "vStack().text(1)")
    }

    @Test func conditionReadsThePathOfEachCandidate() throws {
        let sut = VStack {
            Text("A"); HStack { Text("B") }
        }
        let found = try sut.inspect().find(where: { $0.pathToRoot == "vStack().hStack(1).text(0)" })
        #expect(try found.text().string() == "B")
        #expect(
            try sut.inspect().findAll(ViewType.Text.self).map(\.pathToRoot) == [
                "vStack().text(0)", "vStack().hStack(1).text(0)",
            ])
    }

    @Test func inspectorPrint() throws {
        let sut = VStack {
            Text("A"); HStack { Text("B") }
        }
        #expect(try Inspector.print(sut.inspect()) == "VStack\n  Text \"A\"\n  HStack\n    Text \"B\"")
    }
}
