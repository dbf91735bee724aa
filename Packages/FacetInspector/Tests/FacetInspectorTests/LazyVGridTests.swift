import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Gallery: View {
    @State var taps = 0
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(8)), GridItem(.fixed(8))], spacing: 1) {
                Button("Tapped \(taps)") { taps += 1 }
                ForEach(0..<999) { Text("Item \($0)") }
            }
        }
    }
}

/// `LazyVGrid`: extraction, its attributes as written, its items by their index among
/// every item (only the realised ones built), search, actions and scrolling.
@MainActor @Suite struct LazyVGridTests {
    @Test func extractionAndAttributes() throws {
        let columns = [GridItem(.fixed(10)), GridItem(.adaptive(minimum: 4), spacing: 2, alignment: .top)]
        let sut = try HStack {
            Text("x")
            LazyVGrid(columns: columns, alignment: .leading, spacing: 5, pinnedViews: .sectionFooters) {
                Text("A"); Text("B")
            }
        }.inspect().hStack()
        let grid = try sut.lazyVGrid(1)
        #expect(try grid.columns() == columns)
        #expect(try grid.columns() != [GridItem(.fixed(10))])
        #expect(try grid.alignment() == .leading)
        #expect(try grid.spacing() == 5)
        #expect(try grid.pinnedViews() == .sectionFooters)
        #expect(try grid.text(1).string() == "B")
        #expect(
            try AnyView(LazyVGrid(columns: []) { Text("abc") }).inspect().anyView().lazyVGrid().spacing()
                == nil)
    }

    @Test func gridItemsCompareBySizeSpacingAndAlignment() {
        #expect(GridItem(.flexible()) == GridItem(.flexible(minimum: 10, maximum: .infinity)))
        #expect(GridItem(.flexible()) != GridItem(.adaptive(minimum: 10)))
        #expect(GridItem(.fixed(3), spacing: 1) != GridItem(.fixed(3)))
        #expect(GridItem(.fixed(3), alignment: .top) != GridItem(.fixed(3), alignment: .bottom))
    }

    @Test func onlyTheRealisedItemsAreEnclosedAndSearched() throws {
        let sut = try Gallery().inspect(size: CGSize(width: 40, height: 10))
        let grid = try sut.scrollView().lazyVGrid()
        // 10 visible rows (a row and a spacing each: 5 rows) plus 4 units of margin: rows
        // 0...6, two items each.
        #expect(grid.realisedItems == Array(0..<14))
        #expect(try grid.text(3).string() == "Item 2")
        #expect(
            try sut.find(text: "Item 5").pathToRoot == "view(Gallery.self).scrollView().lazyVGrid().text(6)")
        try grid.button(0).tap()
        #expect(
            try sut.find(button: "Tapped 1").pathToRoot
                == "view(Gallery.self).scrollView().lazyVGrid().button(0)")
        #expect(throws: InspectionError.self) { try sut.find(text: "Item 998") }

        try sut.scrollView().scroll(to: CGPoint(x: 0, y: 600))
        // Row 300 (items 600, 601) starts at 600.
        #expect(grid.realisedItems.contains(600) && !grid.realisedItems.contains(0))
        #expect(try grid.text(601).string() == "Item 600")
        #expect(throws: InspectionError.self) { try sut.find(button: "Tapped 1") }
    }

    @Test func aGridWithoutColumnsShowsNothingButItsItemsAreReached() throws {
        let sut = try HStack {
            LazyVGrid(columns: []) {
                Text("abc")
                ForEach(0...10, id: \.self) { Text("\($0)") }
            }
        }.inspect()
        #expect(try sut.find(text: "abc").pathToRoot == "hStack().lazyVGrid(0).text(0)")
        #expect(try sut.hStack().lazyVGrid(0).forEach(1).text(3).string() == "3")
        // Built hidden: the grid shows none of them.
        #expect(try sut.hStack().lazyVGrid(0).text(0).isHidden())
        #expect(
            try sut.snapshot(width: 10, height: 3).text.trimmingCharacters(in: .whitespacesAndNewlines) == "")
    }
}
