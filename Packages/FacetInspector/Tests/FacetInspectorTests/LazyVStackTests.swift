import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Feed: View {
    @State var taps = 0
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) {
                Button("Tapped \(taps)") { taps += 1 }
                ForEach(0..<1000) { Text("Row \($0)") }
            }
        }
    }
}

/// `LazyVStack`: extraction, its rows by their index among every row (only the realised
/// ones built), search, actions, scrolling, and the errors.
@MainActor @Suite struct LazyVStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try LazyVStack { Text("A") }.inspect().lazyVStack().text(0).string() == "A")
        let sut = try VStack {
            Text("x")
            LazyVStack(alignment: .trailing, spacing: 4) {
                Text("B"); Text("C")
            }
        }.inspect().vStack()
        #expect(try sut.lazyVStack(1).text(1).string() == "C")
        #expect(try sut.lazyVStack(1).alignment() == .trailing)
        #expect(try sut.lazyVStack(1).spacing() == 4)
    }

    @Test func onlyRealisedRowsAreEnclosed() throws {
        let stack = try Feed().inspect(size: CGSize(width: 40, height: 10)).scrollView().lazyVStack()
        #expect(try stack.alignment() == .leading)
        #expect(try stack.spacing() == 1)
        #expect(stack.realisedCount > 1 && stack.realisedCount < 1001)
        #expect(try stack.text(2).string() == "Row 1")
    }

    @Test func searchPathAndActions() throws {
        let sut = try Feed().inspect(size: CGSize(width: 40, height: 10))
        #expect(try sut.find(text: "Row 3").pathToRoot == "view(Feed.self).scrollView().lazyVStack().text(4)")
        try sut.scrollView().lazyVStack().button(0).tap()
        #expect(
            try sut.find(button: "Tapped 1").pathToRoot
                == "view(Feed.self).scrollView().lazyVStack().button(0)")
        #expect(throws: InspectionError.self) { try sut.find(text: "Row 999") }
    }

    @Test func indicesCountEveryRowAfterScrolling() throws {
        let sut = try Feed().inspect(size: CGSize(width: 40, height: 10))
        let stack = try sut.scrollView().lazyVStack()
        #expect(stack.realisedRows.first == 0)
        let unrealised = #expect(throws: InspectionError.self) { try stack.text(601) }
        #expect(
            unrealised?.description
                == "View for row 601 (the realised rows are 0 ..< \(stack.realisedCount)) is absent")
        // Rows are two lines apart (a line and a spacing of 1): "Row 300", row 301, is at 602.
        try sut.scrollView().scroll(to: CGPoint(x: 0, y: 600))
        #expect(try sut.scrollView().contentOffset() == CGPoint(x: 0, y: 600))
        #expect(stack.realisedRows.contains(301) && !stack.realisedRows.contains(0))
        #expect(try stack.text(301).string() == "Row 300")
        #expect(
            try sut.find(text: "Row 300").pathToRoot == "view(Feed.self).scrollView().lazyVStack().text(301)")
        #expect(throws: InspectionError.self) { try sut.find(button: "Tapped 0") }
        let bounds = #expect(throws: InspectionError.self) { try stack.text(1001) }
        #expect(bounds?.description == "Enclosed view index '1001' is out of bounds: '0 ..< 1001'")
    }

    @Test func errorMessages() throws {
        let sut = try LazyVStack { Text("A") }.inspect()
        let bounds = #expect(throws: InspectionError.self) { try sut.lazyVStack().text(1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let missing = #expect(throws: InspectionError.self) { try sut.lazyVStack().padding() }
        #expect(missing?.description == "LazyVStack does not have 'padding' modifier")
        let wrong = #expect(throws: InspectionError.self) {
            try VStack {
                Text("x"); LazyVStack { Text("A") }
            }.inspect().vStack().lazyVStack(0)
        }
        #expect(wrong?.description == "vStack().lazyVStack(0) found Text instead of LazyVStack")
    }

    @Test func aForEachIsOneViewOfTheContentWithEveryRow() throws {
        let sut = try Feed().inspect(size: CGSize(width: 40, height: 10))
        let rows = try sut.scrollView().lazyVStack().forEach(1)
        #expect(rows.pathToRoot == "view(Feed.self).scrollView().lazyVStack().forEach(1)")
        // Every row of the ForEach, built or not by the stack.
        #expect(rows.count == 1000)
        #expect(try rows.text(999).string() == "Row 999")
        #expect(try sut.scrollView().lazyVStack().forEach().text(3).string() == "Row 3")
        let wrong = #expect(throws: InspectionError.self) { try sut.scrollView().lazyVStack().forEach(0) }
        #expect(
            wrong?.description
                == "view(Feed.self).scrollView().lazyVStack().forEach(0) found Button instead of ForEach")
        let bounds = #expect(throws: InspectionError.self) { try sut.scrollView().lazyVStack().forEach(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    @Test func pinnedViews() throws {
        #expect(
            try LazyVStack(pinnedViews: .sectionHeaders) { Text("A") }.inspect().lazyVStack().pinnedViews()
                == .sectionHeaders)
        #expect(
            try LazyHStack(pinnedViews: [.sectionHeaders, .sectionFooters]) { Text("A") }.inspect()
                .lazyHStack().pinnedViews() == [.sectionHeaders, .sectionFooters])
        #expect(try LazyVStack { Text("A") }.inspect().lazyVStack().pinnedViews() == [])
    }
}
