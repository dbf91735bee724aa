import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Fruit: Identifiable {
    let id: Int
    let name: String
    let detail: String
}

private let fruits = [
    Fruit(id: 1, name: "Apple", detail: "red"), Fruit(id: 2, name: "Pear", detail: "green"),
]

/// A row of several views stays one enclosed view (its `TupleView`), as in ViewInspector.
@MainActor @Suite struct TupleViewTests {
    @Test func forEachRowsOfSeveralViews() throws {
        let sut = try VStack {
            ForEach(fruits) { fruit in
                Text(fruit.name); Text(fruit.detail)
            }
        }.inspect().vStack().forEach(0)
        #expect(sut.count == 2)
        #expect(try sut.tupleView(1).text(1).string() == "green")
        #expect(try sut[0].tupleView().count == 2)
        #expect(
            try sut.find(text: "green").pathToRoot == "vStack().forEach(0).tupleView(1).text(1)")
        let error = #expect(throws: InspectionError.self) { try sut.text(0) }
        #expect(
            error?.description
                == "Please insert .tupleView(0) after ForEach for inspecting its children at index 0")
        let bounds = #expect(throws: InspectionError.self) { try sut.tupleView(0).text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    @Test func theViewsOfAnIfInsideAContainerAreOneTuple() throws {
        let sut = try Toggled(flag: true).inspect().hStack()
        #expect(try sut.text(0).string() == "xyz")
        #expect(try sut.tupleView(1).text(1).string() == "def")
        let hint = #expect(throws: InspectionError.self) { try sut.text(1) }
        #expect(
            hint?.description
                == "Please insert .tupleView(1) after HStack for inspecting its children at index 1")
        #expect(
            try Toggled(flag: true).inspect().find(text: "def").pathToRoot
                == "view(Toggled.self).hStack().tupleView(1).text(1)")
        let several = #expect(throws: InspectionError.self) { try Pair().inspect().text() }
        #expect(several?.description == "Unable to extract Text: please specify its index inside parent view")
        #expect(try Pair().inspect().text(1).string() == "b")
    }

    @Test func lazyStackRowsOfSeveralViews() throws {
        let sut = try LazyVStack {
            Text("Title")
            ForEach(fruits) { fruit in
                Text(fruit.name); Text(fruit.detail)
            }
        }.inspect().lazyVStack()
        #expect(sut.realisedRows == [0, 1, 2])
        #expect(try sut.text(0).string() == "Title")
        #expect(try sut.tupleView(2).text(0).string() == "Pear")
        #expect(try sut.find(text: "red").pathToRoot == "lazyVStack().tupleView(1).text(1)")
    }

    @Test func singleViewRowsAreTheViewsThemselves() throws {
        let sut = try ForEach(fruits) { Text($0.name) }.inspect().forEach()
        #expect(try sut.map { try $0.text().string() } == ["Apple", "Pear"])
        #expect(try sut.text(1).string() == "Pear")
    }
}

private struct Toggled: View {
    let flag: Bool
    var body: some View {
        HStack {
            Text("xyz")
            if flag {
                Text("abc")
                Text("def")
            }
        }
    }
}

private struct Pair: View {
    var body: some View {
        Text("a")
        Text("b")
    }
}
