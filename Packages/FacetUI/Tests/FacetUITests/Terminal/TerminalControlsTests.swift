import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Form: View {
    @State var name = ""
    @State var volume = 0.5
    @State var flavor = "Vanilla"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text("Hello, \(name)!")
            Slider(value: $volume, in: 0...1, step: 0.1)
            Text("Volume \(Int((volume * 10).rounded()))")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .pickerStyle(.segmented)
            Text("Flavor: \(flavor)")
        }
    }
}

private struct Pages: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details") { Text("Detail page").navigationTitle("Details") }
            }
            .navigationTitle("Home")
        }
    }
}

private struct Sheet: View {
    @State var isPresented = true
    @State var dismissals = 0
    var body: some View {
        VStack {
            Text("dismissed \(dismissals)")
        }
        .sheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }) {
            Text("A sheet")
        }
    }
}

private struct Bill: View {
    @State var amount = 0.0
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            Text("Bound: " + String(amount))
            Button("Clear") { amount = 0 }
        }
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

@MainActor @Suite struct TerminalControlsTests {
    @Test func typingIntoAFocusedFormattedFieldReplacesItsTextAndReturnCommitsTheValue() {
        let host = TerminalHost(Bill(), width: 30, height: 4)
        #expect(host.screen.contains("$0.00"))
        host.type("\t100")
        #expect(host.screen.contains("100"))
        #expect(!host.screen.contains("$0.00"))
        #expect(host.screen.contains("Bound: 0.0"))
        host.type("\r")
        #expect(host.screen.contains("Bound: 100.0"))
        #expect(host.screen.contains("$100.00"))
        // Tab away and back: everything is selected again, so new digits replace the value.
        host.type("\t\t42.5\r")
        #expect(host.screen.contains("Bound: 42.5"))
        #expect(host.screen.contains("$42.50"))
    }

    @Test func typingInATextFieldUpdatesTheBinding() {
        let host = TerminalHost(Form(), width: 40, height: 8)
        host.type("\tAda")
        #expect(host.screen.contains("Hello, Ada!"))
    }

    @Test func arrowKeysMoveTheSliderAndThePicker() {
        let host = TerminalHost(Form(), width: 40, height: 8)
        host.type("\t\t\u{1B}[C")
        #expect(host.screen.contains("Volume 6"))
        host.type("\t\u{1B}[C")
        #expect(host.screen.contains("Flavor: Chocolate"))
    }

    @Test func enterOnALinkPushesAndTheBackButtonPops() {
        let host = TerminalHost(Pages(), width: 30, height: 6)
        #expect(host.screen.contains("Home"))
        host.type("\t\r")
        #expect(host.screen.contains("Detail page"))
        #expect(host.screen.contains("Details"))
        host.type("\u{1B}[<0;2;1M\u{1B}[<0;2;1m")
        #expect(host.screen.contains("Home"))
    }

    @Test func escapeDismissesASheet() {
        let host = TerminalHost(Sheet(), width: 30, height: 8)
        host.graph.flush()
        host.backend.screen.render()
        #expect(host.screen.contains("A sheet"))
        host.type("\u{1B}")
        #expect(!host.screen.contains("A sheet"))
        #expect(host.screen.contains("dismissed 1"))
    }
}

private struct Shortcuts: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ","))
            Button("Save") { log.append("save") }.keyboardShortcut("s")
            Button("OK") { log.append("ok") }.keyboardShortcut(.defaultAction)
            Button("Off") { log.append("off") }.keyboardShortcut("o").disabled(true)
        }
    }
}

@MainActor @Suite struct TerminalShortcutTests {
    @Test func unconsumedKeysActivateTheMatchingShortcut() {
        let host = TerminalHost(Shortcuts(), width: 30, height: 6)
        host.type("\u{13}")  // Ctrl-S stands for Command-S
        host.type("\r")  // Return: the default action (no widget has focus)
        host.type("\u{0F}")  // Ctrl-O: a disabled button does nothing
        host.type("x")  // no shortcut
        #expect(host.screen.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "save,ok")
    }
}

private struct Fruits: View {
    @State var selection: String?
    var body: some View {
        VStack {
            Text("picked \(selection ?? "none")")
            List(["Apple", "Banana", "Cherry"], id: \.self, selection: $selection) { Text($0) }
        }
    }
}

@MainActor @Suite struct TerminalListTests {
    @Test func arrowsAndEnterSelectARow() {
        let host = TerminalHost(Fruits(), width: 30, height: 8)
        host.type("\t\u{1B}[B\r")
        #expect(host.screen.contains("picked Banana"))
    }

    @Test func clickingARowSelectsIt() throws {
        let host = TerminalHost(Fruits(), width: 30, height: 8)
        let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("Cherry") })
        let column = try #require(lines[row].range(of: "Cherry")).lowerBound.utf16Offset(in: lines[row])
        host.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        #expect(host.screen.contains("picked Cherry"))
    }
}

private struct LongList: View {
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("picked \(selection.map(String.init) ?? "none")")
            List(0..<10_000, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }
}

@MainActor @Suite struct TerminalLongListTests {
    @Test func endAndEnterSelectTheLastRowThoughItWasNotBuilt() {
        let host = TerminalHost(LongList(), width: 20, height: 6)
        #expect(
            host.screen == """
                     picked none
                Row 0              ┃
                Row 1              │
                Row 2              │
                Row 3              │
                Row 4              │
                """)
        host.type("\t\u{1B}[F")  // Tab to the list, End
        host.type("\r")
        #expect(
            host.screen == """
                     picked 9999
                Row 9995           │
                Row 9996           │
                Row 9997           │
                Row 9998           │
                Row 9999           ┃
                """)
        let rows = host.graph.totals.widgetsCreated
        #expect(rows < 60)  // the rows in view twice, with their margins
    }

    @Test func pageDownMovesTheHighlightAPageIntoRowsNotBuilt() {
        let host = TerminalHost(LongList(), width: 20, height: 6)
        host.type("\t")
        for _ in 0..<30 { host.type("\u{1B}[6~") }  // Page Down, 4 rows each
        host.type("\r")
        #expect(host.screen.hasPrefix("     picked 120\n"))
        #expect(host.screen.contains("Row 120"))
    }
}

private struct Confirmation: View {
    @State var asking = false
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("log: \(log.joined(separator: ","))")
            Button("Ask") { asking = true }
        }
        .confirmationDialog("Sure?", isPresented: $asking, titleVisibility: .visible) {
            Button("Yes") { log.append("yes") }
            Button("No", role: .cancel) { log.append("no") }
        }
    }
}

@MainActor @Suite struct TerminalModalFocusTests {
    @Test func aPresentedDialogFocusesItsFirstButton() {
        let host = TerminalHost(Confirmation(), width: 30, height: 10)
        host.type("\t\r")  // "Ask"
        #expect(host.screen.contains("Sure?"))
        host.type("\r")  // the first button has the focus
        #expect(!host.screen.contains("Sure?"))
        #expect(host.screen.contains("log: yes") && !host.screen.contains("no"))
        host.type("\r")  // focus is back on "Ask"
        host.type("\t\r")  // "No"
        #expect(host.screen.contains("log: yes,no"))
    }
}
