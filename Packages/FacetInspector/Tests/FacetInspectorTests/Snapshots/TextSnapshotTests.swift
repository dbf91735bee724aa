import FacetInspector
import FacetTerminal
import FacetUI
import Foundation
import Testing

/// A count with buttons changing it, the second disabled while the count is zero.
struct SnapshotCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text("Count:"); Text("\(count)").bold()
            }
            HStack {
                Button("Add one") { count += 1 }
                Button("Reset", role: .destructive) { count = 0 }.disabled(count == 0)
            }
        }
        .padding()
    }
}

/// A field that takes focus when the button is tapped.
private struct FocusingForm: View {
    @State private var name = "Ada"
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($isEditing)
            Button("Edit") { isEditing = true }
        }
    }
}

/// A button that presents a sheet.
private struct Presenting: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                VStack {
                    Text("In the sheet")
                    Button("Close") { isPresented = false }
                }
            }
    }
}

/// What the terminal backend itself draws for `view`: the rows a snapshot must equal.
@MainActor
private func terminalRows<V: View>(of view: V, width: Int, height: Int, act: (ViewGraph) -> Void = { _ in })
    -> [String]
{
    let backend = TerminalBackend(size: CellSize(width: width, height: height))
    let graph = ViewGraph(rootView: view, backend: backend, size: CGSize(width: width, height: height))
    graph.flush()
    act(graph)
    return backend.screen.compose().textLines
}

@MainActor @Suite struct TextSnapshotTests {
    @Test func aViewIsDrawnAsTheTerminalDrawsItAtTheGivenSize() throws {
        let snapshot = try SnapshotCounter().inspect().snapshot(width: 30, height: 5)
        #expect(snapshot.width == 30 && snapshot.height == 5)
        #expect(snapshot.lines == ["", "", "     Count: 0", "     [ Add one ] [ Reset ]", ""])
        #expect(snapshot.lines == terminalRows(of: SnapshotCounter(), width: 30, height: 5))
        #expect(snapshot.text == "\n\n     Count: 0\n     [ Add one ] [ Reset ]\n")
        #expect(snapshot.description == snapshot.text)
    }

    @Test func theStyleTrackWritesEachRunOfAStyleAsMarkup() throws {
        let snapshot = try SnapshotCounter().inspect().snapshot(width: 30, height: 5)
        #expect(
            snapshot.styledLines == [
                "", "", "     Count: [b]0[/b]",
                "     \\[ Add one ] [dim]\\[[/dim] [dim]Reset[/dim] [dim]][/dim]", "",
            ])
    }

    @Test func coloursAndAttributesHaveTagsAndBracketsAreEscaped() throws {
        let view = VStack(alignment: .leading) {
            Text("[red] \\").foregroundColor(.red)
            Text("slanted").italic().underline()
            Text("gone").strikethrough()
        }
        let snapshot = try view.inspect().snapshot(width: 12, height: 3)
        #expect(
            snapshot.styledLines == [
                "   [fg=#ff3b30]\\[red] \\\\[/fg=#ff3b30]", "   [i u]slanted[/i u]", "   [s]gone[/s]",
            ])
    }

    @Test func theNextSnapshotShowsTheStateAnActionLeft() throws {
        let sut = try SnapshotCounter().inspect()
        try sut.find(button: "Add one").tap()
        try sut.find(button: "Add one").tap()
        let snapshot = try sut.snapshot(width: 30, height: 5)
        #expect(snapshot.lines[2] == "     Count: 2")
        #expect(snapshot.styledLines[3] == "     \\[ Add one ] \\[ Reset ]")
    }

    @Test func anInspectedSubviewIsCutOutAtItsFrame() throws {
        let sut = try SnapshotCounter().inspect()
        _ = try sut.snapshot(width: 30, height: 5)
        let reset = try sut.find(button: "Reset").snapshot()
        #expect(reset.lines == ["[ Reset ]"])
        #expect(try sut.vStack().hStack(0).snapshot().styledText == "Count: [b]0[/b]")
        let stack = try sut.vStack().snapshot(width: 40, height: 6)
        #expect(stack.lines == ["Count: 0", "[ Add one ] [ Reset ]"])
    }

    @Test func theFocusedControlIsDrawnFocused() throws {
        let sut = try FocusingForm().inspect()
        let before = try sut.snapshot(width: 16, height: 2)
        try sut.find(button: "Edit").tap()
        let after = try sut.snapshot(width: 16, height: 2)
        #expect(before.lines == after.lines)
        #expect(before.styledLines[0] != after.styledLines[0])
        // Focused: bold, its text selected (inverse) as a field that gains focus selects it.
        #expect(after.styledLines[0].hasPrefix("[b u inv]Ada[/b u inv][b u]"), "\(after.styledText)")
        #expect(before.lines == terminalRows(of: FocusingForm(), width: 16, height: 2))
    }

    @Test func aPresentedSheetIsDrawnOverTheWindow() throws {
        let sut = try Presenting().inspect()
        try sut.find(button: "Show").tap()
        let snapshot = try sut.snapshot(width: 24, height: 7)
        #expect(snapshot.text.contains("In the sheet"), "\(snapshot.text)")
        #expect(snapshot.styledText.contains("[dim]"), "behind the sheet is dimmed: \(snapshot.styledText)")
        try sut.find(button: "Close").tap()
        #expect(try !sut.snapshot().text.contains("In the sheet"))
    }

    @Test func aSnapshotNeedsAPositiveSize() throws {
        let sut = try SnapshotCounter().inspect()
        #expect(
            throws: InspectionError.notSupported("A snapshot needs a size of at least 1 × 1 cells, not 0 × 5")
        ) {
            try sut.snapshot(width: 0, height: 5)
        }
    }
}
