import FacetInspector
import FacetUI
import Testing

/// `Grid` and `GridRow`: extraction, search, their layout attributes, and the errors.
@MainActor @Suite struct GridTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Grid { GridRow { Text("A") } }.inspect().grid().gridRow(0).text(0).string() == "A")
        let sut = try Board().inspect().vStack()
        #expect(try sut.grid(0).gridRow(0).text(1).string() == "B")
        #expect(throws: Never.self) { try sut.grid(0).divider(1) }
    }

    @Test func searchPath() throws {
        let sut = try Board().inspect()
        #expect(try sut.find(text: "B").pathToRoot == "view(Board.self).vStack().grid(0).gridRow(0).text(1)")
        #expect(
            try sut.find(ViewType.GridRow.self).pathToRoot == "view(Board.self).vStack().grid(0).gridRow(0)")
    }

    @Test func gridLayout() throws {
        let grid = try Grid(alignment: .leading, horizontalSpacing: 2) {
            GridRow(alignment: .top) { Text("A") }
            GridRow { Text("B") }
        }.inspect().grid()
        #expect(try grid.alignment() == .leading)
        #expect(try grid.horizontalSpacing() == 2)
        #expect(try grid.verticalSpacing() == nil)
        #expect(try grid.gridRow(0).alignment() == .top)
        #expect(try grid.gridRow(1).alignment() == nil)
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().grid(0).gridRow(0).text(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) { try Board().inspect().vStack().grid(1) }
        #expect(wrong?.description == "view(Board.self).vStack().grid(1) found ViewThatFits instead of Grid")
        let row = #expect(throws: InspectionError.self) { try Board().inspect().vStack().grid(0).gridRow(1) }
        #expect(
            row?.description
                == "view(Board.self).vStack().grid(0).gridRow(1) found Divider instead of GridRow")
        let missing = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().grid(0).padding()
        }
        #expect(missing?.description == "Grid does not have 'padding' modifier")
    }
}
