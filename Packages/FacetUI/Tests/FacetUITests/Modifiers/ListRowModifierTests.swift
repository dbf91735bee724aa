import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @_spi(Backend) @testable import FacetUICore

/// What rows set on themselves in a `List`: insets, a background, a tint, separators, and
/// the spacing between rows and sections.
@MainActor @Suite struct ListRowModifierTests {
    @Test func insetsLeaveRoomAroundTheRowsContent() {
        let host = TerminalHost(
            List {
                Text("Alpha").listRowInsets(EdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 0))
                Text("Beta")
            }, width: 12, height: 5)
        #expect(host.screen == "\n   Alpha\n\nBeta")
    }

    @Test func insetsOnAForEachApplyToEachOfItsRowsAndTheRowFrameIncludesThem() throws {
        let host = HeadlessHost(
            List {
                ForEach(0..<3, id: \.self) { Text("Row \($0)") }
                    .listRowInsets(EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2))
            }, width: 12, height: 10)
        #expect(host.frame(of: "Row 1") == CGRect(x: 2, y: 2, width: 5, height: 1))
        let rows = try host.content(ListContent.self, kind: "List").rows
        #expect(rows.map(\.frame) == (0..<3).map { CGRect(x: 0, y: CGFloat($0 * 2), width: 12, height: 2) })
    }

    @Test func aRowBackgroundFillsTheWholeRowBehindItsContent() throws {
        let host = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta")
                    .listRowInsets(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
                    .listRowBackground(Color.yellow)
            }, width: 10, height: 3)
        // The colour fills the row in blocks (a terminal draws a filled shape so); the row's
        // text is drawn over it.
        #expect(host.screen == "Alpha\n██Beta████")
        let yellow = TerminalStyle.color(.yellow)
        #expect([0, 1, 6, 9].allSatisfy { host.buffer[$0, 1].style.foreground == yellow })
        #expect(host.buffer[0, 0].style.foreground != yellow)
    }

    @Test func backgroundsAreBuiltForTheRowsBuiltOnlyAndFollowThemWhenScrolling() throws {
        let host = HeadlessHost(
            List(0..<1_000, id: \.self) { Text("Row \($0)").listRowBackground(Color.green) }, width: 12,
            height: 5)
        let shapes = host.widgets(kind: "Rectangle").count
        #expect(shapes > 0 && shapes < 20)
        #expect(shapes == host.widgets(kind: "Text").count)
        try host.widget(kind: "List").send(.scroll(CGPoint(x: 0, y: 500)))
        host.flush()
        #expect(host.widgets(kind: "Rectangle").count == host.widgets(kind: "Text").count)
        let row = try #require(host.frame(of: "Row 500"))
        #expect(host.widgets(kind: "Rectangle").contains { $0.absoluteFrame.minY == row.minY })
    }

    @Test func aBackgroundChangesWithItsRow() throws {
        struct Toggling: View {
            @State var urgent = false
            var body: some View {
                VStack {
                    Button("Flag") { urgent.toggle() }
                    List { Text("Task").listRowBackground(urgent ? Color.red : nil) }
                }
            }
        }
        let host = HeadlessHost(Toggling(), width: 12, height: 4)
        #expect(host.widgets(kind: "Rectangle").isEmpty)
        host.send(.activate, toText: "Flag")
        host.flush()
        #expect(host.widgets(kind: "Rectangle").count == 1)
        host.send(.activate, toText: "Flag")
        host.flush()
        #expect(host.widgets(kind: "Rectangle").isEmpty)
    }

    @Test func aSelectedRowIsDrawnInItsItemTint() {
        struct Picking: View {
            @State var selection: Int? = 1
            var body: some View {
                List(selection: $selection) {
                    Text("Inbox").tag(0).listItemTint(.fixed(.orange))
                    Text("Flagged").tag(1).listItemTint(.preferred(.green))
                    Text("Spam").tag(2).listItemTint(.monochrome)
                }
            }
        }
        let host = TerminalHost(Picking(), width: 10, height: 3)
        #expect(host.buffer[0, 1].style.foreground == TerminalStyle.color(.green))
        #expect(host.buffer[0, 1].style.bold)
        #expect(host.buffer[0, 0].style.foreground != TerminalStyle.color(.orange))
        host.type("\t\u{1B}[B\u{1B}[B\r")  // focus, highlight Spam, select it
        #expect(host.buffer[0, 2].style.foreground == TerminalStyle.color(.gray))
    }

    @Test func rowSpacingSeparatesRowsButNotHeadersAndItsRows() {
        let host = TerminalHost(
            List {
                Section {
                    Text("A")
                    ForEach(["B", "C"], id: \.self) { Text($0) }
                } header: {
                    Text("Head")
                }
            }
            .listRowSpacing(1), width: 8, height: 7)
        #expect(host.screen == "Head\nA\n\nB\n\nC")
    }

    @Test func sectionSpacingComesFromTheListOrTheSection() {
        func screen(_ list: some View) -> String { TerminalHost(list, width: 6, height: 8).screen }
        let sections = List {
            Section { Text("A") }
            Section { Text("B") }.listSectionSpacing(2)
            Section { Text("C") }
        }
        // Plain: no gap by default; the second section's own spacing follows it.
        #expect(screen(sections.listStyle(.plain)) == "A\nB\n\n\nC")
        // Grouped: one line between sections by default, none when compact.
        #expect(screen(sections.listStyle(.grouped)) == "A\n\nB\n\n\nC")
        #expect(screen(sections.listStyle(.grouped).listSectionSpacing(.compact)) == "A\nB\n\n\nC")
        #expect(screen(sections.listStyle(.plain).listSectionSpacing(3)) == "A\n\n\n\nB\n\n\nC")
    }

    @Test func separatorsAreShownUnlessARowOrASectionHidesThem() throws {
        let host = HeadlessHost(
            List {
                Section {
                    Text("A").listRowSeparator(.hidden, edges: .bottom)
                    Text("B").listRowSeparatorTint(.red)
                    Text("C")
                } header: {
                    Text("Head")
                }
                .listSectionSeparator(.hidden, edges: .top)
                Section {
                    Text("D").listRowSeparator(.hidden, edges: .top)
                    Text("E")
                }
                .listSectionSeparatorTint(.blue, edges: .bottom)
            }, width: 8, height: 12)
        let rows = try host.content(ListContent.self, kind: "List").rows
        let separators = rows.map(\.separator)
        // Head (section 0's top hidden), A (its bottom hidden), B (red), C (section 0's
        // bottom), D (shown: only its top is hidden), E (section 1's bottom, blue).
        #expect(
            separators == [
                nil, nil, ListContent.Separator(tint: .red), ListContent.Separator(tint: nil),
                ListContent.Separator(tint: nil), ListContent.Separator(tint: .blue),
            ])
    }
}
