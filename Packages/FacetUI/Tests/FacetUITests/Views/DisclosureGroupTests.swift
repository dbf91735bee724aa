import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

@Observable private final class Settings {
    var showsAdvanced = false
}

private struct AdvancedSettings: View {
    @Bindable var settings: Settings
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Advanced", isExpanded: $settings.showsAdvanced) {
                Text("One")
                Text("Two")
            }
            Text("Below")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor @Suite struct DisclosureGroupTests {
    @Test func startsCollapsedWithOnlyTheHeader() throws {
        let host = HeadlessHost(
            DisclosureGroup("Details") {
                Text("Hidden")
            }, width: 20, height: 5)
        #expect(
            host.dump == """
                DisclosureGroup (6, 2, 9, 1)
                  Text "Details" (8, 2, 7, 1)
                """)
        let content = try host.content(DisclosureContent.self, kind: "DisclosureGroup")
        #expect(content == DisclosureContent(isExpanded: false, isEnabled: true))
    }

    @Test func activatingTheHeaderExpandsAndCollapsesItsOwnState() throws {
        let host = HeadlessHost(
            DisclosureGroup {
                Text("One")
                Text("Two")
            } label: {
                Text("More")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 20, height: 5)
        let header = try host.widget(kind: "DisclosureGroup")
        header.send(.activate)
        var counters = host.flush()
        #expect(counters.widgetsCreated == 2)
        #expect(counters.widgetsUpdated == 1)
        #expect((header.content as? DisclosureContent)?.isExpanded == true)
        #expect(
            host.dump == """
                DisclosureGroup (0, 0, 6, 1)
                  Text "More" (2, 0, 4, 1)
                Text "One" (2, 1, 3, 1)
                Text "Two" (2, 2, 3, 1)
                """)
        header.send(.activate)
        counters = host.flush()
        #expect(counters.widgetsRemoved == 2)
        #expect(counters.widgetsCreated == 0)
        #expect((header.content as? DisclosureContent)?.isExpanded == false)
        #expect(host.backend.widget(text: "One") == nil)
        #expect(host.backend.allWidgets.count == 2)
    }

    @Test func headerWritesTheBinding() throws {
        let settings = Settings()
        let host = HeadlessHost(AdvancedSettings(settings: settings), width: 20, height: 5)
        #expect(host.frame(of: "Below") == rect(0, 1, 5, 1))
        try host.widget(kind: "DisclosureGroup").send(.activate)
        host.flush()
        #expect(settings.showsAdvanced)
        #expect(
            host.dump == """
                DisclosureGroup (0, 0, 10, 1)
                  Text "Advanced" (2, 0, 8, 1)
                Text "One" (2, 1, 3, 1)
                Text "Two" (2, 2, 3, 1)
                Text "Below" (0, 3, 5, 1)
                """)
    }

    @Test func writingTheBindingExpandsAndCollapses() throws {
        let settings = Settings()
        let host = HeadlessHost(AdvancedSettings(settings: settings), width: 20, height: 5)
        settings.showsAdvanced = true
        var counters = host.flush()
        #expect(counters.widgetsCreated == 2)
        #expect(try host.content(DisclosureContent.self, kind: "DisclosureGroup").isExpanded)
        #expect(host.frame(of: "Two") == rect(2, 2, 3, 1))
        #expect(host.frame(of: "Below") == rect(0, 3, 5, 1))
        settings.showsAdvanced = false
        counters = host.flush()
        #expect(counters.widgetsRemoved == 2)
        #expect(host.backend.widget(text: "One") == nil)
        #expect(host.frame(of: "Below") == rect(0, 1, 5, 1))
    }

    @Test func disabledHeaderDoesNotToggle() throws {
        let settings = Settings()
        let host = HeadlessHost(AdvancedSettings(settings: settings).disabled(true), width: 20, height: 5)
        let header = try host.widget(kind: "DisclosureGroup")
        #expect((header.content as? DisclosureContent)?.isEnabled == false)
        header.send(.activate)
        host.flush()
        #expect(!settings.showsAdvanced)
        #expect(host.backend.widget(text: "One") == nil)
    }

    @Test func stringLabelInitializers() throws {
        let title = "Options"
        let settings = Settings()
        settings.showsAdvanced = true
        let host = HeadlessHost(
            VStack(alignment: .leading) {
                DisclosureGroup(title) { Text("Collapsed") }
                DisclosureGroup(title, isExpanded: Bindable(settings).showsAdvanced) { Text("Expanded") }
            })
        #expect(host.widgets(kind: "DisclosureGroup").count == 2)
        #expect(host.backend.widget(text: "Collapsed") == nil)
        #expect(host.backend.widget(text: "Expanded") != nil)
    }

    @Test func terminalShowsTheChevronAndTheIndentedContent() {
        let settings = Settings()
        let host = TerminalHost(AdvancedSettings(settings: settings), width: 20, height: 5)
        #expect(host.screen.split(separator: "\n").prefix(2) == ["▸ Advanced", "Below"])
        host.type("\t\r")
        #expect(settings.showsAdvanced)
        #expect(host.screen.split(separator: "\n").prefix(4) == ["▾ Advanced", "  One", "  Two", "Below"])
    }
}
