import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Groceries: View {
    @State var items = ["Apples", "Bread", "Cheese", "Dates"]
    var body: some View {
        VStack {
            Text(items.joined(separator: ","))
            List {
                ForEach(items, id: \.self) {
                    Text($0).deleteDisabled($0 == "Bread").moveDisabled($0 == "Dates")
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

private struct ReadOnly: View {
    @State var items = ["Apples", "Bread"]
    var body: some View {
        VStack {
            Text(items.joined(separator: ","))
            List { ForEach(items, id: \.self) { Text($0) } }
        }
    }
}

private struct LongList: View {
    @State var rows = Array(0..<10_000)
    var body: some View {
        VStack {
            Text("\(rows.count) rows, last \(rows.last ?? -1)")
            List {
                ForEach(rows, id: \.self) { Text("Row \($0)") }
                    .onDelete { rows.remove(atOffsets: $0) }
                    .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

private struct Editing: View {
    @State var mode = EditMode.inactive
    @State var items = ["Apples"]
    var body: some View {
        VStack {
            EditButton()
            Text(mode.isEditing ? "editing" : "inactive")
            List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
        }
        .environment(\.editMode, $mode)
    }
}

/// An expenses page as SwiftUI tutorials write it: the `EditButton` in the navigation bar
/// and the `List` in the page share the edit mode the stack gives the page.
private struct StackEditing: View {
    @State var items = ["Apples", "Bread"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
                NavigationLink("Details") { List { Text("Detail") }.toolbar { EditButton() } }
            }
            .navigationTitle("Items")
            .toolbar { EditButton() }
        }
    }
}

private let down = "\u{1B}[B"
private let delete = "\u{1B}[3~"
private let backspace = "\u{7F}"
private let altDown = "\u{1B}[1;3B"
private let altUp = "\u{1B}[1;3A"

@MainActor private func firstLine(_ host: TerminalHost) -> String {
    String(host.screen.split(separator: "\n").first ?? "").trimmingCharacters(in: .whitespaces)
}

/// The list's lines: from the first row ("Apples") on.
@MainActor private func rowLines(_ host: TerminalHost) -> [String] {
    Array(
        host.screen.split(separator: "\n").map(String.init).drop {
            !$0.contains("Apples") || $0.contains(";")
        })
}

/// Clicks the first cell showing `text`.
@MainActor private func click(_ host: TerminalHost, on text: String) throws {
    let point = try #require(host.position(of: text))
    host.type("\u{1B}[<0;\(point.x + 1);\(point.y + 1)M\u{1B}[<0;\(point.x + 1);\(point.y + 1)m")
}

@MainActor @Suite struct ListEditingTests {
    @Test func deleteKeyDeletesTheHighlightedRow() {
        let host = TerminalHost(Groceries(), width: 30, height: 8)
        host.type("\t\(down)\(down)\(delete)")  // focus the list, highlight Cheese, delete it
        #expect(firstLine(host) == "Apples,Bread,Dates")
        #expect(!host.screen.contains("Cheese"))
        host.type(backspace)  // the highlight stays at the third row: Dates
        #expect(firstLine(host) == "Apples,Bread")
    }

    @Test func aDeleteDisabledRowIsKept() {
        let host = TerminalHost(Groceries(), width: 30, height: 8)
        host.type("\t\(down)\(delete)")  // Bread
        #expect(firstLine(host) == "Apples,Bread,Cheese,Dates")
    }

    @Test func altArrowsMoveTheHighlightedRow() {
        let host = TerminalHost(Groceries(), width: 30, height: 8)
        host.type("\t\(altDown)")  // Apples one down
        #expect(firstLine(host) == "Bread,Apples,Cheese,Dates")
        host.type(altDown)  // the highlight followed Apples
        #expect(firstLine(host) == "Bread,Cheese,Apples,Dates")
        host.type("\(altUp)\(altUp)\(altUp)")  // to the top; a fourth does nothing
        #expect(firstLine(host) == "Apples,Bread,Cheese,Dates")
        let lines = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(5).dropFirst()) == ["Apples", "Bread", "Cheese", "Dates"])
    }

    @Test func aMoveDisabledRowStaysButOthersMovePastIt() {
        let host = TerminalHost(Groceries(), width: 30, height: 8)
        host.type("\t\(down)\(down)\(down)\(altUp)")  // Dates cannot move
        #expect(firstLine(host) == "Apples,Bread,Cheese,Dates")
        host.type("\u{1B}[A\(altDown)")  // Cheese can, below Dates
        #expect(firstLine(host) == "Apples,Bread,Dates,Cheese")
    }

    @Test func aListWithoutActionsIgnoresTheKeys() {
        let host = TerminalHost(ReadOnly(), width: 30, height: 8)
        host.type("\t\(delete)\(altDown)")
        #expect(firstLine(host) == "Apples,Bread")
    }

    @Test func theListsContentTellsTheBackendWhatCanBeEdited() throws {
        let host = HeadlessHost(Groceries(), width: 30, height: 8)
        let content = try host.content(ListContent.self, kind: "List")
        #expect(content.canDelete && content.canMove && !content.isEditing)
        let readOnly = try HeadlessHost(ReadOnly(), width: 30, height: 8).content(
            ListContent.self, kind: "List")
        #expect(!readOnly.canDelete && !readOnly.canMove)
    }

    @Test func aRowNotBuiltIsDeletedAndMovedByItsOffset() throws {
        let host = HeadlessHost(LongList(), width: 20, height: 6)
        try host.widget(kind: "List").send(.delete(9_998))
        _ = host.flush()
        #expect(host.texts.first == "9999 rows, last 9999")
        try host.widget(kind: "List").send(.move(0, toOffset: 9_999))
        _ = host.flush()
        #expect(host.texts.first == "9999 rows, last 0")
        #expect(host.graph.totals.widgetsCreated < 60)
    }

    @Test func editModeActiveIsShownToTheBackendAndEditButtonTogglesIt() throws {
        let host = HeadlessHost(Editing(), width: 30, height: 8)
        #expect(try !host.content(ListContent.self, kind: "List").isEditing)
        host.send(.activate, toText: "Edit")
        _ = host.flush()
        #expect(try host.content(ListContent.self, kind: "List").isEditing)
        #expect(host.texts.contains("Done") && host.texts.contains("editing"))
        host.send(.activate, toText: "Done")
        _ = host.flush()
        #expect(host.texts.contains("Edit") && host.texts.contains("inactive"))
    }

    @Test func aRowAtTheEndOfItsForEachStaysAndSoDoesTheHighlight() {
        let host = TerminalHost(EditableGroceries(), width: 40, height: 10)
        host.type("\t\t\(down)\(down)\(altDown)")  // Cheese cannot move into the vegetables
        #expect(firstLine(host) == "Apples,Bread,Cheese;Leeks,Onions")
        host.type(altUp)  // the highlight stayed on Cheese, which moves up
        #expect(firstLine(host) == "Apples,Cheese,Bread;Leeks,Onions")
        host.type("\(down)\(down)\(altUp)")  // Leeks cannot move into the fruit
        #expect(firstLine(host) == "Apples,Cheese,Bread;Leeks,Onions")
        host.type(altDown)  // Leeks moves below Onions
        #expect(firstLine(host) == "Apples,Cheese,Bread;Onions,Leeks")
    }

    @Test func editModeDrawsDeleteAndMoveMarkersAndAClickOnADeleteMarkerDeletes() throws {
        let host = TerminalHost(EditableGroceries(), width: 40, height: 10)
        #expect(!host.screen.contains("⊖") && !host.screen.contains("≡"))
        #expect(rowLines(host).first == "Apples")
        try click(host, on: "Edit")
        // Deletable rows lead with "⊖", movable ones end with "≡" (Bread cannot be deleted,
        // the vegetables have no onDelete, Onions cannot move); the content moves right.
        func line(_ text: String, moves: Bool = true) -> String {
            moves ? text.padding(toLength: 39, withPad: " ", startingAt: 0) + "≡" : text
        }
        #expect(
            rowLines(host) == [
                line("⊖ Apples"), line("  Bread"), line("⊖ Cheese"), line("  Leeks"),
                line("  Onions", moves: false),
            ])
        let marker = try #require(host.position(of: "⊖ Cheese"))
        #expect(host.buffer[marker.x, marker.y].style.foreground == .red)
        try click(host, on: "⊖ Cheese")
        #expect(firstLine(host) == "Apples,Bread;Leeks,Onions")
        try click(host, on: "Apples  ")  // the row's text: only highlights it
        #expect(firstLine(host) == "Apples,Bread;Leeks,Onions")
        try click(host, on: "Done")
        #expect(!host.screen.contains("⊖") && !host.screen.contains("≡"))
        #expect(rowLines(host).first == "Apples")
    }

    @Test func theRowsTellTheBackendWhatEachCanDoAndWhere() throws {
        let host = HeadlessHost(EditableGroceries(), width: 30, height: 10)
        let rows = try host.content(ListContent.self, kind: "List").rows
        #expect(rows.map(\.canDelete) == [true, false, true, false, false])
        #expect(rows.map(\.canMove) == [true, true, true, true, false])
        #expect(rows.map(\.movableRange) == [0..<3, 0..<3, 0..<3, 3..<5, 3..<5])
    }

    @Test func offsetsHelpersMatchSwiftUIs() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["c", "d", "b", "a"])
        letters.remove(atOffsets: [0, 2, 9])
        #expect(letters == ["d", "a"])
    }

    @Test func aNavigationStackGivesEachPageAnEditModeItsToolbarShares() throws {
        let host = HeadlessHost(StackEditing(), width: 30, height: 8)
        #expect(try !host.content(ListContent.self, kind: "List").isEditing)
        host.send(.activate, toText: "Edit")
        _ = host.flush()
        #expect(try host.content(ListContent.self, kind: "List").isEditing)
        // The rows were laid out again, with room for the delete markers.
        #expect(try host.content(ListContent.self, kind: "List").editControlWidth == 2)
        #expect(host.texts.contains("Done"))
        // A pushed page has an edit mode of its own, inactive; back on the first, it is kept.
        try host.widget(kind: "NavigationLink").send(.activate)
        _ = host.flush()
        #expect(host.texts.contains("Edit") && host.texts.contains("Detail"))
        #expect(try !host.content(ListContent.self, kind: "List").isEditing)
        try host.widget(kind: "NavigationBar").send(.activate)  // back
        _ = host.flush()
        #expect(host.texts.contains("Done"))
        #expect(try host.content(ListContent.self, kind: "List").isEditing)
    }
}
