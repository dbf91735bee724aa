import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct ContentUnavailableViewTests {
    @Test func fillsItsSpaceAndCentresIconTitleAndDescription() {
        let view = ContentUnavailableView(
            "No Mail", systemImage: "tray", description: Text("New mail appears here."))
        let host = HeadlessHost(view, width: 30, height: 9)
        #expect(
            host.dump == """
                Image (15, 3, 1, 1)
                Text "No Mail" (12, 4, 7, 1)
                Text "New mail appears here." (4, 6, 22, 1)
                """)
    }

    @Test func theTitleIsBoldAndTheDescriptionSecondary() throws {
        let host = TerminalHost(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Later.")), width: 30,
            height: 9)
        let title = try #require(host.position(of: "No Mail"))
        let description = try #require(host.position(of: "Later."))
        #expect(host.buffer[title.x, title.y].style.bold)
        #expect(!host.buffer[description.x, description.y].style.bold)
        #expect(host.buffer[description.x, description.y].style.foreground == .gray)
    }

    @Test func searchNamesTheSearchedText() {
        let host = TerminalHost(ContentUnavailableView.search(text: "kiwi"), width: 30, height: 9)
        #expect(
            host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
                == ["⌕", "No Results for “kiwi”", "Check the spelling or try a", "new search."])
        let plain = HeadlessHost(ContentUnavailableView.search, width: 40, height: 9)
        #expect(plain.texts == ["No Results", "Check the spelling or try a new search."])
        #expect(
            HeadlessHost(ContentUnavailableView.search(text: ""), width: 40, height: 9).texts.first
                == "No Results")
    }

    @Test func actionsAreLiveControlsBelowTheDescription() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let view = ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("Connect to the internet.")
        } actions: {
            Button("Retry") { taps.count += 1 }
        }
        let host = HeadlessHost(view, width: 30, height: 9)
        #expect(
            host.dump == """
                Image (15, 2, 1, 1)
                Text "Offline" (12, 3, 7, 1)
                Text "Connect to the internet." (3, 5, 24, 1)
                Button (11, 7, 9, 1)
                  Text "Retry" (13, 7, 5, 1)
                """)
        host.send(.activate, toText: "Retry")
        #expect(taps.count == 1)
    }

    @Test func searchPartsAreViewsOfTheirOwn() {
        let search:
            ContentUnavailableView<
                SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                SearchUnavailableContent.Actions
            > = .search
        #expect(HeadlessHost(search.label, width: 20, height: 1).texts == ["No Results"])
        #expect(
            HeadlessHost(search.description, width: 40, height: 1).texts == [
                "Check the spelling or try a new search."
            ])
        #expect(HeadlessHost(search.actions).dump.isEmpty)
    }

    @Test func anImageFromResourcesIsTheLabelsIcon() {
        let view = ContentUnavailableView("No Photos", image: "empty-album", description: Text("Add some."))
        #expect(view.label.icon.resourceName == "empty-album")
        #expect(HeadlessHost(view, width: 30, height: 9).texts == ["No Photos", "Add some."])
        let plain = ContentUnavailableView(String("Nothing"), image: "empty-album")
        #expect(plain.label.icon.resourceName == "empty-album" && plain.description == nil)
    }
}
