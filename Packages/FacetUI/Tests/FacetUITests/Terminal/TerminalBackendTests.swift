import FacetTerminal
import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@Observable private final class Rows {
    var titles = (0..<200).map { "row \($0)" }
}

private struct RowList: View {
    let rows: Rows
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.titles.indices, id: \.self) { index in Text(rows.titles[index]) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor @Suite struct TerminalBackendTests {
    @Test func drawsTextAndButtons() {
        let host = TerminalHost(Counter(), width: 20, height: 4)
        #expect(host.screen == ["", "      Count: 0", "       [ Add ]"].joined(separator: "\n"))
    }

    @Test func tabAndEnterActivateTheButton() {
        let host = TerminalHost(Counter(), width: 20, height: 4)
        host.type("\t\r")
        #expect(host.screen.contains("Count: 1"))
        host.type(" ")
        #expect(host.screen.contains("Count: 2"))
    }

    @Test func mouseClickActivatesTheButton() {
        let host = TerminalHost(Counter(), width: 20, height: 4)
        host.type("\u{1B}[<0;8;3M\u{1B}[<0;8;3m")
        #expect(host.screen.contains("Count: 1"))
    }

    @Test func untrustedTextIsDrawnInert() {
        let evil = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c\u{9B}d"
        let host = TerminalHost(Text(evil), width: 30, height: 1)
        let written = host.sink.text
        // The only screen clear is the renderer's own, before the first frame.
        #expect(written.components(separatedBy: "\u{1B}[2J").count == 2)
        #expect(!written.contains("\u{1B}]0;"))
        #expect(!written.unicodeScalars.contains("\u{9B}"))
        #expect(written.contains("a␛[2Jb␛]0;pwned␇c"))
        #expect(host.screen.contains("␛[2Jb"))
    }

    @Test func changingOneRowWritesOnlyItsCells() {
        let rows = Rows()
        let host = TerminalHost(RowList(rows: rows), width: 80, height: 200)
        let firstFrame = host.renderer.lastFrameByteCount
        rows.titles[120] = "row 12X"
        host.graph.flush()
        #expect(host.screen.split(separator: "\n")[120] == "row 12X")
        #expect(host.renderer.lastFrameByteCount > 0)
        #expect(host.renderer.lastFrameByteCount < 20)
        #expect(firstFrame > 1_000)
    }
}

private struct LongForm: View {
    @State var name = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: $name)
            ForEach(0..<199, id: \.self) { Text("row \($0)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor @Suite struct TerminalOutputTests {
    @Test func aOneCharacterEditWritesBytesForTheChangedCellsOnly() {
        let host = TerminalHost(LongForm(), width: 80, height: 200)
        let fullFrame = host.renderer.lastFrameByteCount
        host.type("\t")  // focus the field
        host.type("a")
        #expect(host.screen.hasPrefix("a"))
        // One cell changed (plus cursor movement and styles): a few dozen bytes at most,
        // against a full frame of 200 rows.
        #expect(host.renderer.lastFrameByteCount > 0)
        #expect(host.renderer.lastFrameByteCount < 40)
        #expect(fullFrame > 2_000)
    }
}
