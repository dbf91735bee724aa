import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct LabeledContentTests {
    @Test func labelLeadingAndValueTrailingFillTheRow() {
        let host = HeadlessHost(
            VStack {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Name") { Text("Ada") }
            }, width: 30, height: 4)
        #expect(
            host.dump == """
                Text "Version" (0, 1, 7, 1)
                Text "1.2" (27, 1, 3, 1)
                Text "Name" (0, 2, 4, 1)
                Text "Ada" (27, 2, 3, 1)
                """)
    }

    @Test func customLabelAndContentInAnOfferedWidth() {
        let host = HeadlessHost(
            LabeledContent {
                Text("ada@example.com")
            } label: {
                Label("Account", systemImage: "person")
            }
            .frame(width: 36),
            width: 40, height: 3)
        #expect(host.frame(of: "Account") == rect(4, 1, 7, 1))
        #expect(host.frame(of: "ada@example.com") == rect(23, 1, 15, 1))
    }

    @Test func valueIsSecondaryAndTheLabelIsNot() throws {
        let host = HeadlessHost(LabeledContent("Version", value: "1.2"), width: 20, height: 1)
        let texts = host.widgets(kind: "Text").compactMap { $0.content as? ResolvedText }
        #expect(texts.map(\.string) == ["Version", "1.2"])
        #expect(texts[0].runs.first?.color == nil)
        #expect(texts[1].runs.first?.color == .secondary)
    }

    @Test func formattedValue() {
        let host = HeadlessHost(LabeledContent("Count", value: 42, format: .number), width: 20, height: 1)
        #expect(host.frame(of: "Count") == rect(0, 0, 5, 1))
        #expect(host.frame(of: "42") == rect(18, 0, 2, 1))
        // The value follows the environment's locale.
        let german = HeadlessHost(
            LabeledContent("Price", value: 1234.5, format: .number).environment(
                \.locale, Locale(identifier: "de_DE")),
            width: 20, height: 1)
        #expect(german.backend.widget(text: "1.234,5") != nil)
    }

    @Test func stringTitleInitializers() {
        let title = "Owner"
        let value: Substring = "Ada"
        let host = HeadlessHost(
            VStack {
                LabeledContent(title, value: value)
                LabeledContent(title) { Text("Grace") }
            }, width: 20, height: 2)
        #expect(host.frame(of: "Ada") == rect(17, 0, 3, 1))
        #expect(host.frame(of: "Grace") == rect(15, 1, 5, 1))
    }

    @Test func terminalDrawsTheLabelAndValueOnOneRow() {
        let host = TerminalHost(
            VStack(alignment: .leading) {
                LabeledContent("Version", value: "1.2")
                LabeledContent("License", value: "MIT")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 20, height: 3)
        #expect(
            host.screen.split(separator: "\n").prefix(2) == [
                "Version          1.2",
                "License          MIT",
            ])
    }

    @Test func hiddenLabelIsNotDrawnAndTakesNoRoom() {
        let host = TerminalHost(
            VStack(alignment: .leading) {
                LabeledContent("Version", value: "1.2").labelsHidden()
                LabeledContent("License", value: "MIT")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 20, height: 3)
        #expect(
            host.screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(2) == [
                "                 1.2",
                "License          MIT",
            ])
        // The content alone takes the row: it is as wide as a row without the label.
        let narrow = HeadlessHost(
            HStack(spacing: 0) {
                LabeledContent("Version", value: "1.2").labelsHidden().fixedSize()
                Text("|")
            }, width: 20, height: 1)
        let unlabelled = HeadlessHost(
            HStack(spacing: 0) {
                HStack(alignment: .firstTextBaseline) {
                    Spacer()
                    Text("1.2")
                }.fixedSize()
                Text("|")
            }, width: 20, height: 1)
        #expect(narrow.frame(of: "1.2") == unlabelled.frame(of: "1.2"))
        #expect(narrow.frame(of: "|") == unlabelled.frame(of: "|"))
        #expect(narrow.frame(of: "|") == rect(12, 0, 1, 1))
    }

    @Test func labelsShownAgainTakeTheirRoomBack() {
        let model = LabelsModel()
        struct Row: View {
            let model: LabelsModel
            var body: some View {
                HStack(spacing: 0) {
                    LabeledContent("Version", value: "1.2")
                        .labelsVisibility(model.hidesLabels ? .hidden : .visible)
                        .fixedSize()
                    Text("|")
                }
            }
        }
        let host = HeadlessHost(Row(model: model), width: 20, height: 1)
        #expect(host.frame(of: "1.2") == rect(9, 0, 3, 1))
        #expect(host.frame(of: "|") == rect(12, 0, 1, 1))
        // Shown again, the label takes its seven cells back (the centred row grows by 7).
        model.hidesLabels = false
        host.flush()
        #expect(host.frame(of: "Version") == rect(4, 0, 7, 1))
        #expect(host.frame(of: "1.2") == rect(13, 0, 3, 1))
        #expect(host.frame(of: "|") == rect(16, 0, 1, 1))
    }
}

@Observable @MainActor private final class LabelsModel {
    var hidesLabels = true
}
