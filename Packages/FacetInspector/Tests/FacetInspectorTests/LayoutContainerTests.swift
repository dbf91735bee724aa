import FacetInspector
import FacetUI
import Testing

private struct Board: View {
    var body: some View {
        VStack {
            Grid {
                GridRow {
                    Text("A"); Text("B")
                }
                Divider()
            }
            ViewThatFits {
                Text("A long title that does not fit")
                Text("Short")
            }
            GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
        }
    }
}

/// `Grid`, `GridRow`, `ViewThatFits` and `GeometryReader`: containers that only lay out
/// their content.
@MainActor @Suite struct LayoutContainerTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Grid { GridRow { Text("A") } }.inspect().grid().gridRow(0).text(0).string() == "A")
        #expect(
            try ViewThatFits {
                Text("A"); Text("B")
            }.inspect().viewThatFits().text(1).string() == "B")
        #expect(try GeometryReader { _ in Text("G") }.inspect().geometryReader().text().string() == "G")
        let sut = try Board().inspect().vStack()
        #expect(try sut.grid(0).gridRow(0).text(1).string() == "B")
        #expect(throws: Never.self) { try sut.grid(0).divider(1) }
        #expect(try sut.viewThatFits(1).text(1).string() == "Short")
        #expect(try sut.geometryReader(2).text().string().hasPrefix("Width "))
    }

    @Test func searchPaths() throws {
        let sut = try Board().inspect()
        #expect(try sut.find(text: "B").pathToRoot == "view(Board.self).vStack().grid(0).gridRow(0).text(1)")
        #expect(try sut.find(text: "Short").pathToRoot == "view(Board.self).vStack().viewThatFits(1).text(1)")
        #expect(
            try sut.find(ViewType.Text.self, where: { try $0.string().hasPrefix("Width") }).pathToRoot
                == "view(Board.self).vStack().geometryReader(2).text()")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().grid(0).gridRow(0).text(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let wrong = #expect(throws: InspectionError.self) { try Board().inspect().vStack().grid(1) }
        #expect(wrong?.description == "view(Board.self).vStack().grid(1) found ViewThatFits instead of Grid")
        let missing = #expect(throws: InspectionError.self) {
            try Board().inspect().vStack().viewThatFits(1).padding()
        }
        #expect(missing?.description == "ViewThatFits does not have 'padding' modifier")
    }
}
