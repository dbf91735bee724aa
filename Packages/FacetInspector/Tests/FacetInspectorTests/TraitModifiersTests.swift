import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private enum IsPinned: ContainerValueKey {
    static var defaultValue: Bool { false }
}

extension ContainerValues {
    fileprivate var isPinned: Bool {
        get { self[IsPinned.self] }
        set { self[IsPinned.self] = newValue }
    }
}

/// `gridCellColumns()`, `layoutValue(_:)` and `containerValue(_:)`.
@MainActor @Suite struct TraitModifiersTests {
    @Test func gridCellColumns() throws {
        let sut = try Grid {
            GridRow {
                Text("Total").gridCellColumns(2)
                Text("42")
            }
        }.inspect().grid().gridRow(0)
        #expect(try sut.text(0).gridCellColumns() == 2)
        let missing = #expect(throws: InspectionError.self) { try sut.text(1).gridCellColumns() }
        #expect(missing?.description == "Text does not have 'gridCellColumns' modifier")
    }

    @Test func layoutValue() throws {
        let sut = try VStack {
            Text("A").layoutValue(key: Rank.self, value: 3).padding()
            Text("B")
        }.inspect().vStack()
        #expect(try sut.text(0).layoutValue(Rank.self) == 3)
        let missing = #expect(throws: InspectionError.self) { try sut.text(1).layoutValue(Rank.self) }
        #expect(missing?.description == "Text does not have 'layoutValue(Rank)' modifier")
    }

    @Test func containerValue() throws {
        let sut = try VStack {
            Text("A").containerValue(\.isPinned, true)
            Text("B").tag(1)
        }.inspect().vStack()
        #expect(try sut.text(0).containerValue(\.isPinned) == true)
        #expect(try sut.find(text: "A").containerValue(\.isPinned))
        let missing = #expect(throws: InspectionError.self) { try sut.text(1).containerValue(\.isPinned) }
        #expect(missing?.description == "Text does not have 'containerValue' modifier (it has: tag)")
    }
}
