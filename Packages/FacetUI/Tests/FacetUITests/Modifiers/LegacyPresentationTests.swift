import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct LegacyAlertHost: View {
    let log: Log
    @State var asking = true
    var body: some View {
        VStack {
            Text(asking ? "asking" : "answered")
        }
        .alert(isPresented: $asking) {
            Alert(
                title: Text("Delete?"), message: Text("It goes"),
                primaryButton: .destructive(Text("Delete")) { log.entries.append("delete") },
                secondaryButton: .cancel { log.entries.append("cancel") })
        }
    }
}

private struct Pick: Identifiable {
    let id: Int
}

private struct ItemAlertHost: View {
    @State var pick: Pick? = Pick(id: 7)
    var body: some View {
        Text(pick.map { "picked \($0.id)" } ?? "none")
            .alert(item: $pick) { Alert(title: Text("Pick \($0.id)")) }
    }
}

private struct ActionSheetHost: View {
    let log: Log
    @State var choosing = true
    var body: some View {
        Text("Content")
            .actionSheet(isPresented: $choosing) {
                ActionSheet(
                    title: Text("Share"), message: Text("Pick one"),
                    buttons: [.default(Text("Copy")) { log.entries.append("copy") }, .cancel()])
            }
    }
}

private struct Failure: LocalizedError {
    var errorDescription: String? { "Upload failed" }
}

private struct PresentingHost: View {
    @State var asking = true
    let file: String?
    var body: some View {
        Text("Content")
            .alert("Remove", isPresented: $asking, presenting: file) { name in
                Button("Remove \(name)") {}
            } message: { name in
                Text("\(name) goes")
            }
    }
}

private struct ErrorHost: View {
    @State var failed = true
    var body: some View {
        Text("Content").alert(isPresented: $failed, error: Failure()) { Button("Retry") {} }
    }
}

@MainActor @Suite struct LegacyPresentationTests {
    @Test func anAlertValueShowsTitleMessageAndItsTwoButtonsSideBySide() throws {
        let log = Log()
        let host = HeadlessHost(LegacyAlertHost(log: log), width: 40, height: 11)
        host.flush()
        #expect(
            host.dump == """
                Text "asking" (17, 5, 6, 1)
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
        #expect(host.backend.widget(text: "answered") != nil)
    }

    @Test func escapeOnAnAlertValueChoosesItsCancelButton() throws {
        let log = Log()
        let host = HeadlessHost(LegacyAlertHost(log: log), width: 40, height: 11)
        host.flush()
        try host.widget(kind: "Modal").send(.dismiss)
        host.flush()
        #expect(log.entries == ["cancel"])
        #expect(host.backend.widget(text: "answered") != nil)
    }

    @Test func anItemAlertWithoutButtonsHasAnOKButtonThatResetsTheItem() throws {
        let host = HeadlessHost(ItemAlertHost(), width: 40, height: 11)
        host.flush()
        #expect(host.backend.widget(text: "Pick 7") != nil)
        host.send(.activate, toText: "OK")
        host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
        #expect(host.backend.widget(text: "none") != nil)
    }

    @Test func anActionSheetListsItsButtonsOnePerRowWithItsTitle() throws {
        let log = Log()
        let host = HeadlessHost(ActionSheetHost(log: log), width: 40, height: 11)
        host.flush()
        #expect((try host.content(ModalContent.self, kind: "Modal")).presentation == .actionSheet)
        #expect(host.backend.widget(text: "Share") != nil)
        #expect(host.backend.widget(text: "Pick one") != nil)
        let copy = try #require(host.frame(of: "Copy"))
        let cancel = try #require(host.frame(of: "Cancel"))
        #expect(cancel.minY == copy.minY + 1)
        host.send(.activate, toText: "Copy")
        host.flush()
        #expect(log.entries == ["copy"])
        #expect(host.widgets(kind: "Modal").isEmpty)
    }

    @Test func aPresentingAlertShowsOnlyWithDataAndBuildsFromIt() throws {
        let shown = HeadlessHost(PresentingHost(file: "notes.txt"), width: 40, height: 11)
        shown.flush()
        #expect(shown.backend.widget(text: "Remove notes.txt") != nil)
        #expect(shown.backend.widget(text: "notes.txt goes") != nil)
        shown.send(.activate, toText: "Remove notes.txt")
        shown.flush()
        #expect(shown.widgets(kind: "Modal").isEmpty)
        let none = HeadlessHost(PresentingHost(file: nil), width: 40, height: 11)
        none.flush()
        #expect(none.widgets(kind: "Modal").isEmpty)
    }

    @Test func anErrorAlertIsTitledByTheErrorDescription() throws {
        let host = HeadlessHost(ErrorHost(), width: 40, height: 11)
        host.flush()
        #expect(host.backend.widget(text: "Upload failed") != nil)
        #expect(host.backend.widget(text: "Retry") != nil)
    }

    @Test func theTerminalDrawsAnAlertValueInABorderedBox() throws {
        let host = TerminalHost(LegacyAlertHost(log: Log()), width: 40, height: 11)
        host.graph.flush()
        host.backend.screen.render()
        let lines = host.screen.components(separatedBy: "\n")
        #expect(lines[3].contains("╭") && lines[7].contains("╰"))
        #expect(lines[4].contains("Delete?"))
        #expect(lines[5].contains("It goes"))
        #expect(lines[6].contains("Delete") && lines[6].contains("Cancel"))
        host.type("\u{1B}")
        #expect(!host.screen.contains("Delete?"))
        #expect(host.screen.contains("answered"))
    }
}
