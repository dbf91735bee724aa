import FacetInspector
import FacetUI
import Foundation
import Testing

/// `listRowInsets()`, `listRowBackground()`, `listItemTint()`, the separator getters and the
/// list spacings.
@MainActor @Suite struct ListRowModifiersTests {
    @Test func insetsBackgroundAndTintOfARow() throws {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let sut = try List {
            Text("A").listRowInsets(insets).listRowBackground(Text("behind").padding()).listItemTint(
                .preferred(.red))
            Text("B").listItemTint(.blue)
            Text("C").listItemTint(.monochrome)
        }.inspect().list()
        #expect(try sut.text(0).listRowInsets() == insets)
        #expect(try sut.text(0).listRowBackground().text().string() == "behind")
        #expect(try sut.text(0).listRowBackground().pathToRoot == "list().text(0).listRowBackground()")
        let preferred = try sut.text(0).listItemTint()
        #expect(preferred.color == .red && !preferred.isFixed)
        let fixed = try sut.text(1).listItemTint()
        #expect(fixed.color == .blue && fixed.isFixed)
        let monochrome = try sut.text(2).listItemTint()
        #expect(monochrome.color == .gray && monochrome.isFixed)
    }

    @Test func searchesFindTheBackgroundThroughItsRow() throws {
        let sut = try List { Text("Row").listRowBackground(Text("Behind")) }.inspect()
        #expect(try sut.find(text: "Behind").pathToRoot == "list().text(0).listRowBackground().text()")
    }

    @Test func missingModifiers() throws {
        let sut = try List { Text("Row") }.inspect().list().text(0)
        let insets = #expect(throws: InspectionError.self) { try sut.listRowInsets() }
        #expect(insets?.description == "Text does not have 'listRowInsets' modifier")
        let background = #expect(throws: InspectionError.self) { try sut.listRowBackground() }
        #expect(background?.description == "Text does not have 'listRowBackground' modifier")
        let tint = #expect(throws: InspectionError.self) { try sut.listItemTint() }
        #expect(tint?.description == "Text does not have 'listItemTint' modifier")
    }

    @Test func separatorsByEdge() throws {
        let sut = try List {
            Section {
                Text("A").listRowSeparator(.hidden, edges: .top).listRowSeparatorTint(.red)
            }
            .listSectionSeparator(.visible).listSectionSeparatorTint(.green, edges: .bottom)
        }.inspect().list()
        let row = try sut.section(0).text(0)
        #expect(try row.listRowSeparator(.top) == .hidden)
        #expect(try row.listRowSeparatorTint(.bottom) == .red)
        let missing = #expect(throws: InspectionError.self) { try row.listRowSeparator(.bottom) }
        #expect(
            missing?.description
                == "Text does not have 'listRowSeparator' modifier (it has: listRowSeparator, listRowSeparatorTint)"
        )
        let section = try sut.section(0)
        #expect(try section.listSectionSeparator(.top) == .visible)
        #expect(try section.listSectionSeparatorTint(.bottom) == .green)
    }

    @Test func spacings() throws {
        let sut = try List {
            Section { Text("A") }.listSectionSpacing(.compact)
        }
        .listRowSpacing(2)
        .inspect()
        #expect(try sut.list().listRowSpacing() == 2)
        #expect(try sut.list().section(0).text(0).listRowSpacing() == 2)  // inherited
        #expect(try sut.list().section(0).listSectionSpacing() == .compact)
    }

    @Test func theListsRowsAreItsContentsBesideTheBackgroundsItBuilds() throws {
        let sut = try List {
            Text("A").listRowBackground(Color.red)
            Text("B")
        }.inspect().list()
        #expect(sut.count == 2)
        #expect(try sut.text(1).string() == "B")
        #expect(try sut.find(ViewType.Color.self).pathToRoot == "list().text(0).listRowBackground().color()")
    }
}
