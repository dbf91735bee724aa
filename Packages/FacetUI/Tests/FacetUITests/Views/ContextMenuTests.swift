import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct FileRow: View {
    let log: Log
    @State var name = "notes.txt"
    var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .contextMenu {
                    Button("Rename") { name = "renamed.txt" }
                    Text("Not an item")
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
            Button("Other") { log.entries.append("other") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private let shiftF10 = "\u{1B}[21;2~"
private let menuKey = "\u{1B}[29~"
private let down = "\u{1B}[B"

@MainActor @Suite struct ContextMenuTests {
    @Test func theWidgetListsTheItemsAndSelectRunsThem() throws {
        let log = Log()
        let host = HeadlessHost(FileRow(log: log), width: 20, height: 4)
        let menu = try host.widget(kind: "ContextMenu")
        #expect(
            menu.content as? ContextMenuContent
                == ContextMenuContent(items: ["Rename", "Delete"], isEnabled: true))
        menu.send(.select(1))
        menu.send(.select(7))
        #expect(log.entries == ["delete"])
        menu.send(.select(0))
        host.flush()
        #expect(host.texts.first == "renamed.txt")
    }

    @Test func shiftF10OnTheFocusedTextOpensTheMenuBelowIt() {
        let log = Log()
        let host = TerminalHost(FileRow(log: log), width: 20, height: 6)
        host.type("\t")  // the text takes focus: nothing in it can
        host.type(shiftF10)
        #expect(
            host.screen == """
                notes.txt
                ╭────────╮
                │ Rename │
                │ Delete │
                ╰────────╯
                """)
        host.type(down + "\r")
        #expect(log.entries == ["delete"])
        #expect(host.screen == "notes.txt\n[ Other ]")
    }

    @Test func theMenuKeyOpensItAndEscapeClosesIt() {
        let host = TerminalHost(FileRow(log: Log()), width: 20, height: 6)
        host.type("\t" + menuKey)
        #expect(host.screen.contains("│ Rename │"))
        host.type("\u{1B}")
        #expect(host.screen == "notes.txt\n[ Other ]")
    }

    @Test func aRightClickOpensTheMenuAtThePointerAndAClickChooses() {
        let host = TerminalHost(FileRow(log: Log()), width: 20, height: 6)
        // The right button at column 2 of the text: the menu opens below the pointer, over
        // the button.
        host.type("\u{1B}[<2;3;1M\u{1B}[<2;3;1m")
        #expect(
            host.screen == """
                notes.txt
                [ ╭────────╮
                  │ Rename │
                  │ Delete │
                  ╰────────╯
                """)
        host.type("\u{1B}[<0;5;3M\u{1B}[<0;5;3m")  // click "Rename"
        #expect(host.screen == "renamed.txt\n[ Other ]")
    }

    @Test func aControlKeepsItsFocusAndTheMenuOpensFromIt() {
        let log = Log()
        let host = TerminalHost(
            Button("Save") { log.entries.append("save") }
                .contextMenu { Button("Save As…") { log.entries.append("save as") } },
            width: 20, height: 5)
        host.type("\t")
        host.type(shiftF10 + "\r")  // the button passes Shift-F10 up to its context menu
        #expect(log.entries == ["save as"])
        host.type("\r")  // focus went back to the button
        #expect(log.entries == ["save as", "save"])
    }

    @Test func aDisabledViewOrANilMenuOpensNothing() {
        let disabled = TerminalHost(
            Text("Off").contextMenu { Button("Item") {} }.disabled(true).frame(
                width: 10, height: 4, alignment: .topLeading),
            width: 10, height: 4)
        disabled.type("\u{1B}[<2;1;1M")
        #expect(disabled.screen == "Off")
        let none = TerminalHost(
            Text("None").contextMenu(nil as ContextMenu<Button<Text>>?).frame(
                width: 10, height: 4, alignment: .topLeading),
            width: 10, height: 4)
        none.type("\t" + shiftF10)
        #expect(none.screen == "None")
    }

    @Test func thePreviewIsKeptForInspectionTools() throws {
        let host = HeadlessHost(
            Text("Photo").contextMenu {
                Button("Share") {}
            } preview: {
                Text("Big photo")
            })
        let node = try #require(
            host.node(where: { $0.appliedModifier is ContextMenuModifier<Button<Text>, Text> }))
        #expect(
            (node.appliedModifier as? ContextMenuModifier<Button<Text>, Text>)?.preview == Text("Big photo"))
        #expect(try host.content(ContextMenuContent.self, kind: "ContextMenu").items == ["Share"])
    }
}
