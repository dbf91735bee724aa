import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

@Observable private final class BoxModel {
    var title = "Box"
}

private struct RenamableBox: View {
    let model: BoxModel
    var body: some View {
        GroupBox(model.title) { Text("x") }
    }
}

@MainActor @Suite struct GroupBoxTests {
    @Test func titledGroupBoxStacksItsContentInsideTheBorder() throws {
        let host = HeadlessHost(
            GroupBox("Account") {
                Text("Hi")
                Text("There")
            }, width: 40, height: 10)
        // Wide enough for " Account " between the corners; the content is leading-aligned.
        #expect(
            host.dump == """
                GroupBox (15, 3, 11, 4)
                  Text "Hi" (16, 4, 2, 1)
                  Text "There" (16, 5, 5, 1)
                """)
        #expect(try host.content(GroupBoxContent.self, kind: "GroupBox").title == "Account")
    }

    @Test func unlabeledGroupBoxHugsItsContent() throws {
        let host = HeadlessHost(GroupBox { Text("Hello") }, width: 20, height: 5)
        #expect(
            host.dump == """
                GroupBox (7, 1, 7, 3)
                  Text "Hello" (8, 2, 5, 1)
                """)
        #expect(try host.content(GroupBoxContent.self, kind: "GroupBox").title == nil)
    }

    @Test func customLabelGivesItsTextAsTheTitle() throws {
        let host = HeadlessHost(
            GroupBox {
                Text("Dark mode")
            } label: {
                Label("Settings", systemImage: "gear")
            })
        #expect(try host.content(GroupBoxContent.self, kind: "GroupBox").title == "Settings")
        // The label is the title only: it has no widgets of its own.
        #expect(host.widgets(kind: "Image").isEmpty)
        #expect(host.backend.widget(text: "Settings") == nil)
    }

    @Test func titleWidthIsLimitedByTheProposal() throws {
        let host = HeadlessHost(GroupBox("A very long title") { Text("x") }, width: 10, height: 5)
        #expect(
            host.dump == """
                GroupBox (0, 1, 10, 3)
                  Text "x" (1, 2, 1, 1)
                """)
    }

    @Test func newTitleUpdatesTheWidgetAndResizesTheBox() throws {
        let model = BoxModel()
        let host = HeadlessHost(RenamableBox(model: model), width: 20, height: 5)
        #expect(try host.widget(kind: "GroupBox").absoluteFrame == rect(7, 1, 7, 3))
        model.title = "Longer title"
        let counters = host.flush()
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
        #expect(try host.content(GroupBoxContent.self, kind: "GroupBox").title == "Longer title")
        #expect(try host.widget(kind: "GroupBox").absoluteFrame == rect(2, 1, 16, 3))
        #expect(host.frame(of: "x") == rect(3, 2, 1, 1))
    }

    @Test func stringTitleAndLabelValueInitializers() throws {
        let name: Substring = "Profile"
        let host = HeadlessHost(
            VStack {
                GroupBox(name) { Text("a") }
                GroupBox(label: Text("Legacy")) { Text("b") }
            })
        let titles = host.widgets(kind: "GroupBox").compactMap { ($0.content as? GroupBoxContent)?.title }
        #expect(titles == ["Profile", "Legacy"])
    }

    @Test func terminalDrawsARoundedBorderWithTheTitle() {
        let host = TerminalHost(
            GroupBox("Account") {
                Text("Ada")
                Text("Signed in")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 20, height: 5)
        #expect(
            host.screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(4) == [
                "╭ Account ╮",
                "│Ada      │",
                "│Signed in│",
                "╰─────────╯",
            ])
    }
}
