import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

@Observable private final class Item: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) { (self.id, self.title) = (id, title) }
}

@Observable private final class Library {
    var items: [Item]
    var footer = "end"
    init(count: Int) { items = (0..<count).map { Item(id: $0, title: "Item \($0)") } }
}

private struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.done ? "[x] \(item.title)" : "[ ] \(item.title)") }
}

private struct LibraryView: View {
    let library: Library
    var body: some View {
        VStack(spacing: 0) {
            ForEach(library.items) { ItemRow(item: $0) }
        }
    }
}

private struct Footer: View {
    @Environment(Library.self) private var library
    var body: some View { Text(library.footer) }
}

@MainActor @Suite struct ObservationTests {
    @Test func changingOneItemReevaluatesOnlyItsRow() {
        let library = Library(count: 100)
        let host = HeadlessHost(LibraryView(library: library), width: 30, height: 100)
        library.items[42].done = true
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
        #expect(host.backend.widget(text: "[x] Item 42") != nil)
    }

    @Test func changingOneRowOfTenThousandStaysConstant() {
        let library = Library(count: 10_000)
        let host = HeadlessHost(LibraryView(library: library), width: 30, height: 10_000)
        library.items[5_000].done = true
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        // The row's text is measured again at the proposals its stack asked; its size is
        // unchanged, so nothing above it is laid out again and nothing moves.
        #expect(counters.layoutsComputed == 3)
        #expect(counters.framesChanged == 0)
    }

    @Test func appendingAnItemReevaluatesTheListAndBuildsOneRow() {
        let library = Library(count: 3)
        let host = HeadlessHost(LibraryView(library: library), width: 30, height: 10)
        library.items.append(Item(id: 3, title: "Item 3"))
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 2)  // the list, and the new row
        #expect(counters.widgetsCreated == 1)
        #expect(host.frame(of: "[ ] Item 3") == rect(10, 6, 10, 1))
    }

    @Test func environmentObjectIsReadByDescendants() {
        let library = Library(count: 1)
        let host = HeadlessHost(Footer().environment(library))
        #expect(host.backend.widget(text: "end") != nil)
        library.footer = "the end"
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(host.backend.widget(text: "the end") != nil)
    }
}
