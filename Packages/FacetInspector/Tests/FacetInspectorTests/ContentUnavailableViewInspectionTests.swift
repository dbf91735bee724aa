import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ContentUnavailableViewInspectionTests {
    @Test func partsAndTheirPaths() throws {
        let view = HStack {
            ContentUnavailableView {
                Text("tx")
            } description: {
                Text("desc")
            } actions: {
                Text("act")
            }
        }
        let sut = try view.inspect()
        #expect(
            try sut.find(ViewType.ContentUnavailableView.self).pathToRoot
                == "hStack().contentUnavailableView(0)")
        #expect(
            try sut.find(text: "tx").pathToRoot == "hStack().contentUnavailableView(0).labelView().text()")
        #expect(
            try sut.find(text: "desc").pathToRoot == "hStack().contentUnavailableView(0).description().text()"
        )
        #expect(try sut.find(text: "act").pathToRoot == "hStack().contentUnavailableView(0).actions().text()")
        let unavailable = try sut.hStack().contentUnavailableView(0)
        #expect(try unavailable.labelView().text().string() == "tx")
        #expect(try unavailable.description().text().string() == "desc")
        #expect(try unavailable.actions().text().string() == "act")
    }

    @Test func convenienceInitializersMakeALabelAndAnOptionalDescription() throws {
        let sut = try ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Later"))
            .inspect().contentUnavailableView()
        #expect(try sut.labelView().label().title().text().string() == "No Mail")
        #expect(try sut.labelView().label().icon().image().actualImage().name() == "tray")
        #expect(try sut.description().text().string() == "Later")
        let bare = try ContentUnavailableView("No Mail", systemImage: "tray").inspect()
            .contentUnavailableView()
        #expect(try bare.description().isAbsent)
        #expect(throws: InspectionError.self) { try bare.description().text() }
    }

    @Test func searchWithoutResults() throws {
        let sut = try ContentUnavailableView.search(text: "kiwi").inspect()
        #expect(
            try sut.find(text: "No Results for “kiwi”").pathToRoot.hasPrefix(
                "contentUnavailableView().labelView()"))
        #expect(throws: Never.self) { try sut.find(text: "Check the spelling or try a new search.") }
    }

    @Test func actionsStayLive() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let sut = try ContentUnavailableView {
            Text("Offline")
        } actions: {
            Button("Retry") { taps.count += 1 }
        }
        .inspect()
        try sut.contentUnavailableView().actions().button().tap()
        #expect(taps.count == 1)
    }
}
