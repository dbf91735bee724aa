import FacetInspector
import FacetUI
import Foundation
import Testing

/// `LazyHGrid`: extraction, its attributes as written, its items, and laziness in a
/// horizontal scroll view.
@MainActor @Suite struct LazyHGridTests {
    @Test func extractionAndAttributes() throws {
        let rows = [GridItem(.fixed(1)), GridItem(.flexible(), alignment: .bottomLeading)]
        let sut = try VStack {
            LazyHGrid(rows: rows, alignment: .top, spacing: 3, pinnedViews: .sectionHeaders) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
        }.inspect()
        let grid = try sut.vStack().lazyHGrid(0)
        #expect(try grid.rows() == rows)
        #expect(try grid.alignment() == .top)
        #expect(try grid.spacing() == 3)
        #expect(try grid.pinnedViews() == .sectionHeaders)
        #expect(try grid.text(2).string() == "c")
        #expect(try sut.find(text: "b").pathToRoot == "vStack().lazyHGrid(0).text(1)")
        let wrong = #expect(throws: InspectionError.self) { try sut.vStack().lazyVGrid(0) }
        #expect(wrong?.description == "vStack().lazyVGrid(0) found LazyHGrid instead of LazyVGrid")
    }

    @Test func inAHorizontalScrollViewOnlyTheVisibleColumnsAreBuilt() throws {
        let sut = try ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 1) {
                ForEach(0..<10_000) { Text("\($0 % 10)") }
            }
        }.inspect(size: CGSize(width: 20, height: 4))
        let grid = try sut.scrollView().lazyHGrid()
        // Columns 1 wide and 1 apart: 10 visible in 20, plus 4 units of margin (2 columns),
        // two items each.
        #expect(grid.realisedItems == Array(0..<24))
        try sut.scrollView().scroll(to: CGPoint(x: 100, y: 0))
        #expect(grid.realisedItems.first == 96 && grid.realisedItems.count == 28)
    }
}
