import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Button(isPresented ? "Done" : "?") { dismiss() }
    }
}

private struct SheetHost: View {
    let log: Log
    @State var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing, onDismiss: { log.entries.append("dismissed") }) { SheetContent() }
    }
}

private struct Note: Identifiable {
    let id: Int
}

private struct ItemSheetHost: View {
    @State var note: Note?
    var body: some View {
        VStack {
            Button("One") { note = Note(id: 1) }
            Button("Two") { note = Note(id: 2) }
        }
        .sheet(item: $note) { Text("Note \($0.id)") }
    }
}

private struct AlertHost: View {
    let log: Log
    @State var asking = true
    var body: some View {
        Text("Content")
            .alert("Delete?", isPresented: $asking) {
                Button("Delete", role: .destructive) { log.entries.append("delete") }
                Button("Cancel", role: .cancel) { log.entries.append("cancel") }
            } message: {
                Text("It goes")
            }
    }
}

private struct DialogHost: View {
    let log: Log
    @State var asking = true
    var body: some View {
        Text("Content")
            .confirmationDialog("Hidden title", isPresented: $asking) {
                Button("First") { log.entries.append("first") }
                Button("Second") {}
            }
    }
}

@MainActor @Suite struct PresentationTests {
    @Test func sheetIsAWindowLevelModalTheWindowLessAMargin() throws {
        let log = Log()
        let host = HeadlessHost(SheetHost(log: log), width: 40, height: 10)
        host.send(.activate, toText: "Open")
        let counters = host.flush()
        #expect(counters.widgetsCreated == 3)
        #expect(
            host.dump == """
                Button (16, 5, 8, 1)
                  Text "Open" (18, 5, 4, 1)
                Modal (2, 1, 36, 8)
                  Button (16, 5, 8, 1)
                    Text "Done" (18, 5, 4, 1)
                """)
        #expect((try host.content(ModalContent.self, kind: "Modal")).presentation == .sheet)
    }

    @Test func dismissEventResetsTheBindingAndRunsOnDismiss() throws {
        let log = Log()
        let host = HeadlessHost(SheetHost(log: log), width: 40, height: 10)
        host.send(.activate, toText: "Open")
        host.flush()
        try host.widget(kind: "Modal").send(.dismiss)
        let counters = host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
        #expect(counters.widgetsRemoved == 3)
        #expect(log.entries == ["dismissed"])
        // Presented again: built anew.
        host.send(.activate, toText: "Open")
        host.flush()
        #expect(!host.widgets(kind: "Modal").isEmpty)
    }

    @Test func dismissActionInsideTheSheetClosesIt() {
        let log = Log()
        let host = HeadlessHost(SheetHost(log: log), width: 40, height: 10)
        host.send(.activate, toText: "Open")
        host.flush()
        host.send(.activate, toText: "Done")
        host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
        #expect(log.entries == ["dismissed"])
    }

    @Test func itemSheetShowsTheItemAndIsReplacedForANewOne() throws {
        let host = HeadlessHost(ItemSheetHost(), width: 40, height: 10)
        #expect(host.widgets(kind: "Modal").isEmpty)
        host.send(.activate, toText: "One")
        host.flush()
        #expect(host.frame(of: "Note 1") == rect(17, 5, 6, 1))
        try host.widget(kind: "Modal").send(.dismiss)
        host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
    }

    @Test func alertTakesItsIdealSizeCentredAndButtonsCloseIt() throws {
        let log = Log()
        let host = HeadlessHost(AlertHost(log: log), width: 40, height: 11)
        host.flush()  // presented when it first appears: built in the next transaction
        #expect(
            host.dump == """
                Text "Content" (17, 5, 7, 1)
                Modal (9, 3, 23, 5)
                  Text "Delete?" (17, 4, 7, 1)
                  Text "It goes" (17, 5, 7, 1)
                  Button (10, 6, 10, 1)
                    Text "Delete" (12, 6, 6, 1)
                  Button (21, 6, 10, 1)
                    Text "Cancel" (23, 6, 6, 1)
                """)
        #expect((try host.content(ModalContent.self, kind: "Modal")).presentation == .alert)
        host.send(.activate, toText: "Delete")
        host.flush()
        #expect(log.entries == ["delete"])
        #expect(host.widgets(kind: "Modal").isEmpty)
    }

    @Test func escapeOnAnAlertRunsTheCancelAction() throws {
        let log = Log()
        let host = HeadlessHost(AlertHost(log: log), width: 40, height: 11)
        host.flush()
        try host.widget(kind: "Modal").send(.dismiss)
        host.flush()
        #expect(log.entries == ["cancel"])
        #expect(host.widgets(kind: "Modal").isEmpty)
    }

    @Test func confirmationDialogListsActionsOnePerRowWithoutItsHiddenTitle() throws {
        let log = Log()
        let host = HeadlessHost(DialogHost(log: log), width: 40, height: 11)
        host.flush()
        #expect(host.backend.widget(text: "Hidden title") == nil)
        #expect(host.frame(of: "First") == rect(18, 5, 5, 1))
        #expect(host.frame(of: "Second") == rect(17, 6, 6, 1))
        host.send(.activate, toText: "First")
        host.flush()
        #expect(log.entries == ["first"])
        #expect(host.widgets(kind: "Modal").isEmpty)
    }
}
