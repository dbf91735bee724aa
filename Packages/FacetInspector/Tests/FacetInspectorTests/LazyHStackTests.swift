import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Strip: View {
    @State var taps = 0
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 1) {
                Button("Tapped \(taps)") { taps += 1 }
                ForEach(0..<1000) { Text("C\($0)") }
            }
        }
    }
}

/// `LazyHStack`: extraction, `alignment()` and `spacing()`, its items by their index among
/// every item (only the realised ones built), search, actions, and the errors.
@MainActor @Suite struct LazyHStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try LazyHStack { Text("A") }.inspect().lazyHStack().text(0).string() == "A")
        let sut = try VStack {
            Text("x")
            LazyHStack(alignment: .top, spacing: 3) {
                Text("B"); Text("C")
            }
        }.inspect().vStack()
        #expect(try sut.lazyHStack(1).text(1).string() == "C")
        #expect(try sut.lazyHStack(1).alignment() == .top)
        #expect(try sut.lazyHStack(1).spacing() == 3)
    }

    @Test func onlyRealisedItemsAreEnclosed() throws {
        let stack = try Strip().inspect(size: CGSize(width: 30, height: 3)).scrollView().lazyHStack()
        #expect(try stack.alignment() == .center)
        #expect(try stack.spacing() == 1)
        #expect(stack.realisedRows.first == 0)
        #expect(stack.realisedCount > 1 && stack.realisedCount < 1001)
        #expect(try stack.text(2).string() == "C1")
        let unrealised = #expect(throws: InspectionError.self) { try stack.text(900) }
        #expect(
            unrealised?.description
                == "View for item 900 (the realised items are \(stack.realisedRows.first ?? 0) ..< \((stack.realisedRows.last ?? 0) + 1)) is absent"
        )
    }

    @Test func searchPathAndActions() throws {
        let sut = try Strip().inspect(size: CGSize(width: 30, height: 3))
        #expect(try sut.find(text: "C1").pathToRoot == "view(Strip.self).scrollView().lazyHStack().text(2)")
        try sut.scrollView().lazyHStack().button(0).tap()
        #expect(
            try sut.find(button: "Tapped 1").pathToRoot
                == "view(Strip.self).scrollView().lazyHStack().button(0)")
        #expect(throws: InspectionError.self) { try sut.find(text: "C999") }
    }

    @Test func indicesCountEveryItemAfterScrolling() throws {
        let sut = try Strip().inspect(size: CGSize(width: 30, height: 3))
        let stack = try sut.scrollView().lazyHStack()
        try sut.scrollView().scroll(to: CGPoint(x: 300, y: 0))
        #expect(try sut.scrollView().contentOffset() == CGPoint(x: 300, y: 0))
        #expect(stack.realisedRows.contains(80) && !stack.realisedRows.contains(0))
        #expect(try stack.text(80).string() == "C79")
        #expect(try sut.find(text: "C79").pathToRoot == "view(Strip.self).scrollView().lazyHStack().text(80)")
        #expect(throws: InspectionError.self) { try sut.find(button: "Tapped 0") }
        let bounds = #expect(throws: InspectionError.self) { try stack.text(1001) }
        #expect(bounds?.description == "Enclosed view index '1001' is out of bounds: '0 ..< 1001'")
    }

    @Test func errorMessages() throws {
        let sut = try LazyVStack { Text("A") }.inspect()
        let wrong = #expect(throws: InspectionError.self) { try sut.lazyHStack() }
        #expect(wrong?.description == "lazyHStack() found LazyVStack instead of LazyHStack")
        let stack = try LazyHStack {
            Text("A"); Text("B")
        }.inspect().lazyHStack()
        let bounds = #expect(throws: InspectionError.self) { try stack.text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try stack.padding() }
        #expect(missing?.description == "LazyHStack does not have 'padding' modifier")
    }
}
